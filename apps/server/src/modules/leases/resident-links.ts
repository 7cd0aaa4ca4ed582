import { RESIDENT_LINK_MINUTES } from '@rentfront/shared/residents';
import type { DbOrTx } from '../../db/client';
import { residentSignInLinks } from '../../db/schema';
import { randomToken, sha256 } from '../../platform/crypto';

/**
 * A resident's e-mailed sign-in link (ADR 0034): 32 random bytes, only their SHA-256 stored, valid
 * 30 minutes, used once (the resident-auth routes set `used_at` when the page's button verifies it).
 * Returns the raw token for the e-mail; it is never stored, logged or put in an API answer.
 * `leaseId` says where the link leads after sign-in (an invitation to sign).
 */
export async function createResidentSignInLink(
  db: DbOrTx,
  residentId: string,
  options: { leaseId?: string | null; now?: Date } = {},
): Promise<string> {
  const token = randomToken(32);
  const now = options.now ?? new Date();
  await db.insert(residentSignInLinks).values({
    tokenHash: sha256(token),
    residentId,
    leaseId: options.leaseId ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESIDENT_LINK_MINUTES * 60_000),
  });
  return token;
}
