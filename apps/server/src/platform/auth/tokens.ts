import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { oneTimeTokens } from '../../db/schema';
import { randomToken, sha256 } from '../crypto';

export const TOKEN_PURPOSES = ['verify_email', 'reset_password', 'invite'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
  // A staff invitation (ADR 0022): long enough for a colleague back after a weekend.
  invite: 72 * 60 * 60 * 1000,
};

/** Issues a single-use token; only its hash is stored. `ttlMs` overrides the purpose's default. */
export async function issueToken(db: DbOrTx, userId: string, purpose: TokenPurpose, ttlMs = TOKEN_TTL_MS[purpose]) {
  const token = randomToken(32);
  await db.insert(oneTimeTokens).values({
    tokenHash: sha256(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  return token;
}

/**
 * Marks the token used and returns its user id, or null when it is unknown, expired, used or of
 * another purpose. The conditional update makes a second concurrent use fail.
 */
export async function consumeToken(db: DbOrTx, token: string, purpose: TokenPurpose): Promise<string | null> {
  if (!token || token.length > 200) return null;
  const rows = await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, sha256(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  return rows[0]?.userId ?? null;
}

/** Looks a token up without using it (to tell "already verified" from "invalid"). */
export async function peekToken(db: DbOrTx, token: string, purpose: TokenPurpose) {
  if (!token || token.length > 200) return null;
  const rows = await db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, sha256(token)), eq(oneTimeTokens.purpose, purpose)))
    .limit(1);
  return rows[0] ?? null;
}

/** Marks every unused token of a user and purpose as used (after a reset, older links die too). */
export async function revokeTokens(db: DbOrTx, userId: string, purpose: TokenPurpose): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
}
