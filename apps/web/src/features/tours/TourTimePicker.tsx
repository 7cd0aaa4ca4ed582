import type { TourAvailability } from '@rentfront/shared/tours';
import type { TourType } from '@rentfront/shared/tours-core';
import { useEffect, useState } from 'react';
import { ApiError, failureMessage } from '../../api/errors';
import { Button } from '../../ui/Button';
import { cn } from '../../ui/cn';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { dayLabel, firstOpenDay, timeLabel, zoneName } from './tourTime';

type State =
  | { status: 'pending' }
  | { status: 'error'; message: string }
  /** The office switched this home or this kind of tour off (409): asking again will not help. */
  | { status: 'off'; message: string }
  | { status: 'ready'; data: TourAvailability };

const loadAvailability = (propertyId: string, type: TourType) =>
  import('../../api/tours').then((m) => m.getTourAvailability(propertyId, type)).then((r) => r.data);

export interface TourTimePickerProps {
  propertyId: string;
  type: TourType;
  /** The chosen start (ISO), or null. */
  value: string | null;
  onChange: (start: string | null, timeZone: string) => void;
  /** Bump to read the free times again (after "This time was just taken"). */
  version?: number;
  /** A start to leave out (the tour's current time when rescheduling). */
  exclude?: string;
  /** Called when this home or type offers no tours at all (the page then hides its form). */
  onOff?: () => void;
}

/**
 * A strip of days and the free times of the chosen day, in the site's time zone. Times are
 * toggle buttons in a labelled group, so a keyboard or screen reader moves through them in order.
 */
export function TourTimePicker({ propertyId, type, value, onChange, version = 0, exclude, onOff }: TourTimePickerProps) {
  const [state, setState] = useState<State>({ status: 'pending' });
  const [attempt, setAttempt] = useState(0);
  const [day, setDay] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setState({ status: 'pending' });
    loadAvailability(propertyId, type).then(
      (data) => {
        if (!current) return;
        setState({ status: 'ready', data });
        setDay((d) => (d && data.days.some((x) => x.date === d) ? d : firstOpenDay(data.days)));
      },
      (error: unknown) => {
        if (!current) return;
        const message = failureMessage(error, 'Could not load the free times.');
        if (error instanceof ApiError && error.status === 409) {
          setState({ status: 'off', message });
          onOff?.();
        } else setState({ status: 'error', message });
      },
    );
    return () => {
      current = false;
    };
    // onOff is a notification only; a new function each render must not reload the times.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [propertyId, type, version, attempt]);

  if (state.status === 'pending')
    return (
      <LoadingRegion label="Loading free times" className="grid gap-3">
        <div className="flex gap-2 overflow-hidden">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-20 shrink-0" />
          ))}
        </div>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-11" />
          ))}
        </div>
      </LoadingRegion>
    );

  if (state.status === 'off')
    return (
      <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
        {state.message}
      </p>
    );

  if (state.status === 'error')
    return (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-sm text-red-900">
        <p>{state.message}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => setAttempt((n) => n + 1)}>
          Try Again
        </Button>
      </div>
    );

  const { data } = state;
  const chosen = data.days.find((d) => d.date === day);
  const slots = (chosen?.slots ?? []).filter((s) => s.start !== exclude);
  const zone = zoneName(slots[0]?.start ?? new Date().toISOString(), data.time_zone);

  if (data.days.length === 0) return <p className="text-sm text-slate-700">No free times right now. Please check again later.</p>;

  return (
    <div className="grid gap-4">
      <div role="group" aria-label="Day" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
        {data.days.map((d) => {
          const selected = d.date === day;
          const [weekday, date] = dayLabel(d.date).split(', ');
          return (
            <button
              key={d.date}
              type="button"
              aria-pressed={selected}
              aria-label={`${dayLabel(d.date, 'long')}${d.slots.length ? '' : ', no free times'}`}
              onClick={() => {
                setDay(d.date);
                onChange(null, data.time_zone);
              }}
              className={cn(
                'flex min-h-16 w-20 shrink-0 flex-col items-center justify-center rounded-md border text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                selected ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-900 hover:border-brand-700',
                !d.slots.length && !selected && 'text-slate-600',
              )}
            >
              <span className="font-semibold">{weekday}</span>
              <span>{date}</span>
            </button>
          );
        })}
      </div>
      {chosen && (
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-900">
            {dayLabel(chosen.date, 'long')}{' '}
            <span className="font-normal text-slate-700">
              · times in {zone} ({data.time_zone})
            </span>
          </h3>
          {slots.length === 0 ? (
            <p className="rounded-md border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
              No free times on this day. Please pick another day.
            </p>
          ) : (
            <div
              role="group"
              aria-label={`Free times on ${dayLabel(chosen.date, 'long')}`}
              className="grid grid-cols-3 gap-2 sm:grid-cols-4"
            >
              {slots.map((s) => {
                const selected = s.start === value;
                return (
                  <button
                    key={s.start}
                    type="button"
                    aria-pressed={selected}
                    onClick={() => onChange(selected ? null : s.start, data.time_zone)}
                    className={cn(
                      'min-h-11 rounded-md border px-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                      selected
                        ? 'border-brand-700 bg-brand-700 text-white'
                        : 'border-slate-300 bg-white text-slate-900 hover:border-brand-700',
                    )}
                  >
                    {timeLabel(s.start, data.time_zone)}
                  </button>
                );
              })}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
