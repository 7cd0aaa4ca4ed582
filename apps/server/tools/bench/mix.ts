// The "mix": public searches as visitors make them, built from what the catalogue holds so the
// answers are real (non-empty for most): city + budget + bedrooms 30 %, keyword 15 %, deep
// browsing of "all available" (pages 100-400) 15 %, price sorts 10 %, and the filters of issue
// 35 at 10 % each: a total-cost budget or sort, a move-in date with a lease term, accessibility
// features. Every URL is what the browser's list page sends (status=available, limit=12). Pure
// and seeded.
import { PROPERTY_PAGE_SIZE } from '@rentfront/shared';
import type { AccessibilityFeature } from '@rentfront/shared/accessibility-features';
import type { CatalogueProfile } from './profile';
import { between, pick, rng, weighted, type Rng } from './random';

export const MIX_KINDS = ['city', 'keyword', 'deep', 'sort', 'total', 'move-in', 'accessibility'] as const;
export type MixKind = (typeof MIX_KINDS)[number];

export const MIX_SHARES: Record<MixKind, number> = {
  city: 0.3,
  keyword: 0.15,
  deep: 0.15,
  sort: 0.1,
  total: 0.1,
  'move-in': 0.1,
  accessibility: 0.1,
};

export const MIX_LABELS: Record<MixKind, string> = {
  city: 'city + budget + beds',
  keyword: 'keyword',
  deep: 'deep page of all available',
  sort: 'price sort',
  total: 'total cost budget or sort',
  'move-in': 'move in by + lease term',
  accessibility: 'accessibility features',
};

export interface MixRequest {
  kind: MixKind;
  path: string;
}

/** Budgets people set: [min, max], either may be open. */
const BUDGETS: [number | null, number | null][] = [
  [800, 1500],
  [1000, 2000],
  [1000, 3000],
  [1500, 2500],
  [2000, 3500],
  [2500, 4500],
  [3000, 6000],
  [null, 2000],
  [1200, null],
  [null, null],
];
const pickBedrooms = weighted([null, 1, 2, 3, 4], [25, 25, 28, 15, 7]);
const pickTerm = weighted([null, '12', '6', '18', 'mtm'], [30, 40, 12, 6, 12]);
/** What renters ask for: one need most often, sometimes two together. */
const NEEDS: AccessibilityFeature[][] = [
  ['step_free_entrance'],
  ['step_free_entrance'],
  ['elevator'],
  ['no_interior_stairs'],
  ['ground_floor'],
  ['wide_doorways'],
  ['accessible_parking'],
  ['visual_alarms'],
  ['roll_in_shower'],
  ['step_free_entrance', 'wide_doorways'],
  ['elevator', 'step_free_entrance'],
  ['grab_bars', 'roll_in_shower'],
];
const DAY = 86_400_000;

function listPath(params: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== null && value !== undefined) query.set(name, String(value));
  return `/api/properties?${query.toString()}`;
}

/** Deep browsing: pages 100-400, or the pages that exist when the catalogue is smaller. */
export function deepPage(r: Rng, available: number): number {
  const last = Math.max(1, Math.ceil(available / PROPERTY_PAGE_SIZE));
  if (last >= 400) return between(r, 100, 400);
  if (last >= 100) return between(r, 100, last);
  return between(r, 1, last);
}

function request(
  kind: MixKind,
  r: Rng,
  profile: CatalogueProfile,
  pickCity: (r: Rng) => CatalogueProfile['cities'][number],
  today: number,
): string {
  const common = { status: 'available', limit: PROPERTY_PAGE_SIZE };
  switch (kind) {
    case 'city': {
      const c = pickCity(r);
      const [min, max] = pick(r, BUDGETS);
      // The search box takes "Albany" or the suggestion "Albany, NY".
      const city = r() < 0.5 ? c.city : `${c.city}, ${c.state}`;
      return listPath({ city, ...common, min_price: min, max_price: max, bedrooms: pickBedrooms(r), page: r() < 0.85 ? 1 : 2 });
    }
    case 'keyword': {
      const keyword = profile.keywords.length ? pick(r, profile.keywords).keyword : pickCity(r).city;
      return listPath({ keyword, ...common, page: r() < 0.8 ? 1 : 2 });
    }
    case 'deep':
      return listPath({ ...common, page: deepPage(r, profile.available) });
    case 'sort':
      return listPath({
        ...common,
        bedrooms: r() < 0.5 ? null : pickBedrooms(r),
        sort: r() < 0.6 ? 'price_asc' : 'price_desc',
        page: between(r, 1, 3),
      });
    case 'total': {
      // The whole monthly price: a ceiling on it, sorted by it, or both.
      const [, max] = pick(r, BUDGETS);
      const sorted = r() < 0.6;
      return listPath({
        ...common,
        max_total: sorted && r() < 0.5 ? null : (max ?? 2500),
        bedrooms: r() < 0.5 ? null : pickBedrooms(r),
        sort: sorted ? (r() < 0.7 ? 'total_asc' : 'total_desc') : null,
        page: between(r, 1, 2),
      });
    }
    case 'move-in': {
      const by = new Date(today + between(r, 0, 75) * DAY).toISOString().slice(0, 10);
      return listPath({
        ...common,
        available_by: by,
        lease_term: pickTerm(r),
        city: r() < 0.3 ? pickCity(r).city : null,
        page: r() < 0.85 ? 1 : 2,
      });
    }
    case 'accessibility':
      return listPath({
        ...common,
        accessibility: pick(r, NEEDS).join(','),
        bedrooms: r() < 0.7 ? null : pickBedrooms(r),
        city: r() < 0.3 ? pickCity(r).city : null,
        page: r() < 0.85 ? 1 : 2,
      });
  }
}

/**
 * `count` requests in the mix's exact proportions (rounded), shuffled. Cities are drawn in
 * proportion to their available homes, as visitors look where the homes are.
 */
export function buildMix(profile: CatalogueProfile, count: number, seed = 7, today = Date.now()): MixRequest[] {
  if (!profile.cities.length) throw new Error('mix: the catalogue has no available home to search for');
  const r = rng(seed);
  const pickCity = weighted(
    profile.cities,
    profile.cities.map((c) => c.available),
  );
  const kinds: MixKind[] = [];
  for (const kind of MIX_KINDS) for (let i = 0; i < Math.round(count * MIX_SHARES[kind]); i++) kinds.push(kind);
  // Fisher-Yates, so consecutive requests (and each connection's share) are mixed.
  for (let i = kinds.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [kinds[i], kinds[j]] = [kinds[j], kinds[i]];
  }
  return kinds.map((kind) => ({ kind, path: request(kind, r, profile, pickCity, today) }));
}
