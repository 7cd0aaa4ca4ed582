import type { RouteHead } from '../../app/head/routeHead';

// Any other address: the 404 page (the server sends it with status 404).
export { default as Component } from '../../features/errors/NotFoundPage';

export const head: RouteHead = () => ({ title: 'Page not found', noindex: true });
