// Amounts kept as integer cents (leases, the ledger) and the due day's ordinal: apart from
// format.ts, which every public page loads, so the public first load carries none of it.
import { formatMoney } from './format';

/** $1,250.50 from 125050 cents (leases, and later rent, keep every amount as integer cents). */
export function formatCents(cents: number): string {
  return formatMoney(cents / 100);
}

/** "1st", "2nd", "3rd", "11th", "28th": a day of the month, as the rent's due day. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** "$550 owed", "$200.50 credit", "Paid up": a balance says which way it goes. */
export function balanceText(cents: number): string {
  if (cents > 0) return `${formatCents(cents)} owed`;
  if (cents < 0) return `${formatCents(-cents)} credit`;
  return 'Paid up';
}
