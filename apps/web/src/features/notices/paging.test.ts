import { describe, expect, it } from 'vitest';
import { offsetOf, pageInfo, showingText } from './paging';

describe('notice paging', () => {
  it('describes a middle page, the last partial page and an empty list', () => {
    expect(showingText(pageInfo(10, 10, 10, 23), 23)).toBe('Showing 11-20 of 23 notices');
    expect(pageInfo(20, 10, 3, 23)).toEqual({ page: 3, totalPages: 3, first: 21, last: 23 });
    expect(showingText(pageInfo(0, 10, 1, 1), 1)).toBe('Showing 1-1 of 1 notices');
    expect(showingText(pageInfo(0, 10, 0, 0), 0)).toBe('No notices found');
    expect(pageInfo(0, 10, 0, 0)).toMatchObject({ page: 1, totalPages: 1 });
  });

  it('turns pages into offsets and never past the last page', () => {
    expect(offsetOf(1, 10)).toBe(0);
    expect(offsetOf(3, 10)).toBe(20);
    expect(offsetOf(0, 10)).toBe(0);
    expect(pageInfo(50, 10, 0, 23).page).toBe(3);
  });
});
