import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataColumn } from '../table/DataTable';
import { AdminListView } from './AdminListView';
import type { FilterDef } from './FilterBar';
import { countLine, showingText } from './showing';
import { useAdminList } from './useAdminList';

type Thing = { id: string; name: string; status: string };
type Answer = { things: Thing[]; total: number };
type Filters = { search: string; status: string };

const THINGS: Thing[] = ['Alder', 'Birch', 'Cedar'].map((name, i) => ({ id: `t${i}`, name, status: i === 0 ? 'open' : 'closed' }));
const FILTERS: FilterDef<Filters>[] = [
  { kind: 'search', label: 'Search things' },
  { kind: 'select', key: 'status', label: 'Status', allLabel: 'All statuses', values: ['open', 'closed'] },
];

/** A server of three things, two a page, that filters by status. */
function thingServer() {
  let rows = [...THINGS];
  const list = vi.fn(async (params: Filters & { limit: number; offset: number }) => {
    const matching = rows.filter((t) => params.status === 'all' || t.status === params.status);
    return { data: { things: matching.slice(params.offset, params.offset + params.limit), total: matching.length } };
  });
  const remove = vi.fn(async (t: Thing) => {
    rows = rows.filter((r) => r.id !== t.id);
    return { message: null };
  });
  return { list, remove, fail: () => list.mockRejectedValueOnce(new Error('down')) };
}

/** How a test varies the list: answered whole, or with cards for phones. */
type Variant = { whole?: boolean; phoneCards?: boolean };

function Things({ server, variant = {} }: { server: ReturnType<typeof thingServer>; variant?: Variant }) {
  const list = useAdminList({
    key: ['things'],
    filters: { search: '', status: 'all' },
    urlFilters: { status: ['open', 'closed'] },
    pageSize: 2,
    fetch: server.list,
    page: (d: Answer) => ({ rows: d.things, total: d.total }),
    noun: ['thing', 'things'],
    whole: variant.whole,
    remove: { call: server.remove, messages: { deleted: 'Thing deleted', failed: 'Could not delete' } },
  });
  const columns: DataColumn<Thing>[] = [
    { id: 'name', header: 'Name', cell: (t) => t.name },
    { id: 'actions', header: 'Actions', cell: (t) => <button onClick={() => list.askDelete(t)}>Delete {t.name}</button> },
  ];
  return (
    <AdminListView
      list={list}
      tableId="things"
      caption="Things"
      columns={columns}
      filters={FILTERS}
      phoneCards={variant.phoneCards ? { label: 'Thing cards', card: (t) => t.name } : undefined}
      loading={{ label: 'Loading things' }}
      error="Could not load things"
      empty={{ title: 'No things yet', filteredTitle: 'No things match', message: 'Add one.', filteredMessage: 'Try another status.' }}
      confirmDelete={{ title: 'Delete Thing', message: (t) => `Delete ${t.name}?` }}
    />
  );
}

/** The same things as a list of its own beside a pane that reads another query (the contact messages' layout). */
function ThingsWithPane({ server, readPane }: { server: ReturnType<typeof thingServer>; readPane: () => Promise<string> }) {
  const list = useAdminList({
    key: ['things', 'list'],
    filters: { search: '', status: 'all' },
    pageSize: 2,
    fetch: server.list,
    page: (d: Answer) => ({ rows: d.things, total: d.total }),
    related: [['things', 'pane']],
    remove: { call: server.remove, messages: { deleted: 'Thing deleted', failed: 'Could not delete' } },
  });
  const pane = useQuery({ queryKey: ['things', 'pane'], queryFn: readPane });
  return (
    <AdminListView
      list={list}
      renderRows={(rows) => (
        <ul aria-label="Things">
          {rows.map((t) => (
            <li key={t.id}>
              {t.name} <button onClick={() => list.askDelete(t)}>Delete {t.name}</button>
            </li>
          ))}
        </ul>
      )}
      aside={<aside aria-label="Pane">{pane.data}</aside>}
      loading={{ label: 'Loading things' }}
      error="Could not load things"
      empty={{ title: 'No things yet', message: 'Add one.', filteredMessage: 'Try another status.' }}
      confirmDelete={{ title: 'Delete Thing', message: (t) => `Delete ${t.name}?` }}
    />
  );
}

