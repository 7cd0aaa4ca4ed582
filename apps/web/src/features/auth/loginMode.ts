export type LoginMode = 'login' | 'forgot' | 'reset' | 'signup';

/** Reset mode when the path holds reset-password or a `token` query parameter exists. */
export function initialMode(pathname: string, search: string): LoginMode {
  const params = new URLSearchParams(search);
  if (pathname.includes('reset-password') || params.has('token')) return 'reset';
  const mode = params.get('mode');
  return mode === 'forgot' || mode === 'signup' ? mode : 'login';
}

/** The reset token: the route parameter, else the `token` query parameter. */
export function resetTokenFrom(routeToken: string | undefined, search: string): string | null {
  return routeToken || new URLSearchParams(search).get('token') || null;
}
