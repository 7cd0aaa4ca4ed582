import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './client';
import { csrfScope, getCsrfToken, setCsrfToken } from './csrf';

// Two sessions, two tokens (ADR 0034, 0035): each request carries the token of its path's session.

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function mockFetch(answer: (url: string, init: RequestInit) => Response) {
  const calls: { url: string; token: string | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, token: (init.headers as Record<string, string> | undefined)?.['X-CSRF-Token'] });
      return answer(url, init);
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setCsrfToken(null, 'staff');
  setCsrfToken(null, 'resident');
});

describe('csrfScope', () => {
  it('gives the portal API the resident session and every other path the staff one', () => {
    expect(csrfScope('/api/resident/leases/1/sign')).toBe('resident');
    expect(csrfScope('/api/admin/leases')).toBe('staff');
    expect(csrfScope('/api/auth/logout')).toBe('staff');
    expect(csrfScope('/api/residential')).toBe('staff');
  });
});

describe('apiRequest CSRF tokens', () => {
  it('sends the staff token to staff paths and the resident token to portal paths', async () => {
    setCsrfToken('staff-token');
    setCsrfToken('resident-token', 'resident');
    const calls = mockFetch(() => json(200, { success: true }));
    await apiRequest('/api/admin/notices', { method: 'POST', body: {} });
    await apiRequest('/api/resident/maintenance', { method: 'POST', body: {} });
    await apiRequest('/api/contact', { method: 'POST', body: {} });
    expect(calls.map((c) => c.token)).toEqual(['staff-token', 'resident-token', 'staff-token']);
  });

  it('never sends the staff token to the portal when the resident has none', async () => {
    setCsrfToken('staff-token');
    const calls = mockFetch(() => json(200, { success: true }));
    await apiRequest('/api/resident/auth/logout', { method: 'POST' });
    expect(calls[0].token).toBeUndefined();
  });

  it('refreshes only the resident token after a portal 403, from the portal, and retries once', async () => {
    setCsrfToken('staff-token');
    setCsrfToken('stale', 'resident');
    const calls = mockFetch((url, init) => {
      if (url === '/api/resident/auth/csrf') return json(200, { success: true, data: { csrf_token: 'fresh' } });
      const token = (init.headers as Record<string, string>)['X-CSRF-Token'];
      return token === 'fresh' ? json(200, { success: true }) : json(403, { success: false, message: 'Invalid CSRF token' });
    });
    await apiRequest('/api/resident/leases/1/sign', { method: 'POST', body: {} });
    expect(calls.map((c) => c.url)).toEqual(['/api/resident/leases/1/sign', '/api/resident/auth/csrf', '/api/resident/leases/1/sign']);
    expect(getCsrfToken('resident')).toBe('fresh');
    expect(getCsrfToken('staff')).toBe('staff-token');
  });

  it('keeps refreshing the staff token from /api/auth/csrf for staff paths', async () => {
    setCsrfToken('stale');
    setCsrfToken('resident-token', 'resident');
    const calls = mockFetch((url, init) => {
      if (url === '/api/auth/csrf') return json(200, { success: true, data: { csrf_token: 'fresh-staff' } });
      const token = (init.headers as Record<string, string>)['X-CSRF-Token'];
      return token === 'fresh-staff' ? json(200, { success: true }) : json(403, { success: false, message: 'Invalid CSRF token' });
    });
    await apiRequest('/api/notices/1', { method: 'PUT', body: {} });
    expect(calls.map((c) => c.url)).toEqual(['/api/notices/1', '/api/auth/csrf', '/api/notices/1']);
    expect(getCsrfToken('staff')).toBe('fresh-staff');
    expect(getCsrfToken('resident')).toBe('resident-token');
  });
});

describe('the resident token after a reload or in a new tab', () => {
  it('is asked for from the resident endpoint when a write without it is refused, but not for signing in', async () => {
    setCsrfToken(null, 'resident');
    const calls = mockFetch((url, init) => {
      if (url === '/api/resident/auth/csrf') return json(200, { success: true, data: { csrf_token: 'resident-again' } });
      const token = (init.headers as Record<string, string>)['X-CSRF-Token'];
      return token === 'resident-again' ? json(200, { success: true }) : json(403, { success: false, message: 'Invalid CSRF token' });
    });
    await apiRequest('/api/resident/auth/logout', { method: 'POST', body: {} });
    // Refused without it, asked for, and sent again with it.
    expect(calls.map((c) => c.url)).toEqual(['/api/resident/auth/logout', '/api/resident/auth/csrf', '/api/resident/auth/logout']);
    expect(calls[2]!.token).toBe('resident-again');
    expect(getCsrfToken('resident')).toBe('resident-again');
    setCsrfToken(null, 'resident');
    const signIn = mockFetch(() => json(202, { success: true }));
    await apiRequest('/api/resident/auth/link', { method: 'POST', body: { email: 'a@example.com' } });
    expect(signIn.map((c) => c.url)).toEqual(['/api/resident/auth/link']);
  });
});