function renderThings(
  server: ReturnType<typeof thingServer>,
  address = '/admin/things',
  readPane?: () => Promise<string>,
  variant?: Variant,
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        {readPane ? <ThingsWithPane server={server} readPane={readPane} /> : <Things server={server} variant={variant} />}
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

// The first render loads React, the table and the query library: slow on the shared two-core machine.
describe('AdminListView with useAdminList', { timeout: 20_000 }, () => {
  it('shows the loading state, then the page with its Showing line, and pages with Next', async () => {
    const server = thingServer();
    renderThings(server);
    expect(screen.getByRole('status').textContent).toContain('Loading things');
    await screen.findByText('Showing 1-2 of 3 things');
    expect(screen.getByRole('table', { name: 'Things' }).textContent).toContain('Birch');
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findByText('Showing 3-3 of 3 things');
    expect(server.list).toHaveBeenLastCalledWith({ search: '', status: 'all', limit: 2, offset: 2 });
  });

  it('shows a failed load with Try Again, which reads the page again', async () => {
    const server = thingServer();
    server.fail();
    renderThings(server);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('down');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await screen.findByText('Showing 1-2 of 3 things');
  });

  it('opens with the filter of the address, tells nothing-matches apart, and Clear filters shows all', async () => {
    const server = thingServer();
    server.list.mockResolvedValueOnce({ data: { things: [], total: 0 } });
    renderThings(server, '/admin/things?status=closed');
    await screen.findByText('No things match');
    expect(server.list).toHaveBeenCalledWith(expect.objectContaining({ status: 'closed' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByText('Showing 1-2 of 3 things');
    expect(server.list).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'all' }));
  });

  it('ignores an unknown filter value in the address', async () => {
    const server = thingServer();
    renderThings(server, '/admin/things?status=1%20or%201=1&sort=drop');
    await screen.findByText('Showing 1-2 of 3 things');
    expect(server.list).toHaveBeenCalledWith({ search: '', status: 'all', limit: 2, offset: 0 });
  });

  it('says "nothing yet" without filters', async () => {
    const server = thingServer();
    server.list.mockResolvedValueOnce({ data: { things: [], total: 0 } });
    renderThings(server);
    await screen.findByText('No things yet');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('deletes after the confirmation and reads the page again', async () => {
    const server = thingServer();
    renderThings(server);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Alder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Thing' });
    expect(dialog.textContent).toContain('Delete Alder?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Showing 1-2 of 2 things');
    expect(server.remove).toHaveBeenCalledWith(THINGS[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says how many a list answered whole holds, without "Showing"', async () => {
    const server = thingServer();
    server.list.mockImplementation(async () => ({ data: { things: THINGS, total: 3 } }));
    renderThings(server, '/admin/things', undefined, { whole: true });
    await screen.findByText('3 things');
    expect(screen.queryByText(/Showing/)).toBeNull();
  });

  it('gives phones the cards of the page and keeps the table for wider screens', async () => {
    const server = thingServer();
    renderThings(server, '/admin/things', undefined, { phoneCards: true });
    const cards = await screen.findByRole('list', { name: 'Thing cards' });
    expect(
      within(cards)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Alder', 'Birch']);
    expect(cards.parentElement?.className).toContain('md:hidden');
    const table = screen.getByRole('table', { name: 'Things' });
    expect(table.closest('.hidden')?.className).toContain('md:block');
  });

  it('steps back to the new last page when a delete empties the last one', async () => {
    const server = thingServer();
    renderThings(server);
    fireEvent.click(await screen.findByRole('button', { name: /Next/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Cedar' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Showing 1-2 of 2 things');
  });
});

describe('AdminListView with rows of its own', { timeout: 20_000 }, () => {
  it('draws the rows its section gives beside the pane, pages them, and a delete reads the related query again', async () => {
    const server = thingServer();
    let reads = 0;
    renderThings(server, '/admin/things', async () => `Pane read ${++reads}`);
    // The pane is there while the list still loads.
    expect(screen.getByRole('complementary', { name: 'Pane' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading things');
    const things = await screen.findByRole('list', { name: 'Things' });
    expect(
      within(things)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Alder Delete Alder', 'Birch Delete Birch']);
    expect(screen.queryByRole('table')).toBeNull();
    await screen.findByText('Pane read 1');

    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findByRole('button', { name: 'Delete Cedar' });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Cedar' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Pane read 2');
    // The emptied last page steps back to the first.
    await screen.findByRole('button', { name: 'Delete Birch' });
  });
});

describe('countLine', () => {
  it('says one or many', () => {
    expect(countLine({ first: 1, last: 1, total: 1 }, ['contractor', 'contractors'])).toBe('1 contractor');
    expect(countLine({ first: 0, last: 0, total: 0 }, ['contractor', 'contractors'])).toBe('0 contractors');
  });
});

describe('showingText', () => {
  it('says one or many, and a capped total as a lower bound', () => {
    expect(showingText({ first: 1, last: 1, total: 1 }, ['application', 'applications'])).toBe('Showing 1-1 of 1 application');
    expect(showingText({ first: 1, last: 20, total: 1000, capped: true }, ['application', 'applications'])).toBe(
      'Showing 1-20 of 1,000+ applications',
    );
  });
});
