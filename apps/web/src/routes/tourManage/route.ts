import type { RouteHead } from '../../app/head/routeHead';

// `/tour/manage/:token`: a booked tour, from the link in its confirmation mail. No loader: the
// page reads the tour itself, in the browser.
export { default as Component } from '../../features/tours/TourManagePage';

/** The reschedule form's fields carry what a visitor types before the page is live. */
export const fields = true;

export const head: RouteHead = () => ({ title: 'Your Tour', noindex: true });
