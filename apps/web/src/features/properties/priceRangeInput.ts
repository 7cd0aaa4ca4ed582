import { PRICE_RANGE } from '@rentfront/shared/property-search';

export type PriceRangeValue = [number, number];

/** Into the spec range (0–10000), onto its 100 grid. */
export function snapPrice(value: number): number {
  const clamped = Math.min(PRICE_RANGE.max, Math.max(PRICE_RANGE.min, value));
  const snapped = Math.round((clamped - PRICE_RANGE.min) / PRICE_RANGE.step) * PRICE_RANGE.step + PRICE_RANGE.min;
  return Math.min(PRICE_RANGE.max, snapped);
}

/**
 * What a price box holds, as dollars: "1,500", "$1500" and " 1500.4 " all read 1500-ish;
 * blank reads null (the open end of the range); anything else is NaN (the box is put back).
 */
export function parsePrice(text: string): number | null {
  const plain = text.replace(/[$,\s]/g, '');
  if (plain === '') return null;
  return /^\d+(\.\d*)?$/.test(plain) ? Number(plain) : Number.NaN;
}

/**
 * The range after typing `text` into the min or max box and leaving it (blur or Enter).
 * Snapped to the step and clamped to the range; a blank box opens that end (0 or 10000).
 * A min typed above the max stops at the max (and a max below the min at the min) rather
 * than swapping: the other box, set on purpose, is never changed by this one.
 * Unreadable text leaves the range as it was.
 */
export function commitPrice(end: 'min' | 'max', text: string, range: PriceRangeValue): PriceRangeValue {
  const [min, max] = range;
  const typed = parsePrice(text);
  if (typed !== null && Number.isNaN(typed)) return range;
  if (end === 'min') {
    const next = typed === null ? PRICE_RANGE.min : snapPrice(typed);
    return [Math.min(next, max), max];
  }
  const next = typed === null ? PRICE_RANGE.max : snapPrice(typed);
  return [min, Math.max(next, min)];
}

/** The slider's pair in order and on the grid (Radix keeps it so; this guards a hand-made value). */
export function orderedRange(values: readonly number[]): PriceRangeValue {
  const low = snapPrice(Math.min(...values));
  const high = snapPrice(Math.max(...values));
  return [low, high];
}
