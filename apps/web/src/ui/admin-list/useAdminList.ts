import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '../../api/errors';
import { useListSort } from '../table/useListSort';
import { usePageCount } from '../../lib/usePageCount';
import { useUrlListFilters, type UrlFilterValues } from '../../lib/useUrlListFilters';
import type { SortDirection } from '@rentfront/shared/query';
import type { ListSort } from '../table/DataTable';
import { toast as plainToast, authToast } from '../toast';
import { countLine, pageRange, showingText, type PageRange } from './showing';

/** What a page of the list holds, as the section reads it from the API answer. */
export interface ListPage<R> {
  rows: R[];
  /** All matching rows; left out by a list the server does not count (it says `hasNext`). */
  total?: number;
  capped?: boolean;
  hasNext?: boolean;
}

export interface AdminListDelete<R> {
  call: (row: R) => Promise<{ message?: string | null }>;
  /** `deleting` shows a loading toast that the outcome replaces. */
  messages: { deleted: string; failed: string; deleting?: string };
  /** Further query keys a delete makes stale (the dashboard's counters…), beside the list's own. */
  invalidates?: QueryKey[];
  /** The shorter toasts of the property flows (public-site.md §9). */
  toast?: 'auth';
  onDeleted?: (row: R) => void;
}

/** What a page's request sends: the list's parameters, the page and the header sort. */
export type PageParams<P> = P & { limit: number; offset: number; sort?: string; dir?: SortDirection };

export interface AdminListOptions<F extends { search: string }, D, R, P extends object = F> {
  /** The list's query key: pages are `[...key, params]`, and a delete or refresh invalidates `key`. */
  key: QueryKey;
  /** The filters when nothing narrows the list. */
  filters: F;
  /** Filters kept in the address, with the values each may take there (anything else is ignored). */
  urlFilters?: UrlFilterValues<F>;
  pageSize: number;
  /** The page's query parameters from the applied filters (default: all of them). */
  params?: (applied: F) => P;
  /** Reads one page; receives limit, offset, the filters and the header sort. */
  fetch: (params: PageParams<P>) => Promise<{ data: D }>;
  /** The rows and total of an answer. */
  page: (data: D) => ListPage<R>;
  /** [one, many] for "Showing a-b of N …". */
  noun?: readonly [string, string];
  /**
   * The server answers the whole list at once (a bounded directory, never more than `pageSize`
   * rows): the line then says "3 contractors", not "Showing 1-3 of 3 contractors".
   */
  whole?: boolean;
  remove?: AdminListDelete<R>;
  /** Other queries of the same records (a details pane beside the list): refresh and delete read them again too. */
  related?: QueryKey[];
}

/**
 * Everything an admin list does between its API call and its table: filters (some in the
 * address), header sort, paging (stepping back when a delete empties the last page), the query
 * with the previous page kept while the next loads, the "Showing a-b of N" line, refresh, the
 * row selection of the page, and delete with its confirmation state, toast and invalidation.
 */
export function useAdminList<F extends { search: string }, D, R, P extends object = F>(
  options: AdminListOptions<F, D, R, P>,
): AdminListState<F, R> & { data: D | undefined } {
  const { key, pageSize, remove: del } = options;
  const queryClient = useQueryClient();
  const filterState = useUrlListFilters(options.filters, pageSize, options.urlFilters ?? {});
  const { page, setPage, offset, applied } = filterState;
  const { sort, params: sortParams, setSort } = useListSort(setPage);
  const [selected, setSelected] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<R | null>(null);

  const own = (options.params ? options.params(applied) : applied) as P;
  const params: PageParams<P> = { ...own, limit: pageSize, offset, ...sortParams };
  const query = useQuery({ queryKey: [...key, params], queryFn: () => options.fetch(params), placeholderData: keepPreviousData });
  const data = query.data?.data;
  const current = data === undefined ? undefined : options.page(data);
  const counted = usePageCount(current?.total, pageSize, page, setPage);
  const totalPages = current && current.total === undefined ? (current.hasNext ? page + 1 : page) : counted;
  const range: PageRange | undefined =
    current && pageRange(offset, current.rows.length, current.total ?? offset + current.rows.length, current.capped);

  const refresh = async () => {
    await Promise.all([key, ...(options.related ?? [])].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
  const toast = del?.toast === 'auth' ? authToast : plainToast;
  const remove = useMutation({
    mutationFn: (row: R) => (del ? del.call(row) : Promise.reject(new Error('This list has no delete'))),
    onMutate: () => ({ toastId: del?.messages.deleting ? toast.loading(del.messages.deleting) : undefined }),
    onSuccess: (res, row, ctx) => {
      toast.success(res.message || (del?.messages.deleted ?? ''), ctx?.toastId);
      setDeleting(null);
      del?.onDeleted?.(row);
    },
    onError: (err, _row, ctx) => toast.error(failureMessage(err, del?.messages.failed ?? ''), ctx?.toastId),
    onSettled: () => {
      void refresh();
      for (const other of del?.invalidates ?? []) void queryClient.invalidateQueries({ queryKey: other });
    },
  });

  return {
    ...filterState,
    sort,
    setSort,
    params: params as Record<string, unknown>,
    query,
    data,
    rows: current?.rows ?? [],
    range,
    showing: range && options.noun ? (options.whole ? countLine : showingText)(range, options.noun) : undefined,
    totalPages,
    capped: current?.capped,
    /** Whether the list is being read again (not the first load). */
    refreshing: query.isFetching && !query.isPending,
    refresh,
    /** The selection, kept to rows of the page on screen: a row left behind by paging or filtering is not acted on. */
    selected: selected.filter((id) => current?.rows.some((row) => rowIdOf(row) === id)),
    setSelected,
    deleting,
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete: () => {
      if (deleting !== null) remove.mutate(deleting);
    },
    deleteBusy: remove.isPending,
  };
}

/** The selection key of a row: its `id` (every admin record has one). */
function rowIdOf(row: unknown): string {
  return String((row as { id?: unknown }).id);
}

/** What useAdminList hands the view and the section. */
export interface AdminListState<F extends { search: string }, R> {
  /** The filters as typed (the search before it settles) and as the query sends them. */
  filters: F;
  applied: F;
  setFilter: <K extends keyof F>(key: K, value: F[K]) => void;
  /** Any filter narrows the list: the empty state then offers "Clear filters". */
  isFiltered: boolean;
  clear: () => void;
  page: number;
  setPage: (page: number) => void;
  offset: number;
  totalPages: number;
  sort: ListSort;
  setSort: (next: ListSort) => void;
  /** The page's query parameters (limit, offset, filters, sort). */
  params: Record<string, unknown>;
  query: UseQueryResult<unknown>;
  rows: R[];
  range: PageRange | undefined;
  showing: string | undefined;
  capped: boolean | undefined;
  refreshing: boolean;
  refresh: () => Promise<void>;
  selected: string[];
  setSelected: (ids: string[]) => void;
  deleting: R | null;
  askDelete: (row: R) => void;
  cancelDelete: () => void;
  confirmDelete: () => void;
  deleteBusy: boolean;
}
