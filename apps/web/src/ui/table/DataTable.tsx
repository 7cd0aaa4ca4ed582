import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useEffect, useMemo, useRef, type MouseEvent, type ReactNode } from 'react';
import type { SortDirection } from '@rentfront/shared/query';
import { ArrowDown, ArrowUp, ChevronsUpDown } from '../icons';
import { cn } from '../cn';
import { ColumnChooser } from './ColumnChooser';
import { useColumnVisibility } from './columnVisibility';
import { RowOpenContext } from './rowOpen';

/** A header sort: the column's id as the server knows it, and the direction. */
export interface ListSort {
  sort?: string;
  dir?: SortDirection;
}

export interface DataColumn<T> {
  /** Stable id: the remembered visibility and, for a sortable column, the server's sort name. */
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The server sorts by this column (`sort=<id>`), or with `sortValue` the table sorts the rows it holds. */
  sortable?: boolean;
  sortValue?: (row: T) => string | number | null;
  /** Columns the chooser may hide; the row's name and its actions stay. */
  hideable?: boolean;
  className?: string;
}

export interface DataTableProps<T> {
  /** Names the table for the remembered column choice (`applications`, `maintenance`…). */
  tableId: string;
  columns: DataColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  caption: string;
  /** The header sort and its change. The server sorts (paging stays in SQL) unless `sortMode` is client: a list that holds all its rows. */
  sort?: ListSort;
  onSortChange?: (next: ListSort) => void;
  sortMode?: 'server' | 'client';
  /** Opens the row's detail: a click anywhere on the row, or Enter on its <RowOpen> name. */
  onOpen?: (row: T) => void;
  /** Row checkboxes and select-all for the page, for bulk actions. */
  selected?: string[];
  onSelectedChange?: (ids: string[]) => void;
  /** What a checkbox says it selects ("Select Dana Whitfield"). */
  rowLabel?: (row: T) => string;
  /** Buttons beside the column chooser (Export CSV, bulk actions). */
  toolbar?: ReactNode;
  empty?: ReactNode;
  /** The outer box's classes (`hidden md:block` where phones get cards instead). */
  className?: string;
}

const INTERACTIVE = 'a,button,input,select,textarea,label,[role="menu"],[role="menuitem"],[role="checkbox"],[data-no-row-open]';

/** The next sort when a header is pressed: ascending, then descending, then the list's own order. */
export function nextSort(current: ListSort, id: string): ListSort {
  if (current.sort !== id) return { sort: id, dir: 'asc' };
  return current.dir === 'asc' ? { sort: id, dir: 'desc' } : {};
}

function ariaSort(sort: ListSort, id: string): 'ascending' | 'descending' | 'none' {
  if (sort.sort !== id) return 'none';
  return sort.dir === 'desc' ? 'descending' : 'ascending';
}

function SelectAll({
  checked,
  indeterminate,
  onChange,
  label,
}: {
  checked: boolean;
  indeterminate: boolean;
  onChange: (v: boolean) => void;
  label: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="h-4 w-4 accent-blue-700"
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
      aria-label={label}
    />
  );
}

