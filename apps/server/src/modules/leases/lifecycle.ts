// A lease's steps after drafting (issue 32 items 1 and 2; ADR 0034): send (draw and keep the
// document, link the residents, e-mail each a sign-in link), countersign (the office's signature and
// the final document with its certificate), end and cancel. Each runs under the lease's row lock.
import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Lease, LeaseEndResult } from '@rentfront/shared/lease-answers';
import { LEASE_CANCELLABLE_STATUSES, LEASE_HOLDING_STATUSES, LEASE_MESSAGES as M } from '@rentfront/shared/leases';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { leaseCharges, leaseDocuments, leaseResidents, leases, leaseSignatures, residents, residentSignInLinks } from '../../db/schema';
import { badRequest, conflict } from '../../platform/http/errors';
import { enqueueEmail } from '../../platform/mail/outbox';
import { activateDueLeases } from './activation';
import { recordLeaseChange, type LeaseActor } from './actor';
import { leaseSnapshot, type CertificateEntry, type LeaseSnapshot } from './document/snapshot';
import { storeLeaseDocument } from './document/store';
import { leaseInvitationEmail } from './invitations';
import { findLeaseRow, loadLease } from './queries';
import { createResidentSignInLink } from './resident-links';
import { lockLease } from './service';
import { currentTemplateSections } from './template';

/** Finds or creates the `residents` row of each lease resident (one per e-mail) and links it. */
async function linkResidents(tx: Tx, leaseId: string) {
  const people = await tx.select().from(leaseResidents).where(eq(leaseResidents.leaseId, leaseId)).orderBy(asc(leaseResidents.position));
  const linked = [];
  for (const p of people) {
    await tx.insert(residents).values({ email: p.email.toLowerCase(), fullName: p.fullName, phone: p.phone }).onConflictDoNothing();
    const [resident] = await tx
      .select({ id: residents.id })
      .from(residents)
      .where(sql`lower(${residents.email}) = ${p.email.toLowerCase()}`);
    await tx.update(leaseResidents).set({ residentId: resident!.id }).where(eq(leaseResidents.id, p.id));
    linked.push({ ...p, residentId: resident!.id });
  }
  return linked;
}

/**
 * Draft → out for signature: the document of the next version is drawn from the current template
 * and terms, stored and hashed; each resident is linked to their `residents` row and gets a
 * sign-in link by e-mail.
 */
export async function sendLease(ctx: AppContext, id: string, actor: LeaseActor): Promise<Lease> {
  const lease = await ctx.db.transaction(async (tx) => {
    const row = await lockLease(tx, id);
    if (row.status !== 'draft') throw conflict(M.notDraft);
    const now = new Date();
    const version = row.documentVersion + 1;
    const people = await linkResidents(tx, row.id);
    const charges = await tx.select().from(leaseCharges).where(eq(leaseCharges.leaseId, row.id)).orderBy(asc(leaseCharges.position));
    const snapshot = leaseSnapshot({
      lease: row,
      residents: people,
      charges,
      sections: await currentTemplateSections(tx),
      officeName: ctx.config.site.name,
      version,
      drawnAt: now,
    });
    const doc = await storeLeaseDocument(ctx, tx, { leaseId: row.id, kind: 'draft', snapshot });
    const [updated] = await tx
      .update(leases)
      .set({ status: 'out_for_signature', documentVersion: version, sentAt: now, updatedBy: actor.id, updatedAt: now })
      .where(eq(leases.id, row.id))
      .returning();
    await recordLeaseChange(tx, actor, {
      leaseId: row.id,
      kind: 'sent',
      detail: { document_version: version, document_sha256: doc.sha256 },
      at: now,
    });
    for (const p of people) {
      const token = await createResidentSignInLink(tx, p.residentId, { leaseId: row.id, now });
      await enqueueEmail(
        tx,
        leaseInvitationEmail(ctx.config, {
          to: p.email,
          name: p.fullName,
          reference: row.reference,
          propertyTitle: row.propertyTitle,
          token,
          renewal: row.renewalOf !== null,
        }),
      );
      // The timeline names the resident; the audit row only counts.
      await recordLeaseChange(tx, actor, {
        leaseId: row.id,
        kind: 'invitation_queued',
        detail: { resident: p.fullName },
        audit: { position: p.position },
        at: now,
      });
    }
    return loadLease(tx, updated!);
  });
  ctx.mailer.kick();
  return lease;
}

/** Every live signature of a version, with IP and user agent opened for the certificate. */
async function certificateEntries(ctx: AppContext, tx: Tx, leaseId: string, version: number) {
  const rows = await tx
    .select()
    .from(leaseSignatures)
    .where(and(eq(leaseSignatures.leaseId, leaseId), eq(leaseSignatures.documentVersion, version), isNull(leaseSignatures.voidedAt)))
    .orderBy(asc(leaseSignatures.signedAt), asc(leaseSignatures.id));
  const entries: CertificateEntry[] = rows.map((s) => ({
    role: s.role,
    full_name: s.fullName,
    signed_at: s.signedAt.toISOString(),
    ip: s.ipEncrypted ? ctx.pii.decrypt(s.ipEncrypted) : null,
    user_agent: s.userAgentEncrypted ? ctx.pii.decrypt(s.userAgentEncrypted) : null,
    document_version: s.documentVersion,
    document_sha256: s.documentSha256,
  }));
  return { ids: rows.map((r) => r.id), entries };
}

