// The session's CSRF token lives in memory only: from the page's meta tag (server-rendered for
// a signed-in browser), from the login response, or fetched from /api/auth/csrf.
let token: string | null = null;

export function getCsrfToken(): string | null {
  if (token) return token;
  if (typeof document !== 'undefined') {
    token = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content || null;
  }
  return token;
}

export function setCsrfToken(value: string | null): void {
  token = value;
}
