// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useListFilters } from './useListFilters';
import { usePageCount } from './usePageCount';

const NO_FILTERS = { search: '', status: 'all' };

describe('useListFilters', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts unfiltered on page 1', () => {
    const { result } = renderHook(() => useListFilters(NO_FILTERS, 20));
    expect(result.current).toMatchObject({ page: 1, offset: 0, isFiltered: false, applied: NO_FILTERS });
  });

  it('goes back to page 1 when a filter changes', () => {
    const { result } = renderHook(() => useListFilters(NO_FILTERS, 20));
    act(() => result.current.setPage(3));
    expect(result.current.offset).toBe(40);
    act(() => result.current.setFilter('status', 'pending'));
    expect(result.current).toMatchObject({ page: 1, offset: 0, isFiltered: true, applied: { status: 'pending' } });
  });

  it('applies the search trimmed, once typing has stopped for 300 ms', () => {
    const { result } = renderHook(() => useListFilters(NO_FILTERS, 20));
    act(() => result.current.setFilter('search', '  Ada '));
    expect(result.current.filters.search).toBe('  Ada ');
    expect(result.current.applied.search).toBe('');
    expect(result.current.isFiltered).toBe(false);
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.applied.search).toBe('Ada');
    expect(result.current.isFiltered).toBe(true);
  });

  it('does not count a search of spaces as a filter', () => {
    const { result } = renderHook(() => useListFilters(NO_FILTERS, 20));
    act(() => result.current.setFilter('search', '   '));
    act(() => vi.advanceTimersByTime(300));
    expect(result.current.isFiltered).toBe(false);
  });

  it('clear restores the initial filters and page 1', () => {
    const { result } = renderHook(() => useListFilters(NO_FILTERS, 20));
    act(() => {
      result.current.setFilter('status', 'replied');
      result.current.setFilter('search', 'x');
      result.current.setPage(2);
    });
    act(() => result.current.clear());
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toMatchObject({ page: 1, filters: NO_FILTERS, applied: NO_FILTERS, isFiltered: false });
  });
});

describe('usePageCount', () => {
  it('counts at least one page', () => {
    const setPage = vi.fn();
    expect(renderHook(() => usePageCount(undefined, 20, 1, setPage)).result.current).toBe(1);
    expect(renderHook(() => usePageCount(0, 20, 1, setPage)).result.current).toBe(1);
    expect(renderHook(() => usePageCount(41, 20, 1, setPage)).result.current).toBe(3);
    expect(setPage).not.toHaveBeenCalled();
  });

  it('steps back to the last page when the current one no longer exists', () => {
    const setPage = vi.fn();
    renderHook(() => usePageCount(40, 20, 3, setPage));
    expect(setPage).toHaveBeenCalledWith(2);
  });

  it('waits for the first load before moving the page', () => {
    const setPage = vi.fn();
    renderHook(() => usePageCount(undefined, 20, 3, setPage));
    expect(setPage).not.toHaveBeenCalled();
  });
});
