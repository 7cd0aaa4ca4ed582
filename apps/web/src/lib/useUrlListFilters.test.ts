import { describe, expect, it } from 'vitest';
import { filtersFromParams } from './useUrlListFilters';

describe('filtersFromParams', () => {
  const initial = { search: '', status: 'all', priority: 'all' };
  const allowed = { status: ['open', 'pending'], priority: ['urgent'] } as const;

  it('opens the list with the allowed filters of the address', () => {
    expect(filtersFromParams(initial, new URLSearchParams('status=open&priority=urgent'), allowed)).toEqual({
      search: '',
      status: 'open',
      priority: 'urgent',
    });
  });

  it('ignores values and keys it does not know', () => {
    expect(filtersFromParams(initial, new URLSearchParams('status=drop%20table&search=x&priority=URGENT'), allowed)).toEqual(initial);
  });
});
