// The pages `npm run observatory` scans: the home page, the listing and a property (server-rendered
// and hydrated), the contact page (it frames the office's map), a form page, and the sign-in page of
// the back office. `:id` is a property of the demo data (perf/pages.mjs).
export const OBSERVATORY_PAGES = ['/', '/properties', '/properties/:id', '/contact', '/apply/:id', '/admin-login'].map((page) => ({
  page,
}));

/** The pages a `--pages /,/admin-login` option names (all when absent); an unknown one is an error. */
export function selectObservatoryPages(option) {
  if (!option) return OBSERVATORY_PAGES;
  const wanted = option
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const unknown = wanted.filter((w) => !OBSERVATORY_PAGES.some((p) => p.page === w));
  if (unknown.length)
    throw new Error(`unknown page ${unknown.join(', ')}; the pages are ${OBSERVATORY_PAGES.map((p) => p.page).join(' ')}`);
  return OBSERVATORY_PAGES.filter((p) => wanted.includes(p.page));
}
