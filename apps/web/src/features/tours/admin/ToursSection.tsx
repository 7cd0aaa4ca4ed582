import { isCalendarDate, TOURS_PAGE_SIZE, type AdminTour } from '@rentfront/shared/tours';
import { DEFAULT_TOUR_TIME_ZONE, TOUR_STATUSES, TOUR_TYPES } from '@rentfront/shared/tours-core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '../../../api/errors';
import { listAdminTours } from '../../../api/tours';
import { useListSort } from '../../../ui/table/useListSort';
import { usePageCount } from '../../../lib/usePageCount';
import { useUrlListFilters } from '../../../lib/useUrlListFilters';
import { CalendarDays } from '../../../ui/icons';
import { ErrorState, FilteredEmptyState } from '../../../ui/EmptyState';
import { ALL } from '../../../ui/FilterSelect';
import { Pagination } from '../../../ui/Pagination';
import { SkeletonList } from '../../../ui/Skeleton';
import { TourDetailsDialog } from './TourDetailsDialog';
import { ToursAgenda } from './ToursAgenda';
import { NO_TOUR_FILTERS, ToursFilters } from './ToursFilters';
import { ToursTable } from './ToursTable';
import { TOURS_KEY } from './useTourUpdate';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Every filter lives in the address, so a reload or a shared link keeps them (ids and days only: no PII).
const URL_FILTERS = {
  property_id: (v: string) => UUID.test(v),
  type: TOUR_TYPES,
  status: TOUR_STATUSES,
  from: isCalendarDate,
  to: isCalendarDate,
};

/** Admin › Tours (issue 21 item 7): the agenda for today and the week, the filtered list, a tour's details. */
export default function ToursSection() {
  const { filters, applied, isFiltered, page, setPage, offset, setFilter, clear } = useUrlListFilters(
    NO_TOUR_FILTERS,
    TOURS_PAGE_SIZE,
    URL_FILTERS,
  );
  const { sort, params: sortParams, setSort } = useListSort(setPage);
  const [viewing, setViewing] = useState<AdminTour | null>(null);

  const params = {
    limit: TOURS_PAGE_SIZE,
    offset,
    property_id: applied.property_id === ALL ? undefined : applied.property_id,
    type: applied.type,
    status: applied.status,
    from: applied.from || undefined,
    to: applied.to || undefined,
    ...sortParams,
  };
  const list = useQuery({
    queryKey: [...TOURS_KEY, 'list', params],
    queryFn: () => listAdminTours(params).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
  const data = list.data;
  const total = data?.pagination.total ?? 0;
  const totalPages = usePageCount(data?.pagination.total, TOURS_PAGE_SIZE, page, setPage);
  // The site's zone comes with every list answer; the details use the one the list was read in.
  const zone = data?.time_zone;

  let content;
  if (list.isPending) {
    content = <SkeletonList label="Loading tours" className="space-y-2" count={5} itemClassName="h-14 w-full" />;
  } else if (list.isError || !data) {
    content = <ErrorState message={failureMessage(list.error, 'Could not load tours.')} onRetry={() => void list.refetch()} />;
  } else {
    const first = data.pagination.offset + 1;
    const last = data.pagination.offset + data.tours.length;
    content = (
      <div className="space-y-3" aria-busy={list.isFetching || undefined}>
        {data.tours.length > 0 && (
          <p className="text-sm text-slate-700">
            Showing {first}-{last} of {total} tour{total === 1 ? '' : 's'}. Times in {data.time_zone.replace(/_/g, ' ')}.
          </p>
        )}
        <ToursTable
          rows={data.tours}
          timeZone={data.time_zone}
          sort={sort}
          onSortChange={setSort}
          onOpen={setViewing}
          empty={
            <FilteredEmptyState
              title={isFiltered ? 'No tours match these filters.' : 'No tours yet'}
              icon={<CalendarDays aria-hidden className="h-10 w-10 text-slate-500" />}
              isFiltered={isFiltered}
              filteredMessage="Try another home, type, status or dates, or clear the filters."
              onClearFilters={clear}
              message="Tours appear here as soon as visitors book them on the tour page."
            />
          }
        />
        {total > TOURS_PAGE_SIZE && <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />}
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <h2 className="sr-only">Tours</h2>
      <ToursAgenda onOpen={setViewing} />
      <section aria-labelledby="tours-list-title" className="space-y-3">
        <h3 id="tours-list-title" className="text-lg font-semibold text-slate-900">
          All tours
        </h3>
        <ToursFilters filters={filters} onChange={setFilter} isFiltered={isFiltered} onClear={clear} />
        {content}
      </section>
      {viewing && <TourDetailsDialog id={viewing.id} timeZone={zone ?? DEFAULT_TOUR_TIME_ZONE} onClose={() => setViewing(null)} />}
    </div>
  );
}
