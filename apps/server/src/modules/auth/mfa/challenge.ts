import { and, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { mfaChallenges } from '../../../db/schema';
import { randomToken, sha256 } from '../../../platform/crypto';
import { MFA_CHALLENGE_MS } from '../cookies';

/** Starts the second sign-in step: returns the token for the cookie (only its hash is stored). */
export async function createMfaChallenge(db: DbOrTx, userId: string): Promise<string> {
  const token = randomToken(32);
  // Expired challenges of anyone are dropped here: the table stays tiny without a timer.
  await db.delete(mfaChallenges).where(lt(mfaChallenges.expiresAt, new Date()));
  await db.insert(mfaChallenges).values({ tokenHash: sha256(token), userId, expiresAt: new Date(Date.now() + MFA_CHALLENGE_MS) });
  return token;
}

/** The user a live challenge token belongs to, or null (unknown, tampered or expired). */
export async function findMfaChallenge(db: DbOrTx, token: string | undefined): Promise<{ id: string; userId: string } | null> {
  if (!token || token.length > 100) return null;
  const rows = await db
    .select({ id: mfaChallenges.id, userId: mfaChallenges.userId })
    .from(mfaChallenges)
    .where(and(eq(mfaChallenges.tokenHash, sha256(token)), gt(mfaChallenges.expiresAt, new Date())))
    .limit(1);
  return rows[0] ?? null;
}

export async function deleteMfaChallenge(db: DbOrTx, id: string): Promise<void> {
  await db.delete(mfaChallenges).where(eq(mfaChallenges.id, id));
}
