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

function sign(ctx: AppContext, message: string): string {
  return crypto.createHmac('sha256', manageKey(ctx)).update(message, 'utf8').digest('base64url');
}

/**
 * A tour's manage-link token: an HMAC of the tour's id and link version under the server key (43
 * characters of base64url), good for that tour only. Signed rather than random so the reminder,
 * sent a day before the tour by a job that holds only the token's SHA-256, can put the same link
 * in again; the tour keeps storing only the hash, so a database leak still leaks no live link.
 * Version 0 signs the message links had before versions existed (issue 30), so they keep working;
 * a new link for the tour is the next version, and its hash replaces the old one's.
 */
export function tourManageToken(ctx: AppContext, tourId: string, version = 0): string {
  return sign(ctx, version === 0 ? `tour-manage:${tourId}` : `tour-manage:${tourId}:${version}`);
}

/**
 * The token of a stored tour for a later e-mail, or undefined when the link is revoked or the
 * tour's hash is of another token (a tour booked before links were signed keeps its random one,
 * which nobody can rebuild).
 */
export function storedTourToken(
  ctx: AppContext,
  tour: { id: string; manageTokenHash: string; manageLinkVersion: number; manageLinkRevokedAt: Date | null },
): string | undefined {
  if (tour.manageLinkRevokedAt) return undefined;
  const token = tourManageToken(ctx, tour.id, tour.manageLinkVersion);
  return safeEqual(sha256(token), tour.manageTokenHash) ? token : undefined;
}

/**
 * The booking e-mail's verification token (issue 30, S2): `<tour id>.<HMAC of tour-verify:<id>>`.
 * The id is in it because nothing of it is stored; only the mailbox the booking e-mail reached
 * has it (the booking page and its API answer never show it), which is what it proves.
 */
export function tourVerifyToken(ctx: AppContext, tourId: string): string {
  return `${tourId}.${sign(ctx, `tour-verify:${tourId}`)}`;
}

/** The tour id a verification token is good for, or undefined for anything else. */
export function tourIdOfVerifyToken(ctx: AppContext, token: string): string | undefined {
  const dot = token.indexOf('.');
  if (dot < 0 || token.length > 200) return undefined;
  const id = token.slice(0, dot);
  return safeEqual(token, tourVerifyToken(ctx, id)) ? id : undefined;
}
