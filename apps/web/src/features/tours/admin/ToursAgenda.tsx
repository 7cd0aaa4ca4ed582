import { TOUR_STATUS_LABELS, TOUR_TYPE_LABELS } from '@rentfront/shared/tours-core';
import type { AdminTour } from '@rentfront/shared/tours';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '../../../api/errors';
import { tourQueries } from '../../../api/queries/tours';
import { zoneDay } from '../../../lib/format';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ErrorState } from '../../../ui/EmptyState';
import { SkeletonList } from '../../../ui/Skeleton';
import { dayLabel } from '../tourTime';
import { AGENDA_DAYS, addDays, agendaRequestWindow, groupByZoneDay, timeRange } from './agenda';
import { STATUS_TONES } from './tourStatus';

type View = 'today' | 'week';

/**
 * Today and this week at a glance, by the site's calendar day: what the office runs its day on.
 * Cancelled tours are left out (nothing to do for them); the list below still finds them.
 */
export function ToursAgenda({ onOpen }: { onOpen: (tour: AdminTour) => void }) {
  const [view, setView] = useState<View>('today');
  // Fixed for the page's life: a refetch must not move the window under the reader.
  const [window] = useState(() => agendaRequestWindow(new Date()));
  const agenda = useQuery(tourQueries.agenda(window));

  let body;
  if (agenda.isPending) {
    body = <SkeletonList label="Loading the agenda" count={3} itemClassName="h-14 w-full" className="space-y-2" />;
  } else if (agenda.isError) {
    body = <ErrorState message={failureMessage(agenda.error, 'Could not load the agenda.')} onRetry={() => void agenda.refetch()} />;
  } else {
    const zone = agenda.data.time_zone;
    const today = zoneDay(new Date(), zone);
    const active = agenda.data.tours.filter((t) => t.status !== 'cancelled');
    const days = groupByZoneDay(active, zone, today, view === 'today' ? 1 : AGENDA_DAYS);
    const more = agenda.data.pagination.total > agenda.data.tours.length;
    body = (
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          Times in the site&apos;s time zone, {zone.replace(/_/g, ' ')}.
          {more && ' Only the first 100 tours of the week are shown here; the list below has all of them.'}
        </p>
        {days.map((day) => (
          <section key={day.date} aria-labelledby={`agenda-${day.date}`}>
            <h4 id={`agenda-${day.date}`} className="mb-2 text-sm font-semibold text-slate-900">
              {day.date === today
                ? `Today, ${dayLabel(day.date, 'long')}`
                : day.date === addDays(today, 1)
                  ? `Tomorrow, ${dayLabel(day.date, 'long')}`
                  : dayLabel(day.date, 'long')}
              <span className="ml-2 font-normal text-slate-700">
                {day.tours.length === 0 ? 'No tours' : `${day.tours.length} tour${day.tours.length === 1 ? '' : 's'}`}
              </span>
            </h4>
            {day.tours.length > 0 && (
              <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
                {day.tours.map((t) => (
                  <li key={t.id}>
                    <button
                      type="button"
                      onClick={() => onOpen(t)}
                      className="grid w-full gap-1 px-3 py-2 text-left text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-blue-700 sm:grid-cols-[12rem_1fr_auto] sm:items-center sm:gap-3"
                    >
                      <span className="font-medium whitespace-nowrap text-slate-900">{timeRange(t.start, t.end, zone)}</span>
                      <span className="min-w-0">
                        <span className="block truncate font-medium text-slate-900">{t.full_name}</span>
                        <span className="block truncate text-slate-700">
                          {TOUR_TYPE_LABELS[t.type]} · {t.property_title}
                        </span>
                      </span>
                      <Badge tone={STATUS_TONES[t.status]} className="justify-self-start">
                        {TOUR_STATUS_LABELS[t.status]}
                      </Badge>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    );
  }

  return (
    <section aria-labelledby="tours-agenda-title" className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="tours-agenda-title" className="text-lg font-semibold text-slate-900">
          Agenda
        </h3>
        <div role="group" aria-label="Agenda period" className="flex gap-1">
          {(['today', 'week'] as const).map((v) => (
            <Button key={v} size="sm" variant={view === v ? 'primary' : 'outline'} aria-pressed={view === v} onClick={() => setView(v)}>
              {v === 'today' ? 'Today' : 'This week'}
            </Button>
          ))}
        </div>
      </div>
      {body}
    </section>
  );
}
