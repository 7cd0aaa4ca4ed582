import { describe, expect, it } from 'vitest';
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
