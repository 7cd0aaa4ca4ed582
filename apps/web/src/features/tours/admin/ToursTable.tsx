import { TOUR_STATUS_LABELS, TOUR_TYPE_LABELS } from '@rentfront/shared/tours-core';
import type { AdminTour } from '@rentfront/shared/tours';
import type { ReactNode } from 'react';
import { Badge } from '../../../ui/Badge';
import { DataTable, type DataColumn, type ListSort } from '../../../ui/table/DataTable';
import { RowOpen } from '../../../ui/table/rowOpen';
import { dateTimeWithZone } from './agenda';
import { STATUS_TONES } from './tourStatus';

/** When (site zone), Home, Visitor, Type, Status; sorted by the server, the row opens the details. */
export function ToursTable({
  rows,
  timeZone,
  sort,
  onSortChange,
  onOpen,
  empty,
}: {
  rows: AdminTour[];
  timeZone: string;
  sort: ListSort;
  onSortChange: (next: ListSort) => void;
  onOpen: (tour: AdminTour) => void;
  empty: ReactNode;
}) {
  const columns: DataColumn<AdminTour>[] = [
    {
      id: 'start',
      header: 'When',
      sortable: true,
      cell: (t) => <span className="whitespace-nowrap">{dateTimeWithZone(t.start, timeZone)}</span>,
    },
    {
      id: 'full_name',
      header: 'Visitor',
      sortable: true,
      cell: (t) => (
        <div className="min-w-44">
          <RowOpen label={`Open the tour of ${t.full_name}, ${dateTimeWithZone(t.start, timeZone)}`}>{t.full_name}</RowOpen>
          <p className="break-all text-slate-700">{t.email}</p>
        </div>
      ),
    },
    {
      id: 'property',
      header: 'Home',
      sortable: true,
      hideable: true,
      cell: (t) => (
        <div className="min-w-40">
          <p className="font-medium text-slate-900">{t.property_title}</p>
          <p className="text-slate-700">{t.property_address}</p>
        </div>
      ),
    },
    { id: 'type', header: 'Type', sortable: true, hideable: true, cell: (t) => TOUR_TYPE_LABELS[t.type] },
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      hideable: true,
      cell: (t) => <Badge tone={STATUS_TONES[t.status]}>{TOUR_STATUS_LABELS[t.status]}</Badge>,
    },
  ];
  return (
    <DataTable
      tableId="tours"
      columns={columns}
      rows={rows}
      rowKey={(t) => t.id}
      caption="Tours"
      sort={sort}
      onSortChange={onSortChange}
      onOpen={onOpen}
      empty={empty}
    />
  );
}
