// The staff's writes to a lease's ledger (issue 33 items 1 and 3) and the ledger read: each write
// goes through appendLedgerEntry (book.ts) inside the caller's transaction, with its audit row
// there too, so an entry, its audit row and its receipt e-mails are all written or none is.
import { and, eq, exists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  LEDGER_LIMITS,
  LEDGER_MESSAGES as M,
  PAYMENT_METHOD_LABELS,
  REFERENCED_PAYMENT_METHODS,
  type LedgerAnswer,
  type LedgerChargeBody,
  type LedgerPaymentBody,
  type LedgerWriteAnswer,
} from '@rentfront/shared/ledger';
import type { Config } from '../../config';
import type { DbOrTx, Tx } from '../../db/client';
import { leases, ledgerEntries } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import { isUuid } from '../../platform/ids';
import { officeToday } from '../leases/dates';
import { appendLedgerEntry, leaseEntries, LEDGER_WRITABLE_STATUSES, lockLeaseForLedger, type LedgerEntryRow } from './book';
import { receiptFacts } from './receipts';
import { queueReceiptEmails } from './receipts-mail';
import { toLedgerAnswer, type SerializeOptions } from './serialize';

export interface StaffActor {
  id: string;
  ip: string;
}

/** A lease's ledger, or a 404 for an unknown or malformed id. */
export async function readLedger(db: DbOrTx, leaseId: string, options: SerializeOptions = {}): Promise<LedgerAnswer> {
  if (!isUuid(leaseId)) throw notFound(M.leaseNotFound);
  const [lease] = await db.select({ id: leases.id }).from(leases).where(eq(leases.id, leaseId));
  if (!lease) throw notFound(M.leaseNotFound);
  return toLedgerAnswer(lease.id, await leaseEntries(db, lease.id), options);
}

/** The write's answer: the entry as the ledger shows it now (its open cents included). */
async function answerFor(tx: Tx, row: LedgerEntryRow, message: string): Promise<LedgerWriteAnswer> {
  const ledger = toLedgerAnswer(row.leaseId, await leaseEntries(tx, row.leaseId));
  const entry = ledger.entries.find((e) => e.id === row.id)!;
  return { entry, balance_cents: ledger.balance_cents, message };
}

function audit(tx: Tx, actor: StaffActor, action: string, row: LedgerEntryRow, details: Record<string, unknown> = {}) {
  return writeAudit(tx, {
    actorId: actor.id,
    action,
    entityType: 'ledger_entry',
    entityId: row.id,
    // Amounts, references and the receipt number only: no names or e-mails (platform/audit.ts).
    details: {
      lease_id: row.leaseId,
      kind: row.kind,
      category: row.category,
      amount_cents: row.amountCents,
      balance_cents: row.balanceCents,
      ...details,
    },
    ip: actor.ip,
  });
}

function leaseIdOrNotFound(leaseId: string): string {
  if (!isUuid(leaseId)) throw notFound(M.leaseNotFound);
  return leaseId;
}

/** A one-off charge (+amount) or a credit (−amount); the day defaults to the office's today. */
export async function recordCharge(tx: Tx, leaseId: string, body: LedgerChargeBody, actor: StaffActor): Promise<LedgerWriteAnswer> {
  const credit = body.kind === 'credit';
  const row = await appendLedgerEntry(tx, {
    leaseId: leaseIdOrNotFound(leaseId),
    kind: body.kind,
    category: body.category,
    entryDate: body.entry_date ?? officeToday(),
    description: body.description,
    amountCents: credit ? -body.amount_cents : body.amount_cents,
    source: 'staff',
    createdByStaff: actor.id,
  });
  await audit(tx, actor, credit ? 'ledger.credit' : 'ledger.charge', row!);
  return answerFor(tx, row!, credit ? M.creditRecorded : M.chargeRecorded);
}

