import type { RouteHead } from '../../app/head/routeHead';

// `/applications/:token`: where an application stands, from the link in every e-mail (issue 34).
// No loader: the page reads the application itself, in the browser.
export { default as Component } from '../../features/applications/status/ApplicationStatusPage';

/** The answer box carries what an applicant types before the page is live. */
export const fields = true;

export const head: RouteHead = () => ({ title: 'Your Application', noindex: true });
