import { isCalendarDate, type AdminTour } from '@rentfront/shared/tours';
import { TOUR_STATUS_LABELS, TOUR_STATUSES, TOUR_TYPE_LABELS, TOUR_TYPES } from '@rentfront/shared/tours-core';
import { Badge } from '../../../ui/Badge';
import { CalendarDays } from '../../../ui/icons';
import type { DataColumn } from '../../../ui/table/DataTable';
import { RowOpen } from '../../../ui/table/rowOpen';
import { dateTimeWithZone } from './agenda';
import { STATUS_TONES } from './tourStatus';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Every filter lives in the address, so a reload or a shared link keeps them (ids and days only: no PII). */
export const TOUR_URL_FILTERS = {
  property_id: (v: string) => UUID.test(v),
  type: TOUR_TYPES,
  status: TOUR_STATUSES,
  from: isCalendarDate,
  to: isCalendarDate,
};

export const TOUR_EMPTY = {
  title: 'No tours yet',
  filteredTitle: 'No tours match these filters.',
  icon: <CalendarDays aria-hidden className="h-10 w-10 text-slate-500" />,
  message: 'Tours appear here as soon as visitors book them on the tour page.',
  filteredMessage: 'Try another home, type, status or dates, or clear the filters.',
};

/** When (site zone), Visitor, Home, Type, Status; sorted by the server, the row opens the details. */
export function tourColumns(timeZone: string): DataColumn<AdminTour>[] {
  return [
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
}