/** The standing (not reversed) payment of this method and number on the lease, if any. */
async function standingPaymentWithReference(tx: Tx, leaseId: string, body: LedgerPaymentBody) {
  const reversal = alias(ledgerEntries, 'reversal');
  const [row] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.leaseId, leaseId),
        eq(ledgerEntries.kind, 'payment'),
        eq(ledgerEntries.method, body.method),
        sql`lower(${ledgerEntries.reference}) = lower(${body.reference})`,
        sql`not ${exists(tx.select({ one: sql`1` }).from(reversal).where(eq(reversal.reversesEntryId, ledgerEntries.id)))}`,
      ),
    )
    .limit(1);
  return row;
}

function paymentDescription(body: LedgerPaymentBody): string {
  if (body.description) return body.description;
  const text = `Payment – ${PAYMENT_METHOD_LABELS[body.method]}${body.reference ? ` ${body.reference}` : ''}`;
  return text.slice(0, LEDGER_LIMITS.description);
}

/**
 * A payment received by hand (−amount), with its receipt e-mail to the residents and the office.
 * The same check or money order twice on one lease is a 409: checked under the lease's lock, so
 * two staff recording it at the same moment still make one entry.
 */
export async function recordPayment(
  tx: Tx,
  config: Config,
  leaseId: string,
  body: LedgerPaymentBody,
  actor: StaffActor,
): Promise<LedgerWriteAnswer> {
  if (body.received_on > officeToday()) {
    throw badRequest(M.futureDate('received_on'), { received_on: M.futureDate('received_on') });
  }
  const lease = await lockLeaseForLedger(tx, leaseIdOrNotFound(leaseId));
  if (!LEDGER_WRITABLE_STATUSES.includes(lease.status)) throw conflict(M.leaseClosed);
  const referenced = (REFERENCED_PAYMENT_METHODS as readonly string[]).includes(body.method);
  if (referenced && (await standingPaymentWithReference(tx, lease.id, body))) throw conflict(M.duplicateReference);
  const row = (await appendLedgerEntry(tx, {
    leaseId: lease.id,
    kind: 'payment',
    // A payment pays whatever is oldest (allocation.ts); its own category only labels it.
    category: 'rent',
    entryDate: body.received_on,
    description: paymentDescription(body),
    amountCents: -body.amount_cents,
    source: 'staff',
    method: body.method,
    reference: body.reference,
    createdByStaff: actor.id,
  }))!;
  const [leaseRow] = await tx.select().from(leases).where(eq(leases.id, lease.id));
  const emails = await queueReceiptEmails(tx, config, lease.id, receiptFacts(row, leaseRow!));
  await audit(tx, actor, 'ledger.payment', row, {
    method: row.method,
    reference: row.reference,
    receipt_number: row.receiptNumber,
    receipts_queued: emails,
  });
  return answerFor(tx, row, M.paymentRecorded);
}

/**
 * Undoes an entry by a new one of the opposite amount that points to it (owners and managers; the
 * route checks). A reversal is never reversed (400), an entry is reversed once (409).
 */
export async function reverseEntry(tx: Tx, entryId: string, reason: string, actor: StaffActor): Promise<LedgerWriteAnswer> {
  if (!isUuid(entryId)) throw notFound(M.entryNotFound);
  const [original] = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.id, entryId));
  if (!original) throw notFound(M.entryNotFound);
  if (original.kind === 'reversal') throw badRequest(M.reverseReversal);
  // Under the lease's lock: a second reversal at the same moment waits here, then sees the first.
  await lockLeaseForLedger(tx, original.leaseId);
  const [already] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.reversesEntryId, original.id));
  if (already) throw conflict(M.alreadyReversed);
  const row = (await appendLedgerEntry(tx, {
    leaseId: original.leaseId,
    kind: 'reversal',
    category: original.category,
    entryDate: officeToday(),
    description: `Reversal – ${original.description}`.slice(0, LEDGER_LIMITS.description),
    amountCents: -original.amountCents,
    source: 'staff',
    method: original.method,
    reference: original.reference,
    reversesEntryId: original.id,
    reason,
    createdByStaff: actor.id,
  }))!;
  await audit(tx, actor, 'ledger.reverse', row, {
    reverses_entry_id: original.id,
    reversed_kind: original.kind,
    reason,
    reference: original.reference,
    receipt_number: original.receiptNumber,
  });
  return answerFor(tx, row, M.reversed);
}
