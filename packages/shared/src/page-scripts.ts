// The hand-over between the server, which knows from the build's manifest which files a rendered
// page runs, and the small script that loads them once the page has been painted
// (apps/web/src/start-after-paint.ts, ADR 0029).

/** Id of the JSON block (data, not a script that runs: the CSP allows none inline) naming the page's scripts. */
export const PAGE_SCRIPTS_ID = 'rf-page-scripts';

export interface PageScripts {
  /** The app's entry module, which hydrates the page. */
  entry: string;
  /** Every module the entry and the rendered page import, fetched together instead of level by level. */
  preload: string[];
}

/**
 * Sent on `document` by the app just before it hydrates a server-rendered page, as a CustomEvent
 * whose `detail` is an empty array: the starter fills it with what the visitor did while the page
 * was still static (buttons tapped; for a form submitted, its submit button or the form), which
 * the app does again once hydrated. React replays nothing for a root that had not started
 * hydrating.
 */
export const HYDRATING_EVENT = 'rf:hydrating';
