import type { ReactNode } from 'react';
import { DataTable } from './table/DataTable';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

/**
 * A plain data table (no sorting, no column choice): the shared DataTable with only headers and
 * cells, for the short lists that need nothing more (team, saved searches). Scrolls sideways on
 * small screens instead of breaking the layout.
 */
export function Table<T>({
  columns,
  rows,
  rowKey,
  caption,
  empty,
}: {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  caption?: string;
  empty?: ReactNode;
}) {
  return (
    <DataTable
      tableId={caption ?? 'table'}
      columns={columns.map((c) => ({ id: c.header, header: c.header, cell: c.cell, className: c.className }))}
      rows={rows}
      rowKey={rowKey}
      caption={caption ?? ''}
      empty={empty}
    />
  );
}
