import { describe, expect, it } from 'vitest';
import { nextSort } from './DataTable';
import { visibilityKey } from './columnVisibility';

describe('nextSort', () => {
  it('goes ascending, then descending, then back to the list order', () => {
    expect(nextSort({}, 'full_name')).toEqual({ sort: 'full_name', dir: 'asc' });
    expect(nextSort({ sort: 'full_name', dir: 'asc' }, 'full_name')).toEqual({ sort: 'full_name', dir: 'desc' });
    expect(nextSort({ sort: 'full_name', dir: 'desc' }, 'full_name')).toEqual({});
  });

  it('starts ascending on another column', () => {
    expect(nextSort({ sort: 'full_name', dir: 'desc' }, 'status')).toEqual({ sort: 'status', dir: 'asc' });
  });
});

describe('visibilityKey', () => {
  it('keeps each staff member and table apart', () => {
    expect(visibilityKey('maintenance', 'u1')).toBe('rentfront.columns.u1.maintenance');
    expect(visibilityKey('maintenance', 'u2')).not.toBe(visibilityKey('maintenance', 'u1'));
    expect(visibilityKey('notices', undefined)).toBe('rentfront.columns.anonymous.notices');
  });
});
