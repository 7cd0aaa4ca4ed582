import type { ReactNode } from 'react';
import { failureMessage } from '../../api/errors';
import { ConfirmDialog } from '../ConfirmDialog';
import { EmptyState, ErrorState } from '../EmptyState';
import { Button } from '../Button';
import { Pagination } from '../Pagination';
import { RefreshButton } from '../RefreshButton';
import { SkeletonList } from '../Skeleton';
import type { Query } from '../../api/client';
import { DataTable, type DataColumn } from '../table/DataTable';
import { ExportCsvLink } from '../table/ExportCsvLink';
import { FilterBar, type FilterDef } from './FilterBar';
import type { AdminListState } from './useAdminList';

export interface AdminListEmpty {
  /** With nothing at all yet, and (`filteredTitle`, default the same) when the filters leave nothing. */
  title: string;
  filteredTitle?: string;
  icon?: ReactNode;
  message: ReactNode;
  /** A list without filters never shows it. */
  filteredMessage?: ReactNode;
  /** Shown with `message` (e.g. "Add Notice"). */
  action?: ReactNode;
  /** Offer "Clear filters" when the filters leave nothing (default yes). */
  clearButton?: boolean;
}

export interface AdminListConfirm<R> {
  title: string;
  message: (row: R) => ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
}

/** The rows as the DataTable of `columns`, which most lists are. */
interface TableRows<R> {
  /** Names the table (its remembered columns) and labels it for screen readers. */
  tableId: string;
  caption: string;
  columns: DataColumn<R>[];
  renderRows?: undefined;
}

/**
 * The rows drawn by the section itself (the contact messages' list beside their details pane),
 * between the "Showing" line and the paging; the table's own options then do nothing.
 */
interface OwnRows<R> {
  renderRows: (rows: R[]) => ReactNode;
  tableId?: undefined;
  caption?: undefined;
  columns?: undefined;
}

export type AdminListViewProps<F extends { search: string }, R> = AdminListViewOptions<F, R> & (TableRows<R> | OwnRows<R>);

export interface AdminListViewOptions<F extends { search: string }, R> {
  list: AdminListState<F, R>;
  rowKey?: (row: R) => string;
  onOpen?: (row: R) => void;
  /** Row checkboxes for bulk actions; `rowLabel` says what each selects. */
  selectable?: boolean;
  rowLabel?: (row: R) => string;
  sortMode?: 'server' | 'client';
  /** Beside the column chooser: the bulk bar (given the page's chosen rows), other buttons. */
  toolbar?: (selected: string[]) => ReactNode;
  /**
   * On phones (below md) a list of cards, one a row, stands in for the table, which is hidden
   * there (seven columns cannot fit); Export CSV stays above them. The bulk bar and the column
   * chooser are the table's. `label` names the list; `card` is one card's content.
   */
  phoneCards?: { label: string; card: (row: R) => ReactNode };
  /** "Export CSV" of the rows the filters on screen select. */
  exportCsv?: { path: string; query: Query; label: string };
  filters?: FilterDef<F>[];
  filterClassName?: string;
  /** A Refresh button at the end of the filter bar. */
  refreshable?: boolean;
  /** The list's heading (`id` labels the section) and the buttons beside it ("Add Notice"). */
  heading?: { text: string; id?: string; className?: string };
  actions?: ReactNode;
  /** Between the heading and the filter bar: counters, notes. */
  header?: ReactNode;
  loading: { label: string; count?: number; itemClassName?: string };
  /** The message of a failed load when the answer carries none. */
  error: string;
  empty: AdminListEmpty;
  /** Where the "Showing a-b of N" line goes, or another line above the list (the properties count). */
  showing?: 'above' | 'below' | 'none';
  /** A line above the list (the properties count), announced as it changes. */
  summary?: ReactNode;
  /** The page-number text of a list without a count ("Page 3"). */
  pageLabel?: string;
  confirmDelete?: AdminListConfirm<R>;
  /** A pane beside the list on wide screens, below it on narrow ones (the contact message's details). */
  aside?: ReactNode;
  /** The list's dialogs. */
  children?: ReactNode;
  className?: string;
}

