import { totalText } from '../../lib/countText';

/** The rows one page shows: 1-based first and last, and the list's total. */
export interface PageRange {
  first: number;
  last: number;
  total: number;
  /** `total` is a lower bound (the server counted a broad search only up to its cap). */
  capped?: boolean;
}

/** The rows of the page at `offset` that holds `shown` rows out of `total`. */
export function pageRange(offset: number, shown: number, total: number, capped?: boolean): PageRange {
  return { first: shown === 0 ? 0 : offset + 1, last: offset + shown, total, capped };
}

/** "Showing 11-20 of 23 applications"; `noun` is [one, many] (a list may say "1 notices", as its spec does). */
export function showingText({ first, last, total, capped }: PageRange, [one, many]: readonly [string, string]): string {
  return `Showing ${first}-${last} of ${totalText(total, capped)} ${total === 1 && !capped ? one : many}`;
}

/** "3 contractors": the line of a list the server answers whole (one page, no paging). */
export function countLine({ total }: PageRange, [one, many]: readonly [string, string]): string {
  return `${total} ${total === 1 ? one : many}`;
}
