/**
 * Form fields outside any hydrateWhenVisible section (whose element carries `data-deferred-section`):
 * a section carries its own fields' typed text over its hydration, so the app's first hydration
 * (main.tsx) leaves those alone.
 */
export const FIELDS_OUTSIDE_DEFERRED_SECTIONS = ['input', 'textarea', 'select']
  .map((tag) => `${tag}:not([data-deferred-section] *)`)
  .join();
