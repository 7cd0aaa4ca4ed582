import {
  SAVED_SEARCH_MESSAGES as M,
  SAVED_SEARCHES_PAGE_SIZE,
  type SavedSearch,
  type SavedSearchStatus,
} from '@rentfront/shared/saved-searches-core';
import { savedSearchKeys } from '../../../api/queryKeys';
import { deleteSavedSearch, listSavedSearches } from '../../../api/saved-searches';
import { AdminListView, useAdminList } from '../../../ui/admin-list';
import { ALL, type Filter } from '../../../ui/FilterSelect';
import { BellRing } from '../../../ui/icons';
import { SAVED_SEARCH_DELETE, SAVED_SEARCH_FILTERS, savedSearchColumns } from './savedSearchList';

/**
 * Admin › Saved Searches: who gets new-listing alerts for what. Addresses are stored encrypted and
 * shown masked; the search box finds one whole address (an exact match through its blind index).
 */
export default function SavedSearchesSection() {
  const list = useAdminList({
    key: savedSearchKeys.all,
    filters: { search: '', status: ALL as Filter<SavedSearchStatus> },
    pageSize: SAVED_SEARCHES_PAGE_SIZE,
    params: (f) => ({ status: f.status, email: f.search || undefined }),
    fetch: listSavedSearches,
    page: (d) => ({ rows: d.saved_searches, total: d.pagination.total }),
    remove: { call: (s: SavedSearch) => deleteSavedSearch(s.id), messages: { deleted: M.deleted, failed: M.deleteFailed } },
  });
  return (
    <AdminListView
      list={list}
      className="space-y-6"
      heading={{ text: 'All Saved Searches' }}
      header={
        <p className="-mt-4 text-sm text-slate-700">
          Confirmed searches get at most one email a day with the new homes that match. Addresses are shown masked.
        </p>
      }
      filters={SAVED_SEARCH_FILTERS}
      filterClassName="sm:grid-cols-[1fr_14rem_auto]"
      refreshable
      tableId="saved-searches"
      caption="Saved searches"
      columns={savedSearchColumns(list.askDelete)}
      loading={{ label: 'Loading saved searches' }}
      error={M.loadFailed}
      empty={{
        title: 'No saved searches found',
        icon: <BellRing aria-hidden className="h-10 w-10 text-slate-500" />,
        message: 'Visitors save a search with "Save this search" on the properties page or in the Property Assistant.',
        filteredMessage: 'Try another email address or status.',
      }}
      confirmDelete={SAVED_SEARCH_DELETE}
    />
  );
}
