import { describe, expect, it } from 'vitest';
import { markerLabel, unlocatedHeading } from './mapText';

describe('map texts', () => {
  it('names a marker by title and monthly price', () => {
    expect(markerLabel({ title: 'Garden Flat', price: 1200, total_monthly_cost: 1200 }, true)).toBe('Garden Flat, $1,200 a month');
    // With required monthly fees the office's listing rule picks the figure (issue 35).
    expect(markerLabel({ title: 'Garden Flat', price: 1200, total_monthly_cost: 1275.5 }, true)).toBe(
      'Garden Flat, $1,275.50 a month in all',
    );
    expect(markerLabel({ title: 'Garden Flat', price: 1200, total_monthly_cost: 1275.5 }, false)).toBe('Garden Flat, $1,200 a month');
  });

  it('counts the homes without a location', () => {
    expect(unlocatedHeading(1, false)).toBe('1 home without a map location');
    expect(unlocatedHeading(12, false)).toBe('12 homes without a map location');
    expect(unlocatedHeading(1000, true)).toBe('1,000+ homes without a map location');
  });
});