/**
 * The one table of the back office (TanStack Table, issue 19): header buttons that sort (with
 * `aria-sort` on the column header), rows that open their detail, a column chooser remembered per
 * staff member, and row checkboxes for bulk actions. Scrolls sideways on small screens instead of
 * breaking the layout.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    tableId,
    columns,
    rows,
    rowKey,
    caption,
    sort = {},
    onSortChange,
    sortMode = 'server',
    onOpen,
    selected,
    onSelectedChange,
    rowLabel,
    toolbar,
    empty,
    className,
  } = props;
  const [visibility, setVisibility] = useColumnVisibility(tableId);
  const selectable = Boolean(onSelectedChange);
  const serverSort = sortMode === 'server';

  const defs = useMemo<ColumnDef<T>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        header: c.header,
        accessorFn: c.sortValue ? (row: T) => c.sortValue?.(row) ?? null : undefined,
        enableSorting: Boolean(c.sortable),
        enableHiding: Boolean(c.hideable),
        sortUndefined: 'last',
        meta: { className: c.className },
      })),
    [columns],
  );

  const sortableIds = new Set(columns.filter((c) => c.sortable).map((c) => c.id));
  const byId = new Map(columns.map((c) => [c.id, c]));
  const sorting: SortingState = sort.sort ? [{ id: sort.sort, desc: sort.dir === 'desc' }] : [];
  const rowSelection: RowSelectionState = Object.fromEntries((selected ?? []).map((id) => [id, true]));

  const table = useReactTable({
    data: rows,
    columns: defs,
    getRowId: (row) => rowKey(row),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: serverSort ? undefined : getSortedRowModel(),
    manualSorting: serverSort,
    state: { sorting, columnVisibility: visibility, rowSelection },
    onColumnVisibilityChange: setVisibility,
    enableRowSelection: selectable,
  });

  const changeSort = (id: string) => onSortChange?.(nextSort(sort, id));

  const pageIds = rows.map(rowKey);
  const chosen = new Set(selected ?? []);
  const allChosen = pageIds.length > 0 && pageIds.every((id) => chosen.has(id));
  const someChosen = pageIds.some((id) => chosen.has(id));
  const toggle = (id: string, on: boolean) => onSelectedChange?.(on ? [...chosen, id] : [...chosen].filter((x) => x !== id));

  const openFromRow = (e: MouseEvent<HTMLTableRowElement>, row: T) => {
    if (!onOpen) return;
    const target = e.target as Element;
    // Controls in the row do their own job; selecting text is not a click on the row.
    if (target.closest(INTERACTIVE) || (window.getSelection()?.toString() ?? '') !== '') return;
    onOpen(row);
  };

  const visibleRows = table.getRowModel().rows;

  return (
    <div className={cn('space-y-2', className)}>
      {(toolbar || columns.some((c) => c.hideable)) && (
        <div className="flex flex-wrap items-center justify-end gap-2">
          {toolbar}
          <ColumnChooser table={table} label={caption} />
        </div>
      )}
      {rows.length === 0 && empty ? (
        empty
      ) : (
        // A wide table scrolls sideways on a phone: the keyboard must be able to scroll it too, even
        // when its rows hold no control (the audit log), so the scroller is a labelled, focusable region.
        <div
          className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-blue-700"
          role="region"
          aria-label={caption}
          tabIndex={0}
        >
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            {caption && <caption className="sr-only">{caption}</caption>}
            <thead className="bg-slate-50">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {selectable && (
                    <th scope="col" className="w-10 px-3 py-3">
                      <SelectAll
                        checked={allChosen}
                        indeterminate={someChosen && !allChosen}
                        onChange={(on) =>
                          onSelectedChange?.(on ? [...new Set([...chosen, ...pageIds])] : [...chosen].filter((id) => !pageIds.includes(id)))
                        }
                        label="Select all rows on this page"
                      />
                    </th>
                  )}
                  {group.headers.map((header) => {
                    const column = header.column;
                    const className = (column.columnDef.meta as { className?: string } | undefined)?.className;
                    const label = String(column.columnDef.header);
                    // The column's own flag: TanStack only lets columns with an accessor sort, and server sorts have none.
                    if (!sortableIds.has(column.id)) {
                      return (
                        <th key={header.id} scope="col" className={cn('px-4 py-3 text-left font-semibold text-slate-800', className)}>
                          {flexRender(column.columnDef.header, header.getContext())}
                        </th>
                      );
                    }
                    const state = ariaSort(sort, column.id);
                    const Icon = state === 'ascending' ? ArrowUp : state === 'descending' ? ArrowDown : ChevronsUpDown;
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={state}
                        className={cn('px-2 py-2 text-left font-semibold text-slate-800', className)}
                      >
                        <button
                          type="button"
                          onClick={() => changeSort(column.id)}
                          className="inline-flex items-center gap-1 rounded px-2 py-1 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-blue-700"
                        >
                          {label}
                          <Icon aria-hidden className={cn('h-4 w-4', state === 'none' ? 'text-slate-500' : 'text-slate-900')} />
                        </button>
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody className="divide-y divide-slate-100">
              {visibleRows.map((row) => {
                const id = row.id;
                const open = onOpen ? () => onOpen(row.original) : null;
                return (
                  <RowOpenContext.Provider key={id} value={open}>
                    <tr
                      onClick={(e) => openFromRow(e, row.original)}
                      className={cn('hover:bg-slate-50', onOpen && 'cursor-pointer', chosen.has(id) && 'bg-blue-50 hover:bg-blue-50')}
                    >
                      {selectable && (
                        <td className="w-10 px-3 py-3 align-top">
                          <input
                            type="checkbox"
                            className="h-4 w-4 accent-blue-700"
                            checked={chosen.has(id)}
                            onChange={(e) => toggle(id, e.target.checked)}
                            aria-label={`Select ${rowLabel ? rowLabel(row.original) : id}`}
                          />
                        </td>
                      )}
                      {row.getVisibleCells().map((cell) => (
                        <td
                          key={cell.id}
                          className={cn(
                            'px-4 py-3 align-top text-slate-800',
                            (cell.column.columnDef.meta as { className?: string } | undefined)?.className,
                          )}
                        >
                          {/* Called, not rendered as a component: the parent makes new column functions on
                              every render, and flexRender would take each as a new component type and
                              remount every cell (losing focus, and slow with many rows). */}
                          {byId.get(cell.column.id)?.cell(row.original)}
                        </td>
                      ))}
                    </tr>
                  </RowOpenContext.Provider>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
