import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applicationUpdates, outbox, users } from '../../db/schema';

/**
 * An application's history rows, oldest first, with who on the staff acted and the e-mail each
 * queued: the admin timeline reads all of it, the applicant's status page only what the
 * applicant may see.
 */
export function readApplicationUpdates(db: DbOrTx, applicationId: string) {
  return db
    .select({
      kind: applicationUpdates.kind,
      fromStatus: applicationUpdates.fromStatus,
      toStatus: applicationUpdates.toStatus,
      message: applicationUpdates.message,
      createdAt: applicationUpdates.createdAt,
      actor: users.fullName,
      mailSubject: outbox.subject,
      mailStatus: outbox.status,
      mailSentAt: outbox.sentAt,
    })
    .from(applicationUpdates)
    .leftJoin(users, eq(users.id, applicationUpdates.actorId))
    .leftJoin(outbox, eq(outbox.id, applicationUpdates.outboxId))
    .where(eq(applicationUpdates.applicationId, applicationId))
    .orderBy(asc(applicationUpdates.createdAt), asc(applicationUpdates.id));
}
