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
  filteredMessage: ReactNode;
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

export interface AdminListViewProps<F extends { search: string }, R> {
  list: AdminListState<F, R>;
  /** Names the table (its remembered columns) and labels it for screen readers. */
  tableId: string;
  caption: string;
  columns: DataColumn<R>[];
  rowKey?: (row: R) => string;
  onOpen?: (row: R) => void;
  /** Row checkboxes for bulk actions; `rowLabel` says what each selects. */
  selectable?: boolean;
  rowLabel?: (row: R) => string;
  sortMode?: 'server' | 'client';
  /**
   * On phones, a card a row in place of the table (a wide table would leave the row's actions
   * off-screen); the toolbar then stands above the cards.
   */
  cards?: (row: R) => ReactNode;
  /** Beside the column chooser: the bulk bar (given the page's chosen rows), other buttons. */
  toolbar?: (selected: string[]) => ReactNode;
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
  const rowKey = props.rowKey ?? ((row: R) => String((row as { id: unknown }).id));
  const toolbar = (props.toolbar || props.exportCsv) && (
    <>
      {props.toolbar?.(list.selected)}
      {props.exportCsv && <ExportCsvLink {...props.exportCsv} />}
    </>
  );
  const table = (
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
      toolbar={toolbar}
    />
  );
  const { cards } = props;
  return (
    <div className="space-y-3" aria-busy={query.isFetching || undefined}>
      {showing === 'above' && line}
      {cards ? (
        <>
          {toolbar && <div className="flex justify-end gap-2 sm:hidden">{toolbar}</div>}
          <ul className="space-y-3 sm:hidden" aria-label={props.caption}>
            {list.rows.map((row) => (
              <li key={rowKey(row)} className="rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm">
                {cards(row)}
              </li>
            ))}
          </ul>
          <div className="hidden sm:block">{table}</div>
        </>
      ) : (
        table
      )}
      {showing === 'below' && line}
      <Pagination page={list.page} totalPages={list.totalPages} onPageChange={list.setPage} capped={list.capped} label={props.pageLabel} />
    </div>
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
      <ListBody {...props} />
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
