import { asc, eq } from 'drizzle-orm';
import { MAINTENANCE_MESSAGES, type MaintenanceRequest, type SendToContractorInput } from '@rentfront/shared';
import type { AppContext } from '../../context';
import { maintenancePhotos, maintenanceRequests } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { conflict, notFound } from '../../platform/http/errors';
import { enqueueEmail } from '../../platform/mail/outbox';
import { contractorEmails } from './emails';
import { isUuid } from './queries';
import { getRequest } from './service';

/**
 * "Send to contractor": only from pending (409 otherwise). The status change, sent_at and the two
 * e-mails are written in one transaction, so a request is never marked sent without its e-mail
 * queued; an SMTP outage only delays delivery (the outbox retries).
 */
export async function sendToContractor(
  ctx: AppContext,
  id: string,
  input: SendToContractorInput,
  actorId: string,
  ip?: string,
): Promise<MaintenanceRequest> {
  if (!isUuid(id)) throw notFound(MAINTENANCE_MESSAGES.notFound);
  await ctx.db.transaction(async (tx) => {
    // The row lock makes a double click send once: the second call sees sent_to_contractor.
    const [current] = await tx.select().from(maintenanceRequests).where(eq(maintenanceRequests.id, id)).for('update');
    if (!current) throw notFound(MAINTENANCE_MESSAGES.notFound);
    if (current.status !== 'pending') throw conflict(MAINTENANCE_MESSAGES.onlyPendingCanBeSent);
    const now = new Date();
    const [updated] = await tx
      .update(maintenanceRequests)
      .set({ status: 'sent_to_contractor', sentAt: now, updatedAt: now })
      .where(eq(maintenanceRequests.id, id))
      .returning();
    const photos = await tx
      .select()
      .from(maintenancePhotos)
      .where(eq(maintenancePhotos.requestId, id))
      .orderBy(asc(maintenancePhotos.position), asc(maintenancePhotos.createdAt), asc(maintenancePhotos.id));
    const emails = contractorEmails(ctx.config, {
      request: updated,
      photos,
      additionalMessage: input.additional_message,
      urgent: input.urgent,
    });
    for (const email of emails) await enqueueEmail(tx, email);
    await writeAudit(tx, {
      actorId,
      action: 'maintenance.send_to_contractor',
      entityType: 'maintenance_request',
      entityId: id,
      details: { urgent: input.urgent, photos: photos.length },
      ip,
    });
  });
  ctx.mailer.kick();
  return getRequest(ctx, id);
}
