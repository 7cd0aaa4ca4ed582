import { ONLINE_PREPAY_MAX_CENTS } from '@rentfront/shared/payments';

/** "1,234.50" or "$1234.5" → 123450 cents; anything else (or below 1 cent, above the bound) → an error text. */
export function parsePayAmount(text: string, balanceCents: number): { cents: number } | { error: string } {
  const clean = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return { error: 'Enter an amount in dollars and cents, like 1,250.00' };
  const [dollars = '0', cents = ''] = clean.split('.');
  const total = Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
  if (total < 1) return { error: 'Enter an amount of at least $0.01' };
  const max = Math.max(balanceCents, 0) + ONLINE_PREPAY_MAX_CENTS;
  if (total > max)
    return { error: `You can pay at most ${(max / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' })} online` };
  return { cents: total };
}

/** The amount field's first value: the balance owed, or empty when nothing is owed. */
export const prefillAmount = (balanceCents: number) => (balanceCents > 0 ? (balanceCents / 100).toFixed(2) : '');
