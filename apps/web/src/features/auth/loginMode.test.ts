import { describe, expect, it } from 'vitest';
import { initialMode, resetTokenFrom } from './loginMode';

describe('login screen mode', () => {
  it('is reset when the path holds reset-password or a token query parameter exists', () => {
    expect(initialMode('/reset-password/abc', '')).toBe('reset');
    expect(initialMode('/admin-login', '?token=abc')).toBe('reset');
    expect(initialMode('/admin-login', '')).toBe('login');
    expect(initialMode('/admin-login', '?mode=forgot')).toBe('forgot');
    expect(initialMode('/admin-login', '?mode=signup')).toBe('signup');
  });

  it('takes the token from the route, else the query', () => {
    expect(resetTokenFrom('route-token', '?token=q')).toBe('route-token');
    expect(resetTokenFrom(undefined, '?token=q')).toBe('q');
    expect(resetTokenFrom(undefined, '')).toBeNull();
  });
});
