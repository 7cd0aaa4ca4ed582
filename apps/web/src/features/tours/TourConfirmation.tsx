import { TOUR_MESSAGES } from '@rentfront/shared/tours-core';
import type { TourBooked } from '@rentfront/shared/tours';
import { useEffect, useRef } from 'react';
import { CheckCircle2 } from '../../ui/icons';
import { TourAddToCalendar } from './TourAddToCalendar';
import { whenLabel } from './tourTime';

/** After booking: when, add to calendar, and the link to change or cancel the tour. */
export function TourConfirmation({ booked, typeLabel, homeTitle }: { booked: TourBooked; typeLabel: string; homeTitle: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: move focus to the answer so a screen reader reads it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="tour-booked-title" className="grid gap-4 rounded-lg border border-green-200 bg-green-50 p-5">
      <h2 id="tour-booked-title" ref={heading} tabIndex={-1} className="flex items-center gap-2 text-xl font-semibold text-green-900">
        <CheckCircle2 aria-hidden className="h-5 w-5" /> Tour booked
      </h2>
      <p className="text-slate-900">{TOUR_MESSAGES.booked}</p>
      {/* Self-guided (issue 30): when the access instructions come. */}
      {booked.access_note && <p className="text-slate-900">{booked.access_note}</p>}
      <dl className="grid gap-1 text-sm text-slate-900">
        <div>
          <dt className="inline font-semibold">Home: </dt>
          <dd className="inline">{homeTitle}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">Tour: </dt>
          <dd className="inline">{typeLabel}</dd>
        </div>
        <div>
          <dt className="inline font-semibold">When: </dt>
          <dd className="inline">{whenLabel(booked.start, booked.time_zone)}</dd>
        </div>
      </dl>
      <TourAddToCalendar calendarUrl={booked.calendar_url} googleUrl={booked.google_calendar_url} />
      <p className="text-sm text-slate-900">
        Need to change it?{' '}
        <a href={booked.manage_url} className="font-medium text-brand-800 underline">
          Reschedule or cancel your tour
        </a>
        . The same link is in your e-mail.
      </p>
    </section>
  );
}
