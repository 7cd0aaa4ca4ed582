import crypto from 'node:crypto';
import type { AppContext } from '../../context';
import { safeEqual, sha256 } from '../../platform/crypto';

const KEY_INFO = 'rentfront/tours/manage-link/v1';
const keys = new WeakMap<AppContext, Buffer>();

/**
 * The manage-link key: derived (HKDF, its own label) from the secret every server process shares,
 * the PII blind-index key, so every node signs the same link and it is never that key itself.
 */
function manageKey(ctx: AppContext): Buffer {
  let key = keys.get(ctx);
  if (!key) {
    key = Buffer.from(crypto.hkdfSync('sha256', ctx.pii.blindIndexKey(), Buffer.alloc(0), KEY_INFO, 32));
    keys.set(ctx, key);
  }
  return key;
}

/**
 * A tour's manage-link token: an HMAC of the tour's id under the server key (43 characters of
 * base64url), good for that tour only. Signed rather than random so the reminder, sent a day
 * before the tour by a job that holds only the token's SHA-256, can put the same link in again;
 * the tour keeps storing only the hash, so a database leak still leaks no live link.
 */
export function tourManageToken(ctx: AppContext, tourId: string): string {
  return crypto.createHmac('sha256', manageKey(ctx)).update(`tour-manage:${tourId}`, 'utf8').digest('base64url');
}

/**
 * The token of a stored tour for a later e-mail, or undefined when the tour's hash is of another
 * token (a tour booked before links were signed keeps its random one, which nobody can rebuild).
 */
export function storedTourToken(ctx: AppContext, tour: { id: string; manageTokenHash: string }): string | undefined {
  const token = tourManageToken(ctx, tour.id);
  return safeEqual(sha256(token), tour.manageTokenHash) ? token : undefined;
}
