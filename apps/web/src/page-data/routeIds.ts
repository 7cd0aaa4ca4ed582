/** Id of the public layout route, whose loader holds the site's identity (useRouteLoaderData). */
export const PUBLIC_ROUTE_ID = 'public';
