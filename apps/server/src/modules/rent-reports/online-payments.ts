// Online payments (issue 33 item 3, for the office): every payment residents started online,
// newest first, with the processor's words when one failed. The dashboard's "payments failed"
// item opens this with status=failed and the week it counts.
import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { OnlinePaymentsReportAnswer, OnlinePaymentsReportQuery } from '@rentfront/shared/rent-reports';
import type { DbOrTx } from '../../db/client';
import { leases, onlinePayments } from '../../db/schema';
import { leaseFilters } from '../leases/queries';
import { officeDayStart, officeToday } from '../leases/dates';
import { cents, pageOf, residentNames } from './scope';

type OnlinePaymentsFilter = Pick<OnlinePaymentsReportQuery, 'status' | 'since' | 'search'>;

/** The report's filter; the dashboard's "payments failed" counts with it (status=failed and its week). */
export function onlinePaymentsWhere(db: DbOrTx, query: OnlinePaymentsFilter, now: Date = new Date()): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(onlinePayments.status, query.status));
  if (query.since) conditions.push(gte(onlinePayments.updatedAt, officeDayStart(query.since)));
  if (query.search) conditions.push(leaseFilters(db, { search: query.search }, officeToday(now)));
  return and(...conditions);
}

export async function onlinePaymentsReport(
  db: DbOrTx,
  query: OnlinePaymentsReportQuery,
  now: Date = new Date(),
): Promise<OnlinePaymentsReportAnswer> {
  const where = onlinePaymentsWhere(db, query, now);
  const fetched = await db
    .select({ payment: onlinePayments, reference: leases.reference, propertyTitle: leases.propertyTitle })
    .from(onlinePayments)
    .innerJoin(leases, eq(leases.id, onlinePayments.leaseId))
    .where(where)
    .orderBy(desc(onlinePayments.createdAt), desc(onlinePayments.id))
    .limit(query.limit + 1)
    .offset(query.offset);
  const [count] = await db
    .select({ n: sql<string>`count(*)` })
    .from(onlinePayments)
    .innerJoin(leases, eq(leases.id, onlinePayments.leaseId))
    .where(where);
  const { rows, page } = pageOf(fetched, cents(count?.n), query);
  const names = await residentNames(db, [...new Set(rows.map((r) => r.payment.leaseId))]);
  return {
    rows: rows.map(({ payment: p, reference, propertyTitle }) => ({
      id: p.id,
      lease_id: p.leaseId,
      reference,
      property_title: propertyTitle,
      residents: names.get(p.leaseId) ?? [],
      amount_cents: p.amountCents,
      status: p.status,
      method: p.method,
      autopay: p.autopay,
      failure_message: p.failureMessage,
      created_at: p.createdAt.toISOString(),
      updated_at: p.updatedAt.toISOString(),
    })),
    page,
  };
}
