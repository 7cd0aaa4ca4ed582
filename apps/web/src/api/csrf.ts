// A session's CSRF token lives in memory only. There are two kinds of session (ADR 0034): the
// staff one and the resident one, each with its own token, and a request carries the token of the
// session its path belongs to (`/api/resident/…` the resident's, everything else the staff's).
// Staff: from the page's meta tag (server-rendered for a signed-in browser), from the login
// response, or fetched from /api/auth/csrf. Resident: from the verify or login response, or
// fetched from /api/resident/auth/csrf (a reload, a new tab): the client asks for it after the
// server refuses a write without it, then sends the write again (client.ts). Never stored: a
// token in web storage would outlive the session and be readable by any script of the origin.

export type CsrfScope = 'staff' | 'resident';

const RESIDENT_API = '/api/resident/';

/** Where each scope's token is asked for again after a 403 "Invalid CSRF token". */
export const CSRF_REFRESH_PATH: Record<CsrfScope, string> = {
  staff: '/api/auth/csrf',
  resident: '/api/resident/auth/csrf',
};

/** The page's meta tag of each scope (the staff one is written by the server for a staff session). */
const META_NAME: Record<CsrfScope, string> = { staff: 'csrf-token', resident: 'resident-csrf-token' };

const tokens: Record<CsrfScope, string | null> = { staff: null, resident: null };

/** The session a request path belongs to. */
export function csrfScope(path: string): CsrfScope {
  return path.startsWith(RESIDENT_API) ? 'resident' : 'staff';
}

export function getCsrfToken(scope: CsrfScope = 'staff'): string | null {
  if (tokens[scope]) return tokens[scope];
  if (typeof document !== 'undefined') {
    tokens[scope] = document.querySelector<HTMLMetaElement>(`meta[name="${META_NAME[scope]}"]`)?.content || null;
  }
  return tokens[scope];
}

export function setCsrfToken(value: string | null, scope: CsrfScope = 'staff'): void {
  tokens[scope] = value;
}
