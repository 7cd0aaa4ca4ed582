import crypto from 'node:crypto';
import { safeEqual } from '../crypto';

/**
 * OWASP's "device cookie" (issue 20 item 4; ADR 0024): after a successful sign-in the browser
 * keeps `v1.<account>.<nonce>.<mac>`, where `<account>` is an HMAC of the e-mail (so the cookie
 * names the account without carrying the address), `<nonce>` tells devices apart, and `<mac>`
 * signs both with a server key. A browser presenting a valid cookie for the account it signs in
 * to is "trusted": it is held only by its own per-device limit, not by the limits an attacker
 * elsewhere can run up (per address, per account).
 */
export const DEVICE_COOKIE = 'rf_device';
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;
const VERSION = 'v1';
const KEY_INFO = 'rentfront/auth/device-cookie/v1';

/**
 * The cookie key, derived from a secret every server process shares (the PII blind-index key,
 * kept encrypted in the database): its own HKDF label, so it is never that key itself.
 */
export function deriveDeviceCookieKey(secret: Buffer): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', secret, Buffer.alloc(0), KEY_INFO, 32));
}

const mac = (key: Buffer, text: string) => crypto.createHmac('sha256', key).update(text, 'utf8').digest('base64url');

/** The account as the cookie and the counters name it: the e-mail, trimmed and lower-cased. */
export function normalizeLogin(email: string): string {
  return email.trim().toLowerCase();
}

function accountTag(key: Buffer, email: string): string {
  return mac(key, `account:${normalizeLogin(email)}`).slice(0, 22);
}

/** A new device cookie value for this account. */
export function issueDeviceCookie(key: Buffer, email: string): string {
  const body = `${VERSION}.${accountTag(key, email)}.${crypto.randomBytes(16).toString('base64url')}`;
  return `${body}.${mac(key, body)}`;
}

/**
 * The device's nonce when `value` is a cookie this server signed for this account, else null
 * (missing, tampered, another account's, or another key's).
 */
export function verifyDeviceCookie(key: Buffer, value: string | undefined, email: string): string | null {
  if (!value || value.length > 200) return null;
  const parts = value.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) return null;
  const [version, tag, nonce, signature] = parts;
  if (!safeEqual(signature, mac(key, `${version}.${tag}.${nonce}`))) return null;
  if (!safeEqual(tag, accountTag(key, email))) return null;
  return nonce;
}
