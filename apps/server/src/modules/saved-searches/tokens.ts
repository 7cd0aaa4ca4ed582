import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { savedSearchTokens } from '../../db/schema';
import { randomToken, sha256 } from '../../platform/crypto';

export type SavedSearchTokenPurpose = 'confirm' | 'unsubscribe';
export type TokenRow = typeof savedSearchTokens.$inferSelect;

/** Longer than this is not one of ours: answered as invalid without a lookup. */
const TOKEN_MAX_LENGTH = 100;

/** A new single-purpose link token for one saved search; only its hash is stored. */
export async function issueSavedSearchToken(
  db: DbOrTx,
  savedSearchId: string,
  purpose: SavedSearchTokenPurpose,
  expiresAt: Date | null,
): Promise<string> {
  const token = randomToken(32);
  await db.insert(savedSearchTokens).values({ tokenHash: sha256(token), savedSearchId, purpose, expiresAt });
  return token;
}

/** The stored token of this purpose, used or not (to tell "already done" and "expired" apart). */
export async function findSavedSearchToken(db: DbOrTx, token: string, purpose: SavedSearchTokenPurpose): Promise<TokenRow | null> {
  if (!token || token.length > TOKEN_MAX_LENGTH) return null;
  const [row] = await db
    .select()
    .from(savedSearchTokens)
    .where(and(eq(savedSearchTokens.tokenHash, sha256(token)), eq(savedSearchTokens.purpose, purpose)))
    .limit(1);
  return row ?? null;
}

/**
 * Marks the token used, if it is unused and unexpired. The conditional update is what makes two
 * concurrent clicks on one link count once: only one of them gets the row back.
 */
export async function useSavedSearchToken(db: DbOrTx, row: TokenRow, now: Date): Promise<boolean> {
  const used = await db
    .update(savedSearchTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(savedSearchTokens.tokenHash, row.tokenHash),
        isNull(savedSearchTokens.usedAt),
        or(isNull(savedSearchTokens.expiresAt), gt(savedSearchTokens.expiresAt, now)),
      ),
    )
    .returning({ hash: savedSearchTokens.tokenHash });
  return used.length === 1;
}

/** Every unused token of a search and purpose stops working (a newer link replaces them). */
export async function revokeSavedSearchTokens(db: DbOrTx, savedSearchId: string, purpose: SavedSearchTokenPurpose, now: Date) {
  await db
    .update(savedSearchTokens)
    .set({ usedAt: now })
    .where(
      and(eq(savedSearchTokens.savedSearchId, savedSearchId), eq(savedSearchTokens.purpose, purpose), isNull(savedSearchTokens.usedAt)),
    );
}
