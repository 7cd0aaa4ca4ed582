import type { DepositStatement } from '@rentfront/shared/deposits';
import { formatCents } from '../../../lib/money';

export interface SettlementLine {
  label: string;
  value: string;
  total?: boolean;
}

/** The statement's arithmetic as the PDF shows it: held, less deductions and what is owed, to refund or bill. */
export function settlementLines(s: DepositStatement): SettlementLine[] {
  const lines: SettlementLine[] = [
    { label: 'Security deposit held', value: formatCents(s.deposit_held_cents) },
    { label: 'Deductions', value: formatCents(-s.deductions_total_cents) },
  ];
  if (s.balance_cents > 0) lines.push({ label: 'Unpaid balance on the account', value: formatCents(-s.balance_cents) });
  if (s.balance_cents < 0) lines.push({ label: 'Credit on the account', value: `+${formatCents(-s.balance_cents)}` });
  lines.push(
    s.billed_cents > 0
      ? { label: 'Amount owed by the residents', value: formatCents(s.billed_cents), total: true }
      : { label: 'Refund due to the residents', value: formatCents(s.refund_cents), total: true },
  );
  return lines;
}
