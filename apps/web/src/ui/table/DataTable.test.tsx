import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, type DataColumn } from './DataTable';

type Row = { id: string; name: string };
const rows: Row[] = [
  { id: 'a', name: 'Alder' },
  { id: 'b', name: 'Birch' },
];

// A new column list with new cell functions, as a section makes on every render.
const columns = (): DataColumn<Row>[] => [
  { id: 'name', header: 'Name', cell: (r) => <button type="button">{r.name}</button> },
  { id: 'id', header: 'Id', hideable: true, cell: (r) => r.id },
];

afterEach(cleanup);

describe('DataTable', () => {
  it('keeps the cells it has (and the focus in them) when the parent renders again with new column functions', () => {
    const view = render(<DataTable tableId="test" columns={columns()} rows={rows} rowKey={(r) => r.id} caption="Trees" />);
    const birch = screen.getByRole('button', { name: 'Birch' });
    birch.focus();
    view.rerender(<DataTable tableId="test" columns={columns()} rows={[...rows]} rowKey={(r) => r.id} caption="Trees" />);
    expect(screen.getByRole('button', { name: 'Birch' })).toBe(birch);
    expect(document.activeElement).toBe(birch);
  });
});
