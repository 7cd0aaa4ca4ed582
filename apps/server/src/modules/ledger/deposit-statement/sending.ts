// Sending a deposit statement (issue 33 item 5, ADR 0039): in one transaction the ledger gets each
// deduction as a charge dated the move-out, the deposit held as a deposit credit, and a refund of
// any credit left; the statement keeps what was settled, the PDF is stored with its SHA-256 and
// e-mailed. A failure anywhere leaves the draft as it was (the stored file is removed again).
import { asc, eq } from 'drizzle-orm';
import { DEPOSIT_MESSAGES as M, settleDeposit, type DepositStatement } from '@rentfront/shared/deposits';
import type { AppContext } from '../../../context';
import type { DbOrTx, Tx } from '../../../db/client';
import { depositStatements, leaseResidents } from '../../../db/schema';
import { writeAudit } from '../../../platform/audit';
import { conflict } from '../../../platform/http/errors';
import { officeToday } from '../../leases/dates';
import { PDF_TYPE, sha256Hex } from '../../leases/document/store';
import { appendLedgerEntry } from '../book';
import type { StatementActor } from './drafting';
import { queueStatementEmails } from './mail';
import { renderStatementPdf, type StatementPhoto } from './pdf';
import { accountNow, findLease, requireStatement, statementFacts, toStatementAnswer, type StatementFacts } from './statement';

export function statementPdfKey(statementId: string): string {
  return `deposits/statements/${statementId}.pdf`;
}

export function leaseResidentsOf(db: DbOrTx, leaseId: string) {
  return db
    .select({ email: leaseResidents.email, fullName: leaseResidents.fullName })
    .from(leaseResidents)
    .where(eq(leaseResidents.leaseId, leaseId))
    .orderBy(asc(leaseResidents.position));
}

async function photosOf(ctx: AppContext, f: StatementFacts): Promise<StatementPhoto[]> {
  const photos: StatementPhoto[] = [];
  for (const d of f.deductions) {
    for (const [i, key] of d.photoKeys.entries()) {
      photos.push({ caption: `${d.description} (photo ${i + 1} of ${d.photoKeys.length})`, jpeg: await ctx.storage.get(key) });
    }
  }
  return photos;
}

/** The PDF of the statement as it stands (a draft is drawn from the ledger now). */
export async function drawStatementPdf(ctx: AppContext, db: DbOrTx, f: StatementFacts): Promise<Buffer> {
  const { site } = ctx.config;
  const residents = await leaseResidentsOf(db, f.lease.id);
  return renderStatementPdf({
    office: { name: site.name, address: site.address, phone: site.phone, email: site.email },
    facts: f,
    residents: residents.map((r) => r.fullName),
    photos: await photosOf(ctx, f),
    at: f.statement.sentAt ?? f.statement.updatedAt,
  });
}

/** The bytes the office downloads: the stored file once sent, a fresh draft before. */
export async function statementPdf(ctx: AppContext, leaseId: string): Promise<{ bytes: Buffer; reference: string; draft: boolean }> {
  const lease = await findLease(ctx.db, leaseId);
  const statement = await requireStatement(ctx.db, lease.id);
  if (statement.status === 'sent' && statement.storageKey) {
    return { bytes: await ctx.storage.get(statement.storageKey), reference: lease.reference, draft: false };
  }
  const bytes = await drawStatementPdf(ctx, ctx.db, await statementFacts(ctx.db, lease, statement));
  return { bytes, reference: lease.reference, draft: true };
}

/** The entries the settlement writes, each with its own posting key so nothing is booked twice. */
async function bookSettlement(
  tx: Tx,
  f: StatementFacts,
  today: string,
  actor: StatementActor,
): Promise<{ refundCents: number; billedCents: number }> {
  const leaseId = f.lease.id;
  const moveOut = f.lease.moveOutDate!;
  const common = { leaseId, source: 'move_out' as const, createdByStaff: actor.id };
  for (const d of f.deductions) {
    await appendLedgerEntry(tx, {
      ...common,
      kind: 'charge',
      category: d.category,
      entryDate: moveOut,
      description: `Move-out deduction: ${d.description}`,
      amountCents: d.amountCents,
      postingKey: `move_out:deduction:${d.id}`,
    });
  }
  if (f.heldCents > 0) {
    await appendLedgerEntry(tx, {
      ...common,
      kind: 'credit',
      category: 'deposit',
      entryDate: today,
      description: 'Security deposit applied at move-out',
      amountCents: -f.heldCents,
      postingKey: 'move_out:deposit',
    });
  }
  const after = await accountNow(tx, leaseId);
  if (after.balanceCents < 0) {
    await appendLedgerEntry(tx, {
      ...common,
      kind: 'refund',
      category: 'deposit',
      entryDate: today,
      description: 'Security deposit refund',
      amountCents: -after.balanceCents,
      postingKey: 'move_out:refund',
    });
    return { refundCents: -after.balanceCents, billedCents: 0 };
  }
  return { refundCents: 0, billedCents: after.balanceCents };
}

export async function sendStatement(
  ctx: AppContext,
  leaseId: string,
  actor: StatementActor,
  now: Date = new Date(),
): Promise<DepositStatement> {
  const key = { value: null as string | null };
  try {
    return await ctx.db.transaction(async (tx) => {
      const lease = await findLease(tx, leaseId, true);
      const draft = await requireStatement(tx, lease.id, true);
      if (draft.status !== 'draft') throw conflict(M.alreadySent);
      const today = officeToday(now);
      if (!lease.moveOutDate || lease.moveOutDate > today) throw conflict(M.sendBeforeMoveOut);
      const before = await statementFacts(tx, lease, draft);
      const settled = await bookSettlement(tx, before, today, actor);
      // The ledger and the statement's own arithmetic must agree to the cent; if not, nothing is sent.
      const expected = settleDeposit(before.heldCents, before.deductionsCents, before.balanceCents);
      if (expected.refund_cents !== settled.refundCents || expected.billed_cents !== settled.billedCents) {
        throw new Error('deposit settlement does not match the ledger');
      }
      const [sent] = await tx
        .update(depositStatements)
        .set({
          status: 'sent',
          depositHeldCents: before.heldCents,
          refundCents: settled.refundCents,
          billedCents: settled.billedCents,
          sentAt: now,
          sentBy: actor.id,
          updatedAt: now,
        })
        .where(eq(depositStatements.id, draft.id))
        .returning();
      const facts = await statementFacts(tx, lease, sent!);
      const bytes = await drawStatementPdf(ctx, tx, facts);
      const sha256 = sha256Hex(bytes);
      key.value = statementPdfKey(draft.id);
      await ctx.storage.put(key.value, bytes, PDF_TYPE);
      const [final] = await tx
        .update(depositStatements)
        .set({ storageKey: key.value, sha256 })
        .where(eq(depositStatements.id, draft.id))
        .returning();
      const emails = await queueStatementEmails(tx, ctx.config, facts, key.value, await leaseResidentsOf(tx, lease.id));
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'deposit_statement.sent',
        entityType: 'deposit_statement',
        entityId: draft.id,
        details: {
          lease_id: lease.id,
          deposit_held_cents: before.heldCents,
          deductions_cents: before.deductionsCents,
          refund_cents: settled.refundCents,
          billed_cents: settled.billedCents,
          sha256,
          emails_queued: emails,
        },
        ip: actor.ip,
      });
      return toStatementAnswer({ ...facts, statement: final! }, now);
    });
  } catch (err) {
    if (key.value) await ctx.storage.delete(key.value).catch(() => undefined);
    throw err;
  }
}