/** What the list area shows: loading, failure, empty (or nothing matching), or the table. */
function ListBody<F extends { search: string }, R>(props: AdminListViewProps<F, R>) {
  const { list, loading, empty } = props;
  const { query } = list;
  if (query.isPending) {
    return (
      <SkeletonList
        label={loading.label}
        className="space-y-2"
        count={loading.count ?? 5}
        itemClassName={loading.itemClassName ?? 'h-14 w-full'}
      />
    );
  }
  if (query.isError) return <ErrorState message={failureMessage(query.error, props.error)} onRetry={() => void query.refetch()} />;
  if (list.rows.length === 0) {
    const filtered = list.isFiltered;
    return (
      <EmptyState
        title={filtered ? (empty.filteredTitle ?? empty.title) : empty.title}
        icon={empty.icon}
        message={filtered ? empty.filteredMessage : empty.message}
        action={
          filtered
            ? empty.clearButton !== false && (
                <Button variant="outline" onClick={list.clear}>
                  Clear filters
                </Button>
              )
            : empty.action
        }
      />
    );
  }
  const showing = props.showing ?? 'above';
  const line = list.showing && showing !== 'none' && <p className="text-sm text-slate-700">{list.showing}</p>;
  return (
    <div className="space-y-3" aria-busy={query.isFetching || undefined}>
      {showing === 'above' && line}
      {props.renderRows ? props.renderRows(list.rows) : <Table {...props} />}
      {showing === 'below' && line}
      <Pagination page={list.page} totalPages={list.totalPages} onPageChange={list.setPage} capped={list.capped} label={props.pageLabel} />
    </div>
  );
}

/** The page's rows in the DataTable, with the bulk bar and Export CSV in its toolbar. */
function Table<F extends { search: string }, R>(props: AdminListViewOptions<F, R> & TableRows<R>) {
  const { list } = props;
  const rowKey = props.rowKey ?? ((row: R) => String((row as { id: unknown }).id));
  return (
    <>
      <DataTable
        tableId={props.tableId}
        caption={props.caption}
        columns={props.columns}
        rows={list.rows}
        rowKey={rowKey}
        sort={list.sort}
        onSortChange={list.setSort}
        sortMode={props.sortMode}
        onOpen={props.onOpen}
        selected={props.selectable ? list.selected : undefined}
        onSelectedChange={props.selectable ? list.setSelected : undefined}
        rowLabel={props.rowLabel}
        className={props.phoneCards && 'hidden md:block'}
        toolbar={
          (props.toolbar || props.exportCsv) && (
            <>
              {props.toolbar?.(list.selected)}
              {props.exportCsv && <ExportCsvLink {...props.exportCsv} />}
            </>
          )
        }
      />
      {props.phoneCards && (
        <div className="space-y-2 md:hidden">
          {props.exportCsv && (
            <div className="flex justify-end">
              <ExportCsvLink {...props.exportCsv} />
            </div>
          )}
          <ul className="space-y-3" aria-label={props.phoneCards.label}>
            {list.rows.map((row) => (
              <li key={rowKey(row)} className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
                {props.phoneCards?.card(row)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

/**
 * The one admin list (issue 31): header, declared filter bar, then loading skeleton, error with
 * Try Again, empty or nothing-matches, or the DataTable with its "Showing" line and paging, and
 * the delete confirmation. The section gives its columns, filters and API call (useAdminList).
 */
export function AdminListView<F extends { search: string }, R>(props: AdminListViewProps<F, R>) {
  const { list, confirmDelete, heading } = props;
  const Wrapper = heading?.id ? 'section' : 'div';
  return (
    <Wrapper aria-labelledby={heading?.id} className={props.className ?? 'space-y-4'}>
      {(heading || props.actions) && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading && (
            <h2 id={heading.id} className={heading.className ?? 'text-lg font-semibold text-slate-900'}>
              {heading.text}
            </h2>
          )}
          {props.actions}
        </div>
      )}
      {props.header}
      {props.filters && props.filters.length > 0 && (
        <FilterBar
          defs={props.filters}
          filters={list.filters}
          applied={list.applied}
          setFilter={list.setFilter}
          className={props.filterClassName}
          trailing={props.refreshable && <RefreshButton refreshing={list.refreshing} onRefresh={list.refresh} />}
        />
      )}
      {props.summary && (
        <p className="text-sm text-slate-700" aria-live="polite">
          {props.summary}
        </p>
      )}
      {props.aside ? (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div>
            <ListBody {...props} />
          </div>
          {props.aside}
        </div>
      ) : (
        <ListBody {...props} />
      )}
      {confirmDelete && (
        <ConfirmDialog
          open={list.deleting !== null}
          onOpenChange={(open) => !open && list.cancelDelete()}
          title={confirmDelete.title}
          message={list.deleting !== null && confirmDelete.message(list.deleting)}
          confirmLabel={confirmDelete.confirmLabel ?? 'Delete'}
          cancelLabel={confirmDelete.cancelLabel}
          busy={list.deleteBusy}
          onConfirm={list.confirmDelete}
        />
      )}
      {props.children}
    </Wrapper>
  );
}
