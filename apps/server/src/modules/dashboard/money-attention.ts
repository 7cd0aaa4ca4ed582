// The money items of "Needs attention" (issue 33 item 6): leases with a balance past due, online
// payments that failed this week, and move-out deposit statements not sent yet. Each counts the
// rows of the report its link opens, through that report's own filter, so the number on the card
// is the number of rows the office then sees.
import { and, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { onlinePayments } from '../../db/schema';
import { addDays, officeToday } from '../leases/dates';
import { lateBalanceLeases } from '../rent-reports/delinquency';
import { depositStatementsDueLeases } from '../rent-reports/deposits';
import { onlinePaymentsWhere } from '../rent-reports/online-payments';
import type { CountedQuery } from './counted-query';

/** "Payments failed": those whose last change (the failure) fell in the last 7 office days. */
export const PAYMENTS_FAILED_DAYS = 7;

/** The first office day of the "payments failed" week at `now`. */
export const paymentsFailedSince = (now: Date) => addDays(officeToday(now), -PAYMENTS_FAILED_DAYS);

/** The report the card's "payments failed" opens: the same status and week as its count. */
export const paymentsFailedHref = (now: Date) => `/admin/reports?report=online-payments&status=failed&since=${paymentsFailedSince(now)}`;

export const MONEY_ATTENTION_KEYS = ['late_balances', 'payments_failed', 'deposit_statements_due'] as const;
export type MoneyAttentionKey = (typeof MONEY_ATTENTION_KEYS)[number];

/**
 * The condition of each item at `now`, and with `since` only the rows that entered it after the
 * staff user's last visit: fell past due after that day, failed after that instant, or moved out
 * on or after that day.
 */
export function moneyAttentionQueries(db: DbOrTx, now: Date, since?: Date): Record<MoneyAttentionKey, CountedQuery> {
  const today = officeToday(now);
  const sinceDay = since ? officeToday(since) : undefined;
  const failed = onlinePaymentsWhere(db, { status: 'failed', since: paymentsFailedSince(now) }, now)!;
  return {
    late_balances: { rows: lateBalanceLeases(db, today, sinceDay) },
    payments_failed: { table: onlinePayments, where: since ? and(failed, gt(onlinePayments.updatedAt, since))! : failed },
    deposit_statements_due: { rows: depositStatementsDueLeases(db, today, sinceDay) },
  };
}
