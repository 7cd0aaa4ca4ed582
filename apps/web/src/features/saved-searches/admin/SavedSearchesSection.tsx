import {
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_STATUS_LABELS,
  SAVED_SEARCH_STATUSES,
  SAVED_SEARCHES_PAGE_SIZE,
  type SavedSearch,
  type SavedSearchStatus,
} from '@rentfront/shared/saved-searches-core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellRing } from '../../../ui/icons';
import { useState } from 'react';
import { failureMessage } from '../../../api/errors';
import { deleteSavedSearch, listSavedSearches } from '../../../api/saved-searches';
import { useListFilters } from '../../../lib/useListFilters';
import { usePageCount } from '../../../lib/usePageCount';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ErrorState, FilteredEmptyState } from '../../../ui/EmptyState';
import { ALL, FilterSelect, type Filter } from '../../../ui/FilterSelect';
import { Pagination } from '../../../ui/Pagination';
import { RefreshButton } from '../../../ui/RefreshButton';
import { SearchField } from '../../../ui/SearchField';
import { SkeletonList } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toast';
import { SavedSearchTable } from './SavedSearchTable';

const NO_FILTERS = { search: '', status: ALL as Filter<SavedSearchStatus> };

/**
 * Admin › Saved Searches: who gets new-listing alerts for what. Addresses are stored encrypted and
 * shown masked; the search box finds one whole address (an exact match through its blind index).
 */
export default function SavedSearchesSection() {
  const queryClient = useQueryClient();
  const { filters, applied, isFiltered, page, setPage, offset, setFilter, clear } = useListFilters(NO_FILTERS, SAVED_SEARCHES_PAGE_SIZE);
  const [toDelete, setToDelete] = useState<SavedSearch | null>(null);

  const params = { limit: SAVED_SEARCHES_PAGE_SIZE, offset, status: applied.status, email: applied.search || undefined };
  const list = useQuery({
    queryKey: ['saved-searches', params],
    queryFn: () => listSavedSearches(params),
    placeholderData: keepPreviousData,
  });
  const data = list.data?.data;
  const total = data?.pagination.total ?? 0;
  const totalPages = usePageCount(data?.pagination.total, SAVED_SEARCHES_PAGE_SIZE, page, setPage);

  const remove = useMutation({
    mutationFn: (s: SavedSearch) => deleteSavedSearch(s.id),
    onSuccess: () => {
      toast.success(SAVED_SEARCH_MESSAGES.deleted);
      setToDelete(null);
    },
    onError: (err) => toast.error(failureMessage(err, SAVED_SEARCH_MESSAGES.deleteFailed)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['saved-searches'] }),
  });

  let content;
  if (list.isPending) {
    content = <SkeletonList label="Loading saved searches" className="space-y-2" count={5} itemClassName="h-14 w-full" />;
  } else if (list.isError) {
    content = <ErrorState message={failureMessage(list.error, SAVED_SEARCH_MESSAGES.loadFailed)} onRetry={() => list.refetch()} />;
  } else if (!data || data.saved_searches.length === 0) {
    content = (
      <FilteredEmptyState
        title="No saved searches found"
        icon={<BellRing aria-hidden className="h-10 w-10 text-slate-500" />}
        isFiltered={isFiltered}
        filteredMessage="Try another email address or status."
        onClearFilters={clear}
        message='Visitors save a search with "Save this search" on the properties page or in the Property Assistant.'
      />
    );
  } else {
    content = (
      <div className="space-y-3" aria-busy={list.isFetching || undefined}>
        <SavedSearchTable rows={data.saved_searches} onDelete={setToDelete} />
        {total > SAVED_SEARCHES_PAGE_SIZE && <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />}
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">All Saved Searches</h2>
        <p className="mt-1 text-sm text-slate-700">
          Confirmed searches get at most one email a day with the new homes that match. Addresses are shown masked.
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <SearchField
          label="Email address"
          className="min-w-56 flex-1"
          placeholder="Find one whole email address"
          value={filters.search}
          onChange={(text) => setFilter('search', text)}
        />
        <FilterSelect
          label="Status"
          className="w-56"
          allLabel="All statuses"
          values={SAVED_SEARCH_STATUSES}
          labelOf={(s) => SAVED_SEARCH_STATUS_LABELS[s]}
          value={filters.status}
          onChange={(status) => setFilter('status', status)}
        />
        <RefreshButton
          refreshing={list.isFetching && !list.isPending}
          onRefresh={() => queryClient.invalidateQueries({ queryKey: ['saved-searches'] })}
        />
      </div>
      {content}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete Saved Search"
        message={
          <>
            Delete the search <strong>{toDelete?.summary}</strong> for {toDelete?.email_masked}? No more alerts will be sent for it. This
            action cannot be undone.
          </>
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      />
    </div>
  );
}
