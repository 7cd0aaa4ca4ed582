import { describe, expect, it } from 'vitest';
import { commitPrice, orderedRange, parsePrice, snapPrice } from './priceRangeInput';

describe('price range input', () => {
  it('snaps to the 100 step and clamps to 0–10000', () => {
    expect(snapPrice(1249)).toBe(1200);
    expect(snapPrice(1250)).toBe(1300);
    expect(snapPrice(-50)).toBe(0);
    expect(snapPrice(10_049)).toBe(10_000);
    expect(snapPrice(99_999)).toBe(10_000);
    expect(snapPrice(0)).toBe(0);
  });

  it('reads a box: dollars with or without $ and commas, blank as open, junk as NaN', () => {
    expect(parsePrice('1500')).toBe(1500);
    expect(parsePrice(' $1,500 ')).toBe(1500);
    expect(parsePrice('1500.75')).toBe(1500.75);
    expect(parsePrice('')).toBeNull();
    expect(parsePrice('  ')).toBeNull();
    expect(parsePrice('-5')).toBeNaN();
    expect(parsePrice('12abc')).toBeNaN();
  });

  it('commits a typed min or max onto the grid', () => {
    expect(commitPrice('min', '1234', [0, 10_000])).toEqual([1200, 10_000]);
    expect(commitPrice('max', '2,560', [500, 10_000])).toEqual([500, 2600]);
    expect(commitPrice('max', '25000', [500, 3000])).toEqual([500, 10_000]);
  });

  it('never lets the min pass the max: the typed end stops at the other one', () => {
    expect(commitPrice('min', '5000', [1000, 3000])).toEqual([3000, 3000]);
    expect(commitPrice('max', '200', [1000, 3000])).toEqual([1000, 1000]);
    // Equal ends are a valid one-price range.
    expect(commitPrice('max', '1000', [1000, 3000])).toEqual([1000, 1000]);
  });

  it('opens an end when its box is cleared and ignores unreadable text', () => {
    expect(commitPrice('min', '', [1000, 3000])).toEqual([0, 3000]);
    expect(commitPrice('max', '', [1000, 3000])).toEqual([1000, 10_000]);
    expect(commitPrice('min', 'cheap', [1000, 3000])).toEqual([1000, 3000]);
  });

  it('keeps the slider pair ordered and on the grid', () => {
    expect(orderedRange([3000, 1000])).toEqual([1000, 3000]);
    expect(orderedRange([150, 20_000])).toEqual([200, 10_000]);
  });
});
