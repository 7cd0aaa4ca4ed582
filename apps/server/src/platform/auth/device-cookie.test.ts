import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveDeviceCookieKey, issueDeviceCookie, normalizeLogin, verifyDeviceCookie } from './device-cookie';

const key = deriveDeviceCookieKey(crypto.randomBytes(32));

describe('device cookie', () => {
  it('names the account without the address, and verifies for that account in any case', () => {
    const value = issueDeviceCookie(key, 'Owner@Example.com');
    expect(value).not.toMatch(/owner|example/i);
    expect(value.split('.')).toHaveLength(4);
    expect(verifyDeviceCookie(key, value, ' owner@example.COM ')).toMatch(/^[\w-]{22}$/);
  });

  it('gives each browser its own nonce', () => {
    const a = issueDeviceCookie(key, 'a@example.com');
    const b = issueDeviceCookie(key, 'a@example.com');
    expect(verifyDeviceCookie(key, a, 'a@example.com')).not.toBe(verifyDeviceCookie(key, b, 'a@example.com'));
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['garbage', 'hello'],
    ['over-long', 'v1.' + 'a'.repeat(300)],
    ['another version', (v: string) => v.replace(/^v1/, 'v2')],
    ['a changed nonce', (v: string) => v.replace(/\.([\w-]+)\.([\w-]+)$/, '.AAAAAAAAAAAAAAAAAAAAAA.$2')],
    ['a changed signature', (v: string) => `${v.slice(0, -1)}${v.endsWith('A') ? 'B' : 'A'}`],
  ])('refuses %s', (_name, make) => {
    const good = issueDeviceCookie(key, 'a@example.com');
    const value = typeof make === 'function' ? make(good) : make;
    expect(verifyDeviceCookie(key, value, 'a@example.com')).toBeNull();
  });

  it("refuses another account's cookie, and one signed with another key", () => {
    const value = issueDeviceCookie(key, 'a@example.com');
    expect(verifyDeviceCookie(key, value, 'b@example.com')).toBeNull();
    expect(verifyDeviceCookie(deriveDeviceCookieKey(crypto.randomBytes(32)), value, 'a@example.com')).toBeNull();
  });

  it('normalises the login the way the counters do', () => {
    expect(normalizeLogin('  Ada@Example.COM ')).toBe('ada@example.com');
  });
});
