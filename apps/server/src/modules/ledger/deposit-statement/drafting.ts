// Writing a draft deposit statement (issue 33 item 5): opened once a lease has ended with a
// move-out date, then deductions added (each with up to 6 inspection photos) or removed until it
// is sent. Each write locks the statement row, so two staff adding at once number in turn.
import { and, eq, sql } from 'drizzle-orm';
import {
  DEPOSIT_LIMITS,
  DEPOSIT_MESSAGES as M,
  DEPOSIT_PHOTO_TYPES,
  type DepositDeductionFields,
  type DepositStatement,
} from '@rentfront/shared/deposits';
import type { AppContext } from '../../../context';
import type { Tx } from '../../../db/client';
import { depositDeductions, depositStatements } from '../../../db/schema';
import { writeAudit } from '../../../platform/audit';
import { badRequest, conflict, notFound } from '../../../platform/http/errors';
import { isUuid } from '../../../platform/ids';
import {
  deletePhotoFiles,
  PHOTO_FILE,
  prepareAll,
  recordStoredPhotos,
  storePhotos,
  type PhotoRefusal,
} from '../../../platform/images/photos';
import type { FileRule, UploadedFile } from '../../../platform/uploads';
import { addDays } from '../../leases/dates';
import { readRentSettings } from '../rent-settings';
import { findLease, findStatement, requireStatement, statementFacts, toStatementAnswer, type StatementRow } from './statement';

/** Private storage area of the inspection photos (not public: /media never serves it). */
export const DEPOSIT_PHOTO_AREA = 'deposits';

const REFUSAL: PhotoRefusal = { field: 'photos', notImage: M.photoWrongType };

export interface StatementActor {
  id: string;
  ip: string;
}

/** The `photos` field of the add-deduction form. */
export function deductionPhotoRule(): FileRule {
  return {
    maxBytes: DEPOSIT_LIMITS.photoMaxBytes,
    maxCount: DEPOSIT_LIMITS.maxPhotos,
    accept: DEPOSIT_PHOTO_TYPES,
    tooLarge: M.photoTooLarge,
    wrongType: M.photoWrongType,
    tooMany: M.tooManyPhotos,
  };
}

function audit(tx: Tx, actor: StatementActor, action: string, statement: StatementRow, details: Record<string, unknown>) {
  // Amounts and ids only: the descriptions may name people (platform/audit.ts).
  return writeAudit(tx, {
    actorId: actor.id,
    action,
    entityType: 'deposit_statement',
    entityId: statement.id,
    details: { lease_id: statement.leaseId, ...details },
    ip: actor.ip,
  });
}

async function answer(tx: Tx, leaseId: string): Promise<DepositStatement> {
  const lease = await findLease(tx, leaseId);
  return toStatementAnswer(await statementFacts(tx, lease, await requireStatement(tx, lease.id)));
}

/** A draft statement of the lease, locked for this transaction (409 once it was sent). */
async function lockDraft(tx: Tx, leaseId: string): Promise<StatementRow> {
  const lease = await findLease(tx, leaseId);
  const statement = await requireStatement(tx, lease.id, true);
  if (statement.status !== 'draft') throw conflict(M.alreadySent);
  return statement;
}

/** Opens the lease's statement, due the settings' number of days after the move-out. */
export async function openStatement(ctx: AppContext, leaseId: string, actor: StatementActor): Promise<DepositStatement> {
  return ctx.db.transaction(async (tx) => {
    const lease = await findLease(tx, leaseId, true);
    if (lease.status !== 'ended' || !lease.moveOutDate) throw conflict(M.notMovedOut);
    if (await findStatement(tx, lease.id)) throw conflict(M.alreadyOpen);
    const { deposit_statement_days } = await readRentSettings(tx);
    const [statement] = await tx
      .insert(depositStatements)
      .values({ leaseId: lease.id, dueBy: addDays(lease.moveOutDate, deposit_statement_days) })
      .returning();
    await audit(tx, actor, 'deposit_statement.opened', statement!, { due_by: statement!.dueBy });
    return answer(tx, lease.id);
  });
}

