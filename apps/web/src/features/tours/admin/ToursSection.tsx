import { TOURS_PAGE_SIZE, type AdminTour } from '@rentfront/shared/tours';
import { DEFAULT_TOUR_TIME_ZONE } from '@rentfront/shared/tours-core';
import { useState } from 'react';
import { tourKeys } from '../../../api/queryKeys';
import { listAdminTours } from '../../../api/tours';
import { AdminListView, useAdminList } from '../../../ui/admin-list';
import { ALL } from '../../../ui/FilterSelect';
import { TourDetailsDialog } from './TourDetailsDialog';
import { ToursAgenda } from './ToursAgenda';
import { NO_TOUR_FILTERS, ToursFilters } from './ToursFilters';
import { TOUR_EMPTY, TOUR_URL_FILTERS, tourColumns } from './tourList';

/** Admin › Tours (issue 21 item 7): the agenda for today and the week, the filtered list, a tour's details. */
export default function ToursSection() {
  const [viewing, setViewing] = useState<AdminTour | null>(null);
  const list = useAdminList({
    key: tourKeys.list,
    filters: NO_TOUR_FILTERS,
    urlFilters: TOUR_URL_FILTERS,
    pageSize: TOURS_PAGE_SIZE,
    params: ({ property_id, type, status, from, to }) => ({
      property_id: property_id === ALL ? undefined : property_id,
      type,
      status,
      from: from || undefined,
      to: to || undefined,
    }),
    fetch: listAdminTours,
    page: (d) => ({ rows: d.tours, total: d.pagination.total }),
    noun: ['tour', 'tours'],
  });
  // The site's zone comes with every list answer; the details use the one the list was read in.
  const zone = list.data?.time_zone ?? DEFAULT_TOUR_TIME_ZONE;

  return (
    <div className="space-y-6">
      <h2 className="sr-only">Tours</h2>
      <ToursAgenda onOpen={setViewing} />
      <section aria-labelledby="tours-list-title">
        <AdminListView
          list={list}
          className="space-y-3"
          header={
            <>
              <h3 id="tours-list-title" className="text-lg font-semibold text-slate-900">
                All tours
              </h3>
              <ToursFilters filters={list.filters} onChange={list.setFilter} isFiltered={list.isFiltered} onClear={list.clear} />
            </>
          }
          summary={list.rows.length > 0 && `${list.showing}. Times in ${zone.replace(/_/g, ' ')}.`}
          showing="none"
          tableId="tours"
          caption="Tours"
          columns={tourColumns(zone)}
          onOpen={setViewing}
          loading={{ label: 'Loading tours' }}
          error="Could not load tours."
          empty={TOUR_EMPTY}
        >
          {viewing && <TourDetailsDialog id={viewing.id} timeZone={zone} onClose={() => setViewing(null)} />}
        </AdminListView>
      </section>
    </div>
  );
}
