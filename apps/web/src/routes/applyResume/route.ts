import type { RouteHead } from '../../app/head/routeHead';

// `/apply/resume/:token`: an application saved on the server, from its e-mailed link (issue 34).
// No loader: the page reads the draft itself, in the browser.
export { default as Component } from '../../features/applications/ResumeApplicationPage';

/** The wizard's fields carry what an applicant types before the page is live. */
export const fields = true;

export const head: RouteHead = () => ({ title: 'Continue Your Application', noindex: true });