/**
 * The office countersigns a lease every resident has signed (owner or manager: leases.execute).
 * Its signature is recorded like a resident's (the hash of the draft signed, IP and user agent
 * encrypted); the final document (the same pages and the certificate) is stored with its SHA-256.
 * A lease whose start date has come is activated at once.
 */
export async function countersignLease(ctx: AppContext, id: string, actor: LeaseActor): Promise<Lease> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockLease(tx, id);
    if (row.status === 'signed' && row.countersignedAt) throw conflict(M.alreadyCountersigned);
    if (row.status !== 'signed') throw conflict(M.notSignedByResidents);
    const [draft] = await tx
      .select()
      .from(leaseDocuments)
      .where(and(eq(leaseDocuments.leaseId, row.id), eq(leaseDocuments.version, row.documentVersion), eq(leaseDocuments.kind, 'draft')));
    if (!draft) throw conflict(M.noDocument);
    const now = new Date();
    await tx.insert(leaseSignatures).values({
      leaseId: row.id,
      role: 'office',
      staffId: actor.id,
      fullName: actor.name ?? 'Office',
      documentVersion: draft.version,
      documentSha256: draft.sha256,
      ipEncrypted: actor.ip ? ctx.pii.encrypt(actor.ip) : null,
      userAgentEncrypted: actor.userAgent ? ctx.pii.encrypt(actor.userAgent) : null,
      signedAt: now,
    });
    const { ids, entries } = await certificateEntries(ctx, tx, row.id, draft.version);
    const final = await storeLeaseDocument(ctx, tx, {
      leaseId: row.id,
      kind: 'final',
      snapshot: draft.snapshot as unknown as LeaseSnapshot,
      certificate: { entries, completed_at: now.toISOString(), signatureIds: ids },
    });
    await tx.update(leases).set({ countersignedAt: now, updatedBy: actor.id, updatedAt: now }).where(eq(leases.id, row.id));
    await recordLeaseChange(tx, actor, {
      leaseId: row.id,
      kind: 'countersigned',
      detail: { document_version: draft.version, final_sha256: final.sha256 },
      at: now,
    });
  });
  // "Today" in the office's zone (ADR 0025): a lease starting today or earlier becomes active now.
  await activateDueLeases(ctx, { leaseId: id });
  const row = await findLeaseRow(ctx.db, id);
  return loadLease(ctx.db, row!);
}

/**
 * Active → ended with the move-out date. The property is not flipped silently: the answer says
 * whether it may go back to available (no other signed or active lease holds it).
 */
export async function endLease(ctx: AppContext, id: string, moveOutDate: string, actor: LeaseActor): Promise<LeaseEndResult> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockLease(tx, id);
    if (row.status !== 'active') throw conflict(M.notActive);
    if (moveOutDate < row.startDate) throw badRequest(M.moveOutBeforeStart, { move_out_date: M.moveOutBeforeStart });
    const now = new Date();
    const [updated] = await tx
      .update(leases)
      .set({ status: 'ended', moveOutDate, endedAt: now, updatedBy: actor.id, updatedAt: now })
      .where(eq(leases.id, row.id))
      .returning();
    await recordLeaseChange(tx, actor, { leaseId: row.id, kind: 'ended', detail: { move_out_date: moveOutDate }, at: now });
    let mayBeAvailable = false;
    if (row.propertyId) {
      const [holder] = await tx
        .select({ id: leases.id })
        .from(leases)
        .where(and(eq(leases.propertyId, row.propertyId), ne(leases.id, row.id), inArray(leases.status, [...LEASE_HOLDING_STATUSES])))
        .limit(1);
      mayBeAvailable = !holder;
    }
    return { lease: await loadLease(tx, updated!), property_id: row.propertyId, property_may_be_available: mayBeAvailable };
  });
}

/**
 * Draft, out for signature or signed → cancelled (an active lease is ended instead). Its open
 * sign-in links stop working and its live signatures are voided, so nothing more is signed on it.
 */
export async function cancelLease(ctx: AppContext, id: string, reason: string | null, actor: LeaseActor): Promise<Lease> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockLease(tx, id);
    if (!(LEASE_CANCELLABLE_STATUSES as readonly string[]).includes(row.status)) throw conflict(M.notCancellable);
    const now = new Date();
    const voided = await tx
      .update(leaseSignatures)
      .set({ voidedAt: now, voidReason: M.cancelVoidReason })
      .where(and(eq(leaseSignatures.leaseId, row.id), isNull(leaseSignatures.voidedAt)))
      .returning({ id: leaseSignatures.id });
    const links = await tx
      .update(residentSignInLinks)
      .set({ expiresAt: now })
      .where(and(eq(residentSignInLinks.leaseId, row.id), isNull(residentSignInLinks.usedAt), gt(residentSignInLinks.expiresAt, now)))
      .returning({ id: residentSignInLinks.id });
    const [updated] = await tx
      .update(leases)
      .set({ status: 'cancelled', cancelledAt: now, updatedBy: actor.id, updatedAt: now })
      .where(eq(leases.id, row.id))
      .returning();
    await recordLeaseChange(tx, actor, {
      leaseId: row.id,
      kind: 'cancelled',
      detail: { reason, from_status: row.status, voided_signatures: voided.length, closed_links: links.length },
      audit: { from_status: row.status, voided_signatures: voided.length, closed_links: links.length },
      at: now,
    });
    return loadLease(tx, updated!);
  });
}
