import { describe, expect, it } from 'vitest';
import { countText } from './propertyCount';

const page = (total: number, total_all: number, total_capped = false) => ({
  pagination: { total, limit: 20, offset: 0, has_next: false, has_prev: false, total_capped },
  total_all,
});

describe('the admin property count line', () => {
  it('says the whole catalogue when nothing is filtered out', () => {
    expect(countText(page(12, 12))).toBe('12 properties');
    expect(countText(page(2500, 2500))).toBe('2,500 properties');
    expect(countText(page(1, 1))).toBe('1 property');
    expect(countText(page(0, 0))).toBe('0 properties');
  });

  it('says how many of the catalogue a filter shows, a capped count as a lower bound', () => {
    expect(countText(page(3, 12))).toBe('3 of 12 properties');
    expect(countText(page(0, 1))).toBe('0 of 1 property');
    expect(countText(page(1000, 100000, true))).toBe('1,000+ of 100,000 properties');
  });
});
