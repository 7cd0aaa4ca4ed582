import { asc, eq } from 'drizzle-orm';
import { CONTRACTOR_MESSAGES, MAINTENANCE_MESSAGES, type MaintenanceRequest, type SendToContractorInput } from '@rentfront/shared';
import type { AppContext } from '../../context';
import { maintenancePhotos, maintenanceRequests } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import { enqueueEmail } from '../../platform/mail/outbox';
import type { DbOrTx } from '../../db/client';
import type { ContractorRow } from '../../db/schema';
import { issueJobLink, jobLinkUrl } from './job-links';
import { findContractor, findContractorByEmail, insertContractor } from './service';
import { contractorEmails } from '../maintenance/emails';
import { isUuid } from '../../platform/ids';
import { getRequest } from '../maintenance/service';
import { recordMaintenanceEvent } from '../maintenance/timeline';

/**
 * The directory entry the job goes to (issue 19): the one picked, or the new one typed (saved to
 * the directory; an address already there is that entry, not a second one), or, with neither,
 * the entry holding the request's own contractor address if there is one; with no address at all
 * (a resident's request) it is a 400 naming contractor_id.
 */
async function resolveContractor(tx: DbOrTx, input: SendToContractorInput, requestEmail: string): Promise<ContractorRow | undefined> {
  if (input.contractor_id) {
    const picked = await findContractor(tx, input.contractor_id);
    if (!picked) throw badRequest(CONTRACTOR_MESSAGES.notFound, { contractor_id: CONTRACTOR_MESSAGES.notFound });
    if (!picked.active) throw badRequest(CONTRACTOR_MESSAGES.inactive, { contractor_id: CONTRACTOR_MESSAGES.inactive });
    return picked;
  }
  if (input.new_contractor) {
    const known = await findContractorByEmail(tx, input.new_contractor.email);
    return known ?? insertContractor(tx, { ...input.new_contractor, active: true });
  }
  // A resident's request has no contractor address (''): the office must choose one, never a send to ''.
  if (!requestEmail.trim()) throw badRequest(CONTRACTOR_MESSAGES.chooseOne, { contractor_id: CONTRACTOR_MESSAGES.chooseOne });
  return findContractorByEmail(tx, requestEmail);
}

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
    const contractor = await resolveContractor(tx, input, current.contractorEmail);
    // A chosen or typed contractor becomes the request's contractor; the copy stays the record.
    const chosen = input.contractor_id || input.new_contractor;
    const [updated] = await tx
      .update(maintenanceRequests)
      .set({
        status: 'sent_to_contractor',
        sentAt: now,
        updatedAt: now,
        contractorId: contractor?.id ?? null,
        ...(chosen && contractor
          ? { contractorName: contractor.name, contractorEmail: contractor.email, contractorPhone: contractor.phone }
          : {}),
      })
      .where(eq(maintenanceRequests.id, id))
      .returning();
    const token = await issueJobLink(tx, id, contractor?.id ?? null, now);
    await recordMaintenanceEvent(
      tx,
      {
        requestId: id,
        kind: 'sent',
        actor: 'office',
        actorName: updated.contractorName ?? updated.contractorEmail,
        note: input.additional_message ?? null,
        at: now,
      },
      ctx.config,
    );
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
      jobUrl: jobLinkUrl(ctx.config, token),
    });
    for (const email of emails) await enqueueEmail(tx, email);
    await writeAudit(tx, {
      actorId,
      action: 'maintenance.send_to_contractor',
      entityType: 'maintenance_request',
      entityId: id,
      details: {
        urgent: input.urgent,
        photos: photos.length,
        contractor_id: contractor?.id ?? null,
        new_contractor: Boolean(input.new_contractor),
      },
      ip,
    });
  });
  ctx.mailer.kick();
  return getRequest(ctx, id);
}
