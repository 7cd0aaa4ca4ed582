import { cleanPublicQuery } from '@rentfront/shared/public-data';
import { CSRF_REFRESH_PATH, csrfScope, setCsrfToken, getCsrfToken, type CsrfScope } from './csrf';
import { ApiError, failureFromResponse } from './errors';
import { clearAdminHint } from '../lib/adminHint';

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** JSON body, or FormData for multipart. */
  body?: unknown;
  /** Abort after this many ms (30 s for the chatbot, contact and team clients; none elsewhere). */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Admin and profile calls: a 401 signs the browser out once and goes to /admin-login. */
  admin?: boolean;
  /** Progress of a multipart upload, 0..1 (uses XHR because fetch cannot report it). */
  onUploadProgress?: (fraction: number) => void;
  /** Expect a file: resolve with the Blob and the server's file name. */
  asBlob?: boolean;
  /** Extra request headers, e.g. `Idempotency-Key` on the application submit. */
  headers?: Record<string, string>;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Builds `path?query`, leaving out empty values, `any` and `all` (public-site.md §5). */
export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const qs = new URLSearchParams(cleanPublicQuery(query)).toString();
  return qs ? `${path}?${qs}` : path;
}

let signingOut = false;

/**
 * A deliberate sign-out is under way: requests still in flight will come back 401, and that must
 * not bounce the browser to the login screen.
 */
export function expectSignOut(): void {
  signingOut = true;
}

/** Signed in again: the next 401 of an admin call signs out and redirects once more. */
export function resetUnauthorizedGuard(): void {
  signingOut = false;
}

/** The 401 rule of public-site.md §4: clear the hint, log out once, go to the login screen. */
function handleUnauthorized(): void {
  if (signingOut) return;
  signingOut = true;
  clearAdminHint();
  setCsrfToken(null);
  void fetch('/api/auth/logout', { method: 'POST', credentials: 'include', headers: { 'X-Requested-With': 'fetch' } })
    .catch(() => undefined)
    .finally(() => {
      // Back to this admin page after signing in (issue 19); the login page checks `next` itself
      // (lib/returnPath.ts, kept out of this module, which every public page loads).
      const here = window.location.pathname + window.location.search;
      window.location.assign(here.startsWith('/admin/') ? `/admin-login?next=${encodeURIComponent(here)}` : '/admin-login');
    });
}

function headersFor(path: string, method: string, body: unknown): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  // The token of the session this path belongs to: a staff token never goes to the portal's API.
  const csrf = getCsrfToken(csrfScope(path));
  if (UNSAFE.has(method) && csrf) headers['X-CSRF-Token'] = csrf;
  return headers;
}

async function parseBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('application/json')) return response.json().catch(() => null);
  const text = await response.text().catch(() => '');
  return text ? { message: text.slice(0, 300) } : null;
}

async function refreshCsrf(scope: CsrfScope): Promise<boolean> {
  const res = await fetch(CSRF_REFRESH_PATH[scope], { credentials: 'include' });
  if (!res.ok) return false;
  const body = (await res.json()) as { data?: { csrf_token?: string | null } };
  setCsrfToken(body.data?.csrf_token ?? null, scope);
  return Boolean(body.data?.csrf_token);
}

export interface FileResult {
  blob: Blob;
  filename: string;
}

/**
 * The one way the web app talks to the server. Resolves with the parsed JSON body (the success
 * envelope, or the spec's other shape for login and profile); throws ApiError on any failure.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}, retried = false): Promise<T> {
  const method = options.method ?? 'GET';
  // A portal page reloaded or opened in a new tab has no resident token (it lives in memory only).
  // An upload is not sent again after a refusal (the XHR path): its token is asked for first.
  const scope = csrfScope(path);
  if (scope === 'resident' && options.body instanceof FormData && !getCsrfToken(scope)) await refreshCsrf(scope);
  if (options.onUploadProgress && options.body instanceof FormData) return uploadWithProgress<T>(path, options);
  const controller = new AbortController();
  const timer = options.timeoutMs ? setTimeout(() => controller.abort(new Error('Request timed out')), options.timeoutMs) : undefined;
  options.signal?.addEventListener('abort', () => controller.abort(options.signal?.reason));
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      credentials: 'include',
      headers: { ...headersFor(path, method, options.body), ...options.headers },
      body: options.body === undefined ? undefined : options.body instanceof FormData ? options.body : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch (err) {
    if (controller.signal.aborted)
      throw new Error(controller.signal.reason instanceof Error ? controller.signal.reason.message : 'Request aborted');
    throw err;
  } finally {
    if (timer) clearTimeout(timer);
  }
  if (response.ok && options.asBlob) {
    const disposition = response.headers.get('content-disposition') ?? '';
    const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
    return { blob: await response.blob(), filename: match ? decodeURIComponent(match[1]) : 'download' } as T;
  }
  const body = await parseBody(response);
  if (response.ok) return body as T;
  const failure = failureFromResponse(response.status, body);
  if (response.status === 403 && failure.message === 'Invalid CSRF token' && !retried && (await refreshCsrf(scope))) {
    return apiRequest<T>(path, options, true);
  }
  if (response.status === 401 && options.admin) handleUnauthorized();
  // The site requires two-factor and this account has none (issue 20): its setup comes first.
  if (response.status === 403 && options.admin && (body as { code?: unknown } | null)?.code === 'mfa_setup_required') {
    window.location.assign('/admin-login?setup=mfa');
  }
  throw failure;
}

function uploadWithProgress<T>(path: string, options: RequestOptions): Promise<T> {
  const method = options.method ?? 'POST';
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, buildUrl(path, options.query));
    xhr.withCredentials = true;
    for (const [k, v] of Object.entries({ ...headersFor(path, method, options.body), ...options.headers })) xhr.setRequestHeader(k, v);
    if (options.timeoutMs) xhr.timeout = options.timeoutMs;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onUploadProgress?.(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.ontimeout = () => reject(new Error('Request timed out'));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = { message: xhr.responseText.slice(0, 300) };
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onUploadProgress?.(1);
        resolve(body as T);
        return;
      }
      if (xhr.status === 401 && options.admin) handleUnauthorized();
      reject(failureFromResponse(xhr.status, body));
    };
    xhr.send(options.body as FormData);
  });
}

/** Builds FormData from an object: null/undefined/'' left out, files as files, the rest as text. */
export function toFormData(values: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    if (value instanceof Blob) form.append(key, value);
    else if (Array.isArray(value) && value.every((v) => v instanceof Blob)) for (const v of value) form.append(key, v as Blob);
    else if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  }
  return form;
}

export { ApiError };
