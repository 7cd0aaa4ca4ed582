// The move-out deposit statement as the office reads it (issue 33 item 5, ADR 0039): the draft
// shows what the deposit holds and what the account owes now; a sent statement shows what was
// settled when it went out (its amounts are fixed then, the ledger goes on without it).
import { asc, eq } from 'drizzle-orm';
import { DEPOSIT_MESSAGES as M, settleDeposit, type DepositStatement } from '@rentfront/shared/deposits';
import { depositStatementEndpoints } from '@rentfront/shared/contract/rent-reports';
import type { DbOrTx } from '../../../db/client';
import { depositDeductions, depositStatements, leaseBalances, leases } from '../../../db/schema';
import { notFound } from '../../../platform/http/errors';
import { isUuid } from '../../../platform/ids';
import { officeToday } from '../../leases/dates';

export type LeaseRow = typeof leases.$inferSelect;
export type StatementRow = typeof depositStatements.$inferSelect;
export type DeductionRow = typeof depositDeductions.$inferSelect;

/** The lease of a statement route, or a 404 for an unknown or malformed id. */
export async function findLease(db: DbOrTx, leaseId: string, lock = false): Promise<LeaseRow> {
  if (!isUuid(leaseId)) throw notFound(M.leaseNotFound);
  const query = db.select().from(leases).where(eq(leases.id, leaseId));
  const [lease] = lock ? await query.for('update') : await query;
  if (!lease) throw notFound(M.leaseNotFound);
  return lease;
}

export async function findStatement(db: DbOrTx, leaseId: string, lock = false): Promise<StatementRow | undefined> {
  const query = db.select().from(depositStatements).where(eq(depositStatements.leaseId, leaseId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The lease's statement, or the 404 that says it has none yet. */
export async function requireStatement(db: DbOrTx, leaseId: string, lock = false): Promise<StatementRow> {
  const row = await findStatement(db, leaseId, lock);
  if (!row) throw notFound(M.statementNotFound);
  return row;
}

export function statementDeductions(db: DbOrTx, statementId: string): Promise<DeductionRow[]> {
  return db
    .select()
    .from(depositDeductions)
    .where(eq(depositDeductions.statementId, statementId))
    .orderBy(asc(depositDeductions.position), asc(depositDeductions.createdAt));
}

/** The account as the ledger's projection has it now: deposit held and the balance apart from it. */
export async function accountNow(db: DbOrTx, leaseId: string): Promise<{ heldCents: number; balanceCents: number }> {
  const [row] = await db.select().from(leaseBalances).where(eq(leaseBalances.leaseId, leaseId));
  return { heldCents: row?.depositHeldCents ?? 0, balanceCents: row?.balanceCents ?? 0 };
}

export function photoUrl(leaseId: string, deductionId: string, index: number): string {
  return depositStatementEndpoints.photo.path.replace(':id', leaseId).replace(':deductionId', deductionId).replace(':index', String(index));
}

/** Everything the answer, the PDF and the e-mail say about a statement. */
export interface StatementFacts {
  statement: StatementRow;
  lease: LeaseRow;
  deductions: DeductionRow[];
  deductionsCents: number;
  heldCents: number;
  balanceCents: number;
  refundCents: number;
  billedCents: number;
}

export async function statementFacts(db: DbOrTx, lease: LeaseRow, statement: StatementRow): Promise<StatementFacts> {
  const deductions = await statementDeductions(db, statement.id);
  const deductionsCents = deductions.reduce((sum, d) => sum + d.amountCents, 0);
  if (statement.status === 'sent') {
    const heldCents = statement.depositHeldCents ?? 0;
    const refundCents = statement.refundCents ?? 0;
    const billedCents = statement.billedCents ?? 0;
    // What the account owed apart from the deposit when it was sent, from the settlement itself.
    const balanceCents = heldCents - deductionsCents - refundCents + billedCents;
    return { statement, lease, deductions, deductionsCents, heldCents, balanceCents, refundCents, billedCents };
  }
  const { heldCents, balanceCents } = await accountNow(db, lease.id);
  const { refund_cents, billed_cents } = settleDeposit(heldCents, deductionsCents, balanceCents);
  return { statement, lease, deductions, deductionsCents, heldCents, balanceCents, refundCents: refund_cents, billedCents: billed_cents };
}

export function toStatementAnswer(f: StatementFacts, now: Date = new Date()): DepositStatement {
  const { statement, lease } = f;
  return {
    id: statement.id,
    lease_id: lease.id,
    lease_reference: lease.reference,
    status: statement.status,
    move_out_date: lease.moveOutDate ?? '',
    due_by: statement.dueBy,
    overdue: statement.status === 'draft' && officeToday(now) > statement.dueBy,
    deductions: f.deductions.map((d) => ({
      id: d.id,
      position: d.position,
      category: d.category as DepositStatement['deductions'][number]['category'],
      description: d.description,
      amount_cents: d.amountCents,
      photos: d.photoKeys.map((_, i) => photoUrl(lease.id, d.id, i)),
    })),
    deductions_total_cents: f.deductionsCents,
    deposit_held_cents: f.heldCents,
    balance_cents: f.balanceCents,
    refund_cents: f.refundCents,
    billed_cents: f.billedCents,
    sent_at: statement.sentAt?.toISOString() ?? null,
    sha256: statement.sha256,
  };
}

/** The office's answer for a lease's statement (404 when the lease has none). */
export async function readStatement(db: DbOrTx, leaseId: string, now: Date = new Date()): Promise<DepositStatement> {
  const lease = await findLease(db, leaseId);
  const statement = await requireStatement(db, lease.id);
  return toStatementAnswer(await statementFacts(db, lease, statement), now);
}
