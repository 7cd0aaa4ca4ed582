import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { userTotp } from '../../../db/schema';

/** Whether a user has TOTP in force (set up and confirmed with a code). */
export async function hasMfaEnabled(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: userTotp.userId })
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.enabledAt)))
    .limit(1);
  return rows.length > 0;
}
