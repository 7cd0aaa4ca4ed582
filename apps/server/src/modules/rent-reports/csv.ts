// The reports as streamed CSV (issue 33 item 6, the office issue's export rules): the same rows
// the screen shows for the same filters, every page of them, through the one CSV writer
// (formula-safe, audit-logged). Money is dollars with two decimals made from the integer cents as
// text, so a spreadsheet's sum of a column is the report's total to the cent.
import {
  AGING_BUCKET_LABELS,
  centsToDollars,
  INCOME_CATEGORIES,
  type DelinquencyQuery,
  type DelinquencyRow,
  type DepositsReportQuery,
  type DepositsReportRow,
  type IncomeQuery,
  type RentRollQuery,
  type RentRollRow,
} from '@rentfront/shared/rent-reports';
import { LEDGER_CATEGORY_LABELS } from '@rentfront/shared/ledger';
import type { AppContext } from '../../context';
import { CsvDecimal } from '../../platform/csv/escape';
import type { CsvColumn, CsvExport } from '../../platform/csv/export';
import { delinquency } from './delinquency';
import { depositsHeld } from './deposits';
import { income } from './income';
import { rentRoll } from './rent-roll';

const money = (value: number) => new CsvDecimal(centsToDollars(value));
const CSV_PAGE = 500;

/** Every page of a paged report, one chunk per page. */
async function* allPages<R>(read: (offset: number) => Promise<{ rows: R[]; page: { has_next: boolean } }>): AsyncGenerator<R[]> {
  for (let offset = 0; ; offset += CSV_PAGE) {
    const answer = await read(offset);
    if (answer.rows.length > 0) yield answer.rows;
    if (!answer.page.has_next) return;
  }
}

const leaseColumns = <
  R extends { reference: string; status: string; property_title: string | null; residents: string[] },
>(): CsvColumn<R>[] => [
  { header: 'Lease', value: (r) => r.reference },
  { header: 'Status', value: (r) => r.status },
  { header: 'Property', value: (r) => r.property_title },
  { header: 'Residents', value: (r) => r.residents.join('; ') },
];

const RENT_ROLL_CSV: CsvColumn<RentRollRow>[] = [
  ...leaseColumns<RentRollRow>(),
  { header: 'Rent', value: (r) => money(r.rent_cents) },
  { header: 'Deposit held', value: (r) => money(r.deposit_held_cents) },
  { header: 'Balance', value: (r) => money(r.balance_cents) },
  { header: 'Paid this month', value: (r) => money(r.paid_this_month_cents) },
];

export function rentRollExport(ctx: AppContext, query: RentRollQuery): CsvExport<RentRollRow> {
  const { limit: _limit, offset: _offset, ...filters } = query;
  return {
    list: 'rent-roll',
    columns: RENT_ROLL_CSV,
    filters,
    chunks: allPages((offset) => rentRoll(ctx.db, { ...query, limit: CSV_PAGE, offset })),
  };
}

const DELINQUENCY_CSV: CsvColumn<DelinquencyRow>[] = [
  ...leaseColumns<DelinquencyRow>(),
  { header: AGING_BUCKET_LABELS.current, value: (r) => money(r.current) },
  { header: AGING_BUCKET_LABELS.days_1_30, value: (r) => money(r.days_1_30) },
  { header: AGING_BUCKET_LABELS.days_31_60, value: (r) => money(r.days_31_60) },
  { header: AGING_BUCKET_LABELS.days_61_90, value: (r) => money(r.days_61_90) },
  { header: AGING_BUCKET_LABELS.days_90_plus, value: (r) => money(r.days_90_plus) },
  { header: 'Open', value: (r) => money(r.open_cents) },
  { header: 'Oldest due date', value: (r) => r.oldest_due_date },
];

export function delinquencyExport(ctx: AppContext, query: DelinquencyQuery): CsvExport<DelinquencyRow> {
  const { limit: _limit, offset: _offset, ...filters } = query;
  return {
    list: 'delinquency',
    columns: DELINQUENCY_CSV,
    filters,
    chunks: allPages((offset) => delinquency(ctx.db, { ...query, limit: CSV_PAGE, offset })),
  };
}

const DEPOSITS_CSV: CsvColumn<DepositsReportRow>[] = [
  ...leaseColumns<DepositsReportRow>(),
  { header: 'Deposit', value: (r) => money(r.deposit_cents) },
  { header: 'Deposit held', value: (r) => money(r.deposit_held_cents) },
  { header: 'Move-out date', value: (r) => r.move_out_date },
  { header: 'Statement', value: (r) => r.statement_status },
  { header: 'Statement due by', value: (r) => r.statement_due_by },
];

export function depositsExport(ctx: AppContext, query: DepositsReportQuery): CsvExport<DepositsReportRow> {
  const { limit: _limit, offset: _offset, ...filters } = query;
  return {
    list: 'deposits-held',
    columns: DEPOSITS_CSV,
    filters,
    chunks: allPages((offset) => depositsHeld(ctx.db, { ...query, limit: CSV_PAGE, offset })),
  };
}

interface IncomeCsvRow {
  month: string;
  by_category: Partial<Record<(typeof INCOME_CATEGORIES)[number], number>>;
  total_cents: number;
}

const INCOME_LABELS: Record<(typeof INCOME_CATEGORIES)[number], string> = { ...LEDGER_CATEGORY_LABELS, unapplied: 'Unapplied' };

const INCOME_CSV: CsvColumn<IncomeCsvRow>[] = [
  { header: 'Month', value: (r) => r.month },
  ...INCOME_CATEGORIES.map((c) => ({ header: INCOME_LABELS[c], value: (r: IncomeCsvRow) => money(r.by_category[c] ?? 0) })),
  { header: 'Total', value: (r) => money(r.total_cents) },
];

export function incomeExport(ctx: AppContext, query: IncomeQuery): CsvExport<IncomeCsvRow> {
  async function* chunks() {
    yield (await income(ctx.db, query)).months;
  }
  return { list: 'income', columns: INCOME_CSV, filters: { from: query.from, to: query.to }, chunks: chunks() };
}
