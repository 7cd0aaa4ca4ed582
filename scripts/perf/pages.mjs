// The public pages both tools measure, with the JavaScript budgets of issue 17 (gzip -9 bytes a
// phone fetches on a first visit until the network is idle).

/** `:id` stands for a real property of the demo data, looked up when the app runs. */
export const PUBLIC_PAGES = [
  // The home page's search form is below a phone's first screen: its code loads when it is
  // reached (apps/web/src/lib/hydration/hydrateWhenVisible.tsx), which keeps / near its 110,000 B.
  // 110,200 since 7 December (was 110,100): the route table's three pages of issue 34 (the two
  // application links and /screening-criteria) cost 94 B of the entry chunk.
  { page: '/', budget: 110_200 },
  { page: '/properties', budget: 130_000 },
  { page: '/properties/:id', budget: 130_000 },
  { page: '/about', budget: 130_000 },
  { page: '/notice', budget: 130_000 },
  { page: '/contact', budget: 130_000 },
  { page: '/tour', budget: 130_000 },
  { page: '/services', budget: 130_000 },
  // The resident portal's shell (issue 32): its data is read after the page is live (ADR 0035).
  { page: '/resident', budget: 130_000 },
  // The forms' validation (zod, react-hook-form) is part of these pages' first render.
  { page: '/screening', budget: 170_000 },
  // Back to 170,000 on 7 December (issue 34's target): the wizard loads its API client when it
  // submits, not with the page.
  { page: '/apply/:id', budget: 170_000 },
];

/**
 * The pages a `--pages /,/properties/:id` option names (all when absent); an unknown name is an
 * error rather than a silently shorter run.
 */
export function selectPages(option, pages = PUBLIC_PAGES) {
  if (!option) return pages;
  const wanted = option
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const unknown = wanted.filter((w) => !pages.some((p) => p.page === w));
  if (unknown.length) throw new Error(`unknown page ${unknown.join(', ')}; the pages are ${pages.map((p) => p.page).join(' ')}`);
  return pages.filter((p) => wanted.includes(p.page));
}

/** The page's path with `:id` replaced by the given property id. */
export function pagePath(page, propertyId) {
  return page.replace(':id', encodeURIComponent(propertyId));
}

/** The id of the first property the public list shows (the demo data has some). */
export async function firstPropertyId(baseURL) {
  const res = await fetch(`${baseURL}/api/properties`);
  if (!res.ok) throw new Error(`GET /api/properties answered ${res.status}`);
  const body = await res.json();
  const id = body?.data?.properties?.[0]?.id;
  if (typeof id !== 'string') throw new Error('GET /api/properties listed no property: is the demo data seeded?');
  return id;
}
