import { describe, expect, it } from 'vitest';
import { ACCESSIBILITY_FEATURES } from '@rentfront/shared/accessibility-features';
import { parseLeaseTerm } from '@rentfront/shared/move-in';
import { FEE_FREQUENCIES } from '@rentfront/shared/property-fees';
import { generateProperty } from './generate';
import { CITIES, KEYWORDS } from './portal-data';
import { rng, uuid, weighted } from './random';

const NOW = Date.UTC(2026, 10, 1);
const rows = Array.from({ length: 3000 }, (_, i) => generateProperty(42, i, NOW));

describe('generated catalogue', () => {
  it('keeps rents, bedrooms and photos in the portal ranges', () => {
    for (const p of rows) {
      expect(p.price).toBeGreaterThanOrEqual(600);
      expect(p.price).toBeLessThanOrEqual(6000);
      expect(p.bedrooms).toBeGreaterThanOrEqual(0);
      expect(p.bedrooms).toBeLessThanOrEqual(5);
      expect(p.mediaCount).toBeGreaterThanOrEqual(1);
      expect((p.createdAt as Date).getTime()).toBeLessThanOrEqual(NOW);
      expect((p.updatedAt as Date).getTime()).toBeLessThanOrEqual(NOW);
    }
    const prices = rows.map((p) => p.price).sort((a, b) => a - b);
    // Spread, not piled at the clamps.
    expect(prices[Math.floor(prices.length / 2)]).toBeGreaterThan(1000);
    expect(prices[Math.floor(prices.length / 2)]).toBeLessThan(3000);
  });

  it('is mostly available, with the other statuses present', () => {
    const share = (s: string) => rows.filter((p) => p.status === s).length / rows.length;
    expect(share('available')).toBeGreaterThan(0.6);
    expect(share('available')).toBeLessThan(0.7);
    for (const s of ['rented', 'hold', 'maintenance']) expect(share(s)).toBeGreaterThan(0.02);
  });

  it('skews the cities: a few big ones, a long tail', () => {
    const counts = new Map<string, number>();
    for (const p of rows) counts.set(`${p.city}|${p.state}`, (counts.get(`${p.city}|${p.state}`) ?? 0) + 1);
    const sorted = [...counts.values()].sort((a, b) => b - a);
    expect(counts.size).toBeGreaterThan(250);
    expect(sorted[0] / rows.length).toBeGreaterThan(0.04);
    expect(sorted[sorted.length - 1] / rows.length).toBeLessThan(0.005);
  });

  it('writes the words the keyword search is asked for', () => {
    const text = rows.map((p) => `${p.title} ${p.description} ${p.address} ${p.city}`.toLowerCase());
    for (const keyword of KEYWORDS)
      expect(
        text.some((t) => t.includes(keyword.toLowerCase())),
        keyword,
      ).toBe(true);
    expect(rows.some((p) => /^\w+ Studio/.test(p.title))).toBe(true);
    expect(rows.some((p) => p.title.includes('0-Bedroom'))).toBe(false);
  });

  it('gives unique ids and slugs, the same for the same seed', () => {
    expect(new Set(rows.map((p) => p.id)).size).toBe(rows.length);
    expect(new Set(rows.map((p) => p.slug)).size).toBe(rows.length);
    expect(generateProperty(42, 7, NOW)).toEqual(rows[7]);
    expect(rows[0].id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('gives fees whose required monthly sum is the stored monthly_fees, in whole cents', () => {
    for (const p of rows) {
      const fees = p.fees ?? [];
      for (const f of fees) expect(FEE_FREQUENCIES).toContain(f.frequency);
      const required = fees.filter((f) => f.required && f.frequency === 'monthly').reduce((sum, f) => sum + (f.amount ?? 0), 0);
      expect(p.monthlyFees).toBe(required);
    }
    const withMonthly = rows.filter((p) => (p.monthlyFees ?? 0) > 0).length / rows.length;
    expect(withMonthly).toBeGreaterThan(0.45);
    expect(withMonthly).toBeLessThan(0.75);
  });

  it("offers the listing's own lease term among its terms, and only known accessibility keys", () => {
    for (const p of rows) {
      expect(p.leaseTerms).toContain(String(p.leaseTerm));
      for (const t of p.leaseTerms ?? []) expect(parseLeaseTerm(t)).toBe(t);
      for (const a of p.accessibility ?? []) expect(ACCESSIBILITY_FEATURES).toContain(a);
    }
    const share = (test: (p: (typeof rows)[number]) => boolean) => rows.filter(test).length / rows.length;
    expect(share((p) => (p.accessibility ?? []).length > 0)).toBeGreaterThan(0.2);
    expect(share((p) => (p.accessibility ?? []).includes('step_free_entrance'))).toBeGreaterThan(0.1);
    expect(share((p) => (p.leaseTerms ?? []).includes('mtm'))).toBeGreaterThan(0.1);
    expect(share((p) => p.syndicate === true)).toBeGreaterThan(0.15);
    expect(share((p) => p.syndicate === true)).toBeLessThan(0.25);
  });

  it('lists each city once', () => {
    expect(new Set(CITIES.map(([c, s]) => `${c}|${s}`)).size).toBe(CITIES.length);
    expect(CITIES.length).toBeGreaterThan(300);
  });
});

describe('random helpers', () => {
  it('weighted draws in proportion to the weights', () => {
    const draw = weighted(['a', 'b', 'c'], [1, 3, 0]);
    const r = rng(9);
    const n = { a: 0, b: 0, c: 0 };
    for (let i = 0; i < 20_000; i++) n[draw(r) as 'a' | 'b' | 'c'] += 1;
    expect(n.c).toBe(0);
    expect(n.b / n.a).toBeGreaterThan(2.8);
    expect(n.b / n.a).toBeLessThan(3.2);
  });

  it('uuid has the version-4 shape', () => {
    expect(uuid(rng(1))).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
