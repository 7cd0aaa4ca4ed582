import type { BookingType } from '@rentfront/shared/bookings';
import { TOUR_TYPE_LABELS, TOUR_TYPES } from '@rentfront/shared/tours-core';
import { ExternalLink } from '../../../ui/icons';
import { Badge } from '../../../ui/Badge';

/** The visit dialog's id of a built-in tour type (apps/server/src/modules/tours/booking-options.ts). */
export const builtInOptionId = (type: string) => `tour-${type}`;
export const isBuiltInOption = (option: { id: string | number }) => String(option.id).startsWith('tour-');

export interface BuiltInTourOptionsProps {
  /** What the public visit dialog lists now (GET /api/tidycal/booking-types, page 1). */
  offered: readonly BookingType[];
  /** Owners and managers get a link to the Tours card; others are told who changes them. */
  canChange: boolean;
}

/**
 * The built-in tour types as the visit dialog offers them, read-only: on or off, their length and
 * their /tour link. They are changed in Settings → Tours, not here.
 */
export function BuiltInTourOptions({ offered, canChange }: BuiltInTourOptionsProps) {
  return (
    <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2">
      <h3 className="text-sm font-semibold text-slate-900">Built-in tours</h3>
      <ul aria-label="Built-in tours" className="divide-y divide-slate-100 rounded-md border border-slate-200 px-3">
        {TOUR_TYPES.map((type) => {
          const option = offered.find((o) => o.id === builtInOptionId(type));
          const label = TOUR_TYPE_LABELS[type];
          return (
            <li key={type} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                  {label}
                  {option ? <Badge tone="green">Offered</Badge> : <Badge tone="gray">Off</Badge>}
                </p>
                {option ? (
                  <>
                    <p className="text-sm text-slate-700">{option.duration_minutes} minutes · Free · booked on this site</p>
                    <a
                      href={option.booking_page_url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="inline-flex max-w-full items-center gap-1 truncate text-sm text-brand-700 hover:underline"
                    >
                      <ExternalLink aria-hidden className="h-3.5 w-3.5 shrink-0" />{' '}
                      <span className="truncate">{option.booking_page_url}</span>
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </>
                ) : (
                  <p className="text-sm text-slate-700">Switched off: visitors do not see it.</p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <p className="text-sm text-slate-700">
        {canChange ? (
          <>
            Lengths, hours and which tours are offered are set in{' '}
            <a href="#tour-settings-heading" className="text-brand-800 underline">
              Tours settings
            </a>
            .
          </>
        ) : (
          'An owner or a manager sets lengths, hours and which tours are offered in Settings → Tours.'
        )}
      </p>
    </div>
  );
}
