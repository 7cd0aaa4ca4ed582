import type { AttentionCount } from '@rentfront/shared/dashboard-attention';
import { formatNumber } from '../../lib/format';

/** A count as shown: "1,000+" past the server's cap. */
export function countText(count: number, capped: boolean): string {
  return `${formatNumber(count)}${capped ? '+' : ''}`;
}

/** "N new since your last visit", or null on a first visit (nothing to compare with). */
export function newSinceText(fresh: AttentionCount | null): string | null {
  if (!fresh) return null;
  return `${countText(fresh.count, fresh.capped)} new since your last visit`;
}
