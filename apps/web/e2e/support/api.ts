import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';

/** A signed-in API client for creating test data (the journeys never rely on demo seed data). */
export interface AdminApi {
  cookie: string;
  csrf: string;
  user: { id: string; full_name: string; role: string };
  request<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
}

export async function adminApi(email = inject('adminEmail'), password = inject('adminPassword')): Promise<AdminApi> {
  const base = inject('baseURL');
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`admin login failed: ${res.status} ${await res.text()}`);
  const json = (await res.json()) as { csrf_token: string; user: AdminApi['user'] };
  // The session cookie by name: sign-in also sets the device cookie (issue 20), in either order.
  const cookie = (res.headers.getSetCookie().find((c) => c.startsWith('sid=')) ?? '').split(';')[0];
  return {
    cookie,
    csrf: json.csrf_token,
    user: json.user,
    async request(method, path, body) {
      const isForm = body instanceof FormData;
      const r = await fetch(`${base}${path}`, {
        method,
        headers: {
          origin: base,
          cookie,
          'x-csrf-token': json.csrf_token,
          ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        },
        body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      });
      const text = await r.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON
      }
      return { status: r.status, body: parsed as never };
    },
  };
}

/** Signs a browser context in without the UI (for journeys that are not about signing in). */
export async function signInContext(context: BrowserContext, api?: AdminApi): Promise<AdminApi> {
  const session = api ?? (await adminApi());
  const base = new URL(inject('baseURL'));
  const [name, value] = session.cookie.split('=');
  await context.addCookies([{ name, value, domain: base.hostname, path: '/', httpOnly: true, sameSite: 'Lax' }]);
  // Once per tab, like a real sign-in; later clears by the app must stick.
  await context.addInitScript((user) => {
    if (sessionStorage.getItem('e2e-signed-in')) return;
    sessionStorage.setItem('e2e-signed-in', '1');
    localStorage.setItem('adminUser', JSON.stringify(user));
  }, session.user);
  return session;
}

/** Fills the login screen's password step and submits it; what follows (home, a code step, a refusal) is the caller's to wait for. */
export async function submitPasswordStep(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens the login screen and submits the password step. */
export async function openLoginAndSubmit(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/admin-login');
  await submitPasswordStep(page, email, password);
}

/** Signs in through the login screen, as a person would. */
export async function signInViaUi(page: Page, email = inject('adminEmail'), password = inject('adminPassword')): Promise<void> {
  await openLoginAndSubmit(page, email, password);
  await page.waitForURL((url) => url.pathname === '/');
}

/** Signs out from the admin header, back on the home page. */
export async function signOutViaUi(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out', exact: true }).first().click();
  await page.waitForURL((u) => u.pathname === '/');
}
