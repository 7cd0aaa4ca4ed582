import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userTotp } from '../../db/schema';
import type { MfaState } from './serialize';

/** Whose two-factor is on (and locked), by user id: one query for the whole Staff list. */
export async function mfaStates(db: DbOrTx, userId?: string): Promise<Map<string, MfaState>> {
  const rows = await db
    .select({ userId: userTotp.userId, lockedAt: userTotp.lockedAt })
    .from(userTotp)
    .where(and(isNotNull(userTotp.enabledAt), userId === undefined ? undefined : eq(userTotp.userId, userId)));
  return new Map(rows.map((row) => [row.userId, { enabled: true, locked: row.lockedAt !== null }]));
}