/**
 * Adds one deduction. The photos are decoded and stored before the transaction (a file that does
 * not decode is refused with nothing written) and removed again if the row is not written.
 */
export async function addDeduction(
  ctx: AppContext,
  leaseId: string,
  fields: DepositDeductionFields,
  files: UploadedFile[],
  actor: StatementActor,
): Promise<DepositStatement> {
  // Refuse before decoding any photo when the lease or its draft is not there.
  const lease = await findLease(ctx.db, leaseId);
  const existing = await requireStatement(ctx.db, lease.id);
  if (existing.status !== 'draft') throw conflict(M.alreadySent);
  const stored = await storePhotos(ctx, DEPOSIT_PHOTO_AREA, await prepareAll(files, REFUSAL));
  return recordStoredPhotos(ctx, stored, () =>
    ctx.db.transaction(async (tx) => {
      const statement = await lockDraft(tx, lease.id);
      const [count] = await tx
        .select({ n: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${depositDeductions.position}), 0)::int` })
        .from(depositDeductions)
        .where(eq(depositDeductions.statementId, statement.id));
      if ((count?.n ?? 0) >= DEPOSIT_LIMITS.maxDeductions) throw badRequest(M.tooManyDeductions);
      const [row] = await tx
        .insert(depositDeductions)
        .values({
          statementId: statement.id,
          position: (count?.last ?? 0) + 1,
          category: fields.category,
          description: fields.description,
          amountCents: fields.amount_cents,
          photoKeys: stored.map((s) => `${s.prefix}/${PHOTO_FILE}`),
        })
        .returning();
      await tx.update(depositStatements).set({ updatedAt: new Date() }).where(eq(depositStatements.id, statement.id));
      await audit(tx, actor, 'deposit_statement.deduction_added', statement, {
        deduction_id: row!.id,
        category: row!.category,
        amount_cents: row!.amountCents,
        photos: stored.length,
      });
      return answer(tx, lease.id);
    }),
  );
}

export async function removeDeduction(
  ctx: AppContext,
  leaseId: string,
  deductionId: string,
  actor: StatementActor,
): Promise<DepositStatement> {
  const { result, prefixes } = await ctx.db.transaction(async (tx) => {
    const statement = await lockDraft(tx, leaseId);
    if (!isUuid(deductionId)) throw notFound(M.deductionNotFound);
    const [row] = await tx
      .delete(depositDeductions)
      .where(and(eq(depositDeductions.id, deductionId), eq(depositDeductions.statementId, statement.id)))
      .returning();
    if (!row) throw notFound(M.deductionNotFound);
    await tx.update(depositStatements).set({ updatedAt: new Date() }).where(eq(depositStatements.id, statement.id));
    await audit(tx, actor, 'deposit_statement.deduction_removed', statement, {
      deduction_id: row.id,
      category: row.category,
      amount_cents: row.amountCents,
    });
    return { result: await answer(tx, statement.leaseId), prefixes: row.photoKeys.map(photoPrefix) };
  });
  // After the commit: the files of a deduction that is gone.
  await deletePhotoFiles(ctx, prefixes);
  return result;
}

/** `deposits/<uuid>/photo.jpg` → `deposits/<uuid>`. */
function photoPrefix(key: string): string {
  return key.slice(0, key.lastIndexOf('/'));
}

/** One inspection photo of a deduction, streamed to staff only. */
export async function openDeductionPhoto(ctx: AppContext, leaseId: string, deductionId: string, index: number) {
  const missing = () => notFound(M.photoNotFound);
  const lease = await findLease(ctx.db, leaseId);
  const statement = await requireStatement(ctx.db, lease.id);
  if (!isUuid(deductionId)) throw missing();
  const [row] = await ctx.db
    .select({ photoKeys: depositDeductions.photoKeys })
    .from(depositDeductions)
    .where(and(eq(depositDeductions.id, deductionId), eq(depositDeductions.statementId, statement.id)));
  const key = row?.photoKeys[index];
  const object = key ? await ctx.storage.open(key) : null;
  if (!object) throw missing();
  return object;
}
