/**
 * Where sign-in may send the browser back to (issue 19 item 6): a path of this site under /admin,
 * and nothing else. The `next` parameter is read from the address, so anyone can craft it: a
 * value that is not plainly "/admin" or "/admin/..." (an absolute or protocol-relative URL, a
 * backslash that browsers read as a slash, an encoded slash or dot segment, control characters)
 * is refused, and sign-in keeps the spec's landing page.
 */
const ADMIN_PATH = /^\/admin(?:\/[A-Za-z0-9._~-]*)*\/?(?:\?[A-Za-z0-9._~%&=+,-]*)?$/;

export function safeAdminReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 500) return null;
  if (!ADMIN_PATH.test(raw)) return null;
  const rawPath = raw.split('?')[0];
  if (rawPath.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  // The URL parser must agree it stays on this origin and under /admin, without dot segments.
  const base = 'https://rentfront.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  if (url.pathname !== '/admin' && !url.pathname.startsWith('/admin/')) return null;
  if (url.hash) return null;
  return url.pathname + url.search;
}

/** The login address that brings the browser back to `path` after signing in (when it may). */
export function loginPathFor(path: string): string {
  const next = safeAdminReturnPath(path);
  return next && next !== '/admin' ? `/admin-login?next=${encodeURIComponent(next)}` : '/admin-login';
}
