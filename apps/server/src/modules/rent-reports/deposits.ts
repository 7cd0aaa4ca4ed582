// Deposits held (issue 33 items 5 and 6): each lease that asks for a deposit or still holds one,
// what it holds (the ledger's projection: deposit charges paid, less the deposit applied at
// move-out), and where its move-out statement stands against the deadline. A lease that has moved
// out without a sent statement is "due": the dashboard's reminder counts the same rows.
import { and, asc, eq, gte, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DepositsReportAnswer, DepositsReportQuery } from '@rentfront/shared/rent-reports';
import type { DbOrTx } from '../../db/client';
import { depositStatements, leaseBalances, leases } from '../../db/schema';
import { sortedOrder } from '../../platform/list-sort';
import { addDays, officeToday } from '../leases/dates';
import { readRentSettings } from '../ledger/rent-settings';
import { cents, LEASE_FIELDS, leaseFactsOf, pageOf, reportLeases } from './scope';

type DepositsFilter = Pick<DepositsReportQuery, 'status' | 'statement' | 'search'>;

/** Moved out and the statement not sent: what the office still owes the residents. */
export const depositStatementDue = (): SQL =>
  and(isNotNull(leases.moveOutDate), or(isNull(depositStatements.id), eq(depositStatements.status, 'draft')))!;

const held = sql<number>`coalesce(${leaseBalances.depositHeldCents}, 0)`;

function depositsWhere(db: DbOrTx, query: DepositsFilter, today: string): SQL {
  const conditions: (SQL | undefined)[] = [
    reportLeases(db, query, today),
    or(sql`${leases.depositCents} > 0`, sql`${held} > 0`, isNotNull(depositStatements.id)),
  ];
  if (query.statement === 'none') conditions.push(isNull(depositStatements.id));
  if (query.statement === 'draft') conditions.push(eq(depositStatements.status, 'draft'));
  if (query.statement === 'sent') conditions.push(eq(depositStatements.status, 'sent'));
  if (query.statement === 'due') conditions.push(depositStatementDue());
  return and(...conditions)!;
}

/**
 * The leases the list shows with statement=due: the dashboard's reminder counts them. With
 * `movedOutFrom` (an office day) only those whose residents moved out on or after it.
 */
export function depositStatementsDueLeases(db: DbOrTx, today: string, movedOutFrom?: string) {
  return db
    .select({ id: leases.id })
    .from(leases)
    .leftJoin(leaseBalances, eq(leaseBalances.leaseId, leases.id))
    .leftJoin(depositStatements, eq(depositStatements.leaseId, leases.id))
    .where(and(depositsWhere(db, { statement: 'due' }, today), movedOutFrom ? gte(leases.moveOutDate, movedOutFrom) : undefined));
}

export async function depositsHeld(db: DbOrTx, query: DepositsReportQuery, now: Date = new Date()): Promise<DepositsReportAnswer> {
  const today = officeToday(now);
  const where = depositsWhere(db, query, today);
  const sorts = { reference: leases.reference, property: leases.propertyTitle, deposit_held: held, move_out_date: leases.moveOutDate };
  const fetched = await db
    .select({
      ...LEASE_FIELDS,
      deposit: leases.depositCents,
      held,
      moveOut: leases.moveOutDate,
      statementStatus: depositStatements.status,
      statementDueBy: depositStatements.dueBy,
    })
    .from(leases)
    .leftJoin(leaseBalances, eq(leaseBalances.leaseId, leases.id))
    .leftJoin(depositStatements, eq(depositStatements.leaseId, leases.id))
    .where(where)
    .orderBy(
      ...sortedOrder(sorts, query.sort, query.dir, leases.id, [
        sql`${leases.moveOutDate} asc nulls last`,
        asc(leases.reference),
        asc(leases.id),
      ]),
    )
    .limit(query.limit + 1)
    .offset(query.offset);
  const [totals] = await db
    .select({ leases: sql<string>`count(*)`, held: sql<string>`coalesce(sum(${held}), 0)` })
    .from(leases)
    .leftJoin(leaseBalances, eq(leaseBalances.leaseId, leases.id))
    .leftJoin(depositStatements, eq(depositStatements.leaseId, leases.id))
    .where(where);

  const { rows, page } = pageOf(fetched, cents(totals?.leases), query);
  const [facts, settings] = await Promise.all([leaseFactsOf(db, rows), readRentSettings(db)]);
  return {
    rows: rows.map((r) => ({
      ...facts(r),
      deposit_cents: r.deposit,
      deposit_held_cents: cents(r.held),
      move_out_date: r.moveOut,
      statement_status: r.statementStatus ?? 'none',
      // Fixed when the statement opens; before that, what the settings' deadline gives today.
      statement_due_by: r.statementDueBy ?? (r.moveOut ? addDays(r.moveOut, settings.deposit_statement_days) : null),
    })),
    totals: { leases: cents(totals?.leases), deposit_held_cents: cents(totals?.held) },
    page,
  };
}
