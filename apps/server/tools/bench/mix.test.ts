import { describe, expect, it } from 'vitest';
import { propertyListQuerySchema } from '@rentfront/shared';
import { buildMix, deepPage, MIX_KINDS, MIX_SHARES } from './mix';
import type { CatalogueProfile } from './profile';
import { rng } from './random';

const profile: CatalogueProfile = {
  rows: 100_024,
  available: 65_000,
  cities: [
    { city: 'New York', state: 'NY', available: 4000 },
    { city: 'Albany', state: 'NY', available: 70 },
    { city: 'Springfield', state: 'MA', available: 100 },
  ],
  keywords: [
    { keyword: 'hardwood', share: 0.2 },
    { keyword: 'walk-in closet', share: 0.2 },
  ],
};

const query = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

describe('buildMix', () => {
  const today = Date.UTC(2026, 11, 7);
  const mix = buildMix(profile, 1000, 7, today);

  it('has the mix proportions exactly, shuffled', () => {
    for (const kind of MIX_KINDS) expect(mix.filter((r) => r.kind === kind)).toHaveLength(1000 * MIX_SHARES[kind]);
    // Shuffled: the first 100 requests are not all of one kind.
    expect(new Set(mix.slice(0, 100).map((r) => r.kind)).size).toBe(MIX_KINDS.length);
  });

  it('builds URLs the list route accepts, as the browser sends them', () => {
    for (const { path } of mix) {
      expect(path.startsWith('/api/properties?')).toBe(true);
      const q = query(path);
      expect(propertyListQuerySchema.safeParse(q).success).toBe(true);
      expect(q).toMatchObject({ status: 'available', limit: '12' });
    }
  });

  it('gives each kind its own shape', () => {
    for (const { kind, path } of mix) {
      const q = query(path);
      if (kind === 'city') expect(q.city).toMatch(/^(New York|Albany|Springfield)(, (NY|MA))?$/);
      if (kind === 'keyword') expect(['hardwood', 'walk-in closet']).toContain(q.keyword);
      if (kind === 'deep') expect(Number(q.page)).toBeGreaterThanOrEqual(100);
      if (kind === 'sort') expect(['price_asc', 'price_desc']).toContain(q.sort);
      if (kind === 'total') expect(q.max_total ?? q.sort).toBeDefined();
      if (kind === 'total' && q.sort) expect(['total_asc', 'total_desc']).toContain(q.sort);
      if (kind === 'move-in') {
        expect(q.available_by).toMatch(/^2026-12-(0[7-9]|[12]\d|3[01])$|^2027-0[12]-\d\d$/);
        if (q.lease_term) expect(['6', '12', '18', 'mtm']).toContain(q.lease_term);
      }
      if (kind === 'accessibility') expect(q.accessibility).toMatch(/^[a-z_]+(,[a-z_]+)?$/);
      if (!['city', 'move-in', 'accessibility'].includes(kind)) expect(q.city).toBeUndefined();
    }
  });

  it('draws cities in proportion to their available homes', () => {
    const cities = mix.filter((r) => r.kind === 'city').map((r) => query(r.path).city.split(',')[0]);
    const ny = cities.filter((c) => c === 'New York').length / cities.length;
    expect(ny).toBeGreaterThan(0.9);
    expect(cities).toContain('Albany');
  });

  it('is the same for the same seed', () => {
    expect(buildMix(profile, 50, 3, today)).toEqual(buildMix(profile, 50, 3, today));
    expect(buildMix(profile, 50, 3, today)).not.toEqual(buildMix(profile, 50, 4, today));
  });

  it('refuses a catalogue with nothing to find', () => {
    expect(() => buildMix({ ...profile, cities: [] }, 10)).toThrow(/no available home/);
  });
});

describe('deepPage', () => {
  it('stays within pages 100-400, or within the pages that exist', () => {
    const r = rng(1);
    for (let i = 0; i < 500; i++) {
      const big = deepPage(r, 65_000);
      expect(big).toBeGreaterThanOrEqual(100);
      expect(big).toBeLessThanOrEqual(400);
      const mid = deepPage(r, 2_000); // 167 pages
      expect(mid).toBeGreaterThanOrEqual(100);
      expect(mid).toBeLessThanOrEqual(167);
      const demo = deepPage(r, 18); // 2 pages
      expect([1, 2]).toContain(demo);
    }
  });
});
