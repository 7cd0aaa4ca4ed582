import { LEDGER_LIMITS } from '@rentfront/shared/ledger';

// Typed dollars to integer cents without floating point: "12.3" * 100 is 1229.9999…, so the
// string is split at the point and the two parts are read as whole numbers.

const DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{0,2}))?$/;

/** "$1,234.5" → 123450; null for anything that is not 1 cent to the ledger's bound in whole cents. */
export function parseDollars(input: string): number | null {
  const text = input.trim();
  const match = DOLLARS.exec(text);
  if (!match || (match[1] === undefined && !match[2])) return null;
  const whole = Number((match[1] ?? '0').replace(/,/g, ''));
  const cents = Number((match[2] ?? '').padEnd(2, '0'));
  const total = whole * 100 + cents;
  if (!Number.isSafeInteger(total) || total < 1 || total > LEDGER_LIMITS.amountMax) return null;
  return total;
}

/** The message under the amount field, from the contract's wording. */
export const AMOUNT_HINT = `Enter an amount in dollars, e.g. 1,250.00 (at most $${(LEDGER_LIMITS.amountMax / 100).toLocaleString('en-US')})`;
