import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataColumn } from '../table/DataTable';
import { AdminListView } from './AdminListView';
import type { FilterDef } from './FilterBar';
import { useAdminList } from './useAdminList';

type Row = { id: string; name: string };
type Filters = { search: string; state: string };

const FILTERS: FilterDef<Filters>[] = [
  { kind: 'submitSearch', label: 'Search rows', placeholder: 'Name' },
  { kind: 'select', key: 'state', label: 'State', allLabel: 'All rows', values: ['open', 'shut'] },
];
const COLUMNS: DataColumn<Row>[] = [{ id: 'name', header: 'Name', cell: (r) => r.name }];

/** A list with a submitted search beside a drop-down, and cards on phones. */
function Rows({ fetch }: { fetch: (p: Filters) => Promise<{ data: Row[] }> }) {
  const list = useAdminList({
    key: ['rows'],
    filters: { search: '', state: 'all' },
    pageSize: 10,
    fetch,
    page: (rows: Row[]) => ({ rows, total: rows.length }),
  });
  return (
    <AdminListView
      list={list}
      tableId="rows"
      caption="Rows"
      columns={COLUMNS}
      phoneCards={{ label: 'Rows', card: (r) => <p>Card of {r.name}</p> }}
      filters={FILTERS}
      loading={{ label: 'Loading rows' }}
      error="Could not load rows"
      empty={{ title: 'No rows', filteredTitle: 'No rows match', message: 'None yet.', filteredMessage: 'Try another.' }}
    />
  );
}

function renderRows(fetch: (p: Filters) => Promise<{ data: Row[] }>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Rows fetch={fetch} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('FilterBar with a submitted search among other filters', { timeout: 20_000 }, () => {
  it('sends the search with its button, beside the drop-down, in one search landmark', async () => {
    const fetch = vi.fn(async (p: Filters) => ({ data: p.search === 'alder' ? [] : [{ id: 'r1', name: 'Birch' }] }));
    renderRows(fetch);
    await screen.findByText('Card of Birch');
    expect(screen.getAllByRole('search')).toHaveLength(1);
    const bar = screen.getByRole('search');
    expect(within(bar).getByLabelText('State')).toBeTruthy();
    fireEvent.change(within(bar).getByLabelText('Search rows'), { target: { value: ' alder ' } });
    // Typing alone does not search.
    expect(fetch).not.toHaveBeenCalledWith(expect.objectContaining({ search: 'alder' }));
    fireEvent.click(within(bar).getByRole('button', { name: 'Search' }));
    await screen.findByText('No rows match');
    expect(fetch).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'alder', state: 'all' }));
    expect(within(bar).getByRole('button', { name: 'Clear search' })).toBeTruthy();
  });

  it('empties the search box when Clear filters of the empty list resets the filters', async () => {
    const fetch = vi.fn(async (p: Filters) => ({ data: p.search ? [] : [{ id: 'r1', name: 'Birch' }] }));
    renderRows(fetch);
    const box = await screen.findByLabelText<HTMLInputElement>('Search rows');
    fireEvent.change(box, { target: { value: 'cedar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Clear filters' }));
    await screen.findByText('Card of Birch');
    expect(box.value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });
});

describe('AdminListView cards', { timeout: 20_000 }, () => {
  it('lists a card a row, named like the table, beside the table (the screen width picks one)', async () => {
    renderRows(async () => ({
      data: [
        { id: 'r1', name: 'Birch' },
        { id: 'r2', name: 'Cedar' },
      ],
    }));
    const cards = await screen.findByRole('list', { name: 'Rows' });
    expect(
      within(cards)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Card of Birch', 'Card of Cedar']);
    expect(screen.getByRole('table', { name: 'Rows' }).textContent).toContain('Cedar');
  });
});
