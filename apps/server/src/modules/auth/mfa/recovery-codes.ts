import crypto from 'node:crypto';
import { and, eq, isNull, notLike } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { DbOrTx } from '../../../db/client';
import { mfaRecoveryCodes } from '../../../db/schema';
import { sha256 } from '../../../platform/crypto';

export const RECOVERY_CODE_COUNT = 10;
// Crockford-like alphabet without 0/O and 1/I/L, so a code read off paper is typed right.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUP = 5;
/** HKDF label of the recovery-code key: its own label, so it is never the blind-index key itself. */
const KEY_INFO = 'rentfront/auth/recovery-codes/v1';
/** Stored form `h1:<hmac hex>`; a bare 64-hex value is the old unkeyed SHA-256 (before issue 30). */
const KEYED_PREFIX = 'h1:';

/** "abcde-fghjk": 10 characters of a 31-letter alphabet, ~49 bits each. */
export function newRecoveryCode(): string {
  let out = '';
  for (let i = 0; i < GROUP * 2; i++) out += ALPHABET[crypto.randomInt(ALPHABET.length)];
  return `${out.slice(0, GROUP)}-${out.slice(GROUP)}`;
}

/** Case, spaces and dashes do not matter when a code is typed back. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

const keys = new WeakMap<AppContext, Buffer>();
function keyOf(ctx: AppContext): Buffer {
  let key = keys.get(ctx);
  if (!key) {
    // The blind-index key is shared by every node and survives PII key rotations (docs/security.md).
    key = Buffer.from(crypto.hkdfSync('sha256', ctx.pii.blindIndexKey(), Buffer.alloc(0), KEY_INFO, 32));
    keys.set(ctx, key);
  }
  return key;
}

/** The old unkeyed digest: kept as the HMAC's input, so stored old codes convert without being known. */
const legacyDigest = (code: string) => sha256(`recovery:${normaliseRecoveryCode(code)}`);
const keyedFromDigest = (ctx: AppContext, digest: string) =>
  KEYED_PREFIX + crypto.createHmac('sha256', keyOf(ctx)).update(digest, 'utf8').digest('hex');
/**
 * HMAC-SHA256 under a server key: a copy of the table alone no longer lets anyone try the ~49-bit
 * code space offline (an unkeyed SHA-256 of it falls to a GPU in hours).
 */
export const hashRecoveryCode = (ctx: AppContext, code: string) => keyedFromDigest(ctx, legacyDigest(code));

/**
 * Rewrites unkeyed codes (stored before issue 30) as HMACs of their digest, so they keep working
 * and stop being guessable offline. Every code of `userId`, or of everyone at start-up. Each row
 * is rewritten only while it still holds the old value: two nodes doing it at once agree.
 */
export async function upgradeLegacyRecoveryCodes(ctx: AppContext, db: DbOrTx, userId?: string): Promise<number> {
  const legacy = notLike(mfaRecoveryCodes.codeHash, `${KEYED_PREFIX}%`);
  const rows = await db
    .select({ id: mfaRecoveryCodes.id, codeHash: mfaRecoveryCodes.codeHash })
    .from(mfaRecoveryCodes)
    .where(userId === undefined ? legacy : and(eq(mfaRecoveryCodes.userId, userId), legacy));
  for (const row of rows) {
    await db
      .update(mfaRecoveryCodes)
      .set({ codeHash: keyedFromDigest(ctx, row.codeHash) })
      .where(and(eq(mfaRecoveryCodes.id, row.id), eq(mfaRecoveryCodes.codeHash, row.codeHash)));
  }
  return rows.length;
}

/** Replaces the user's codes with ten new ones and returns them (shown once, stored as HMACs). */
export async function issueRecoveryCodes(ctx: AppContext, db: DbOrTx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db.insert(mfaRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(ctx, code) })));
  return codes;
}

/** Uses up one unused code; false when it is unknown or already used (a single UPDATE: no race). */
export async function consumeRecoveryCode(ctx: AppContext, db: DbOrTx, userId: string, code: string): Promise<boolean> {
  await upgradeLegacyRecoveryCodes(ctx, db, userId);
  const used = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(eq(mfaRecoveryCodes.userId, userId), eq(mfaRecoveryCodes.codeHash, hashRecoveryCode(ctx, code)), isNull(mfaRecoveryCodes.usedAt)),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return used.length > 0;
}

export async function countUnusedRecoveryCodes(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db
    .select({ id: mfaRecoveryCodes.id })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return rows.length;
}

export async function deleteRecoveryCodes(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
}
