import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { mfaRecoveryCodes } from '../../../db/schema';
import { sha256 } from '../../../platform/crypto';

export const RECOVERY_CODE_COUNT = 10;
// Crockford-like alphabet without 0/O and 1/I/L, so a code read off paper is typed right.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUP = 5;

/** "abcde-fghjk": 10 characters of a 31-letter alphabet, ~49 bits each, so SHA-256 is enough. */
export function newRecoveryCode(): string {
  let out = '';
  for (let i = 0; i < GROUP * 2; i++) out += ALPHABET[crypto.randomInt(ALPHABET.length)];
  return `${out.slice(0, GROUP)}-${out.slice(GROUP)}`;
}

/** Case, spaces and dashes do not matter when a code is typed back. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

const hashCode = (code: string) => sha256(`recovery:${normaliseRecoveryCode(code)}`);

/** Replaces the user's codes with ten new ones and returns them (shown once, stored hashed). */
export async function issueRecoveryCodes(db: DbOrTx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db.insert(mfaRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashCode(code) })));
  return codes;
}

/** Uses up one unused code; false when it is unknown or already used (a single UPDATE: no race). */
export async function consumeRecoveryCode(db: DbOrTx, userId: string, code: string): Promise<boolean> {
  const used = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(mfaRecoveryCodes.userId, userId), eq(mfaRecoveryCodes.codeHash, hashCode(code)), isNull(mfaRecoveryCodes.usedAt)))
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
