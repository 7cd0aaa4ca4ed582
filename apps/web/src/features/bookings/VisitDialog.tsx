import {
  BOOKING_MESSAGES,
  formatBookingDuration,
  formatBookingPrice,
  isUsableBookingType,
  type BookingType,
} from '@rentfront/shared/bookings';
import { visitLinkFor } from '@rentfront/shared/contact-context';
import { CalendarX, Clock, ExternalLink } from '../../ui/icons';
import { fetchBookingTypes } from '../../api/bookings';
import { Dialog } from '../../ui/Dialog';
import { EmptyState, ErrorState } from '../../ui/EmptyState';
import { useRemoteData } from '../../lib/useRemoteData';
import { SkeletonList } from '../../ui/Skeleton';
import { withProperty } from '../tours/tourTime.entry';

export interface VisitDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  propertyId: string;
  propertyTitle: string;
}

/**
 * Schedule Visit: the booking options (public-site.md §2 visit dialog). Only entries with an id,
 * a title and a page URL, neither deleted nor disabled, are offered. Choosing one opens its
 * booking page in a new tab and closes the dialog. An option whose page is this site's contact page
 * gets the home added to its link, so the form there names the home and the tour (issue 18); so
 * does a built-in tour type's link to this site's /tour page (issue 21).
 */
export function VisitDialog({ open, onOpenChange, propertyId, propertyTitle }: VisitDialogProps) {
  const query = useRemoteData(() => fetchBookingTypes(1, 30), open);
  const options = query.status === 'success' ? query.data.data.filter(isUsableBookingType) : [];

  const choose = (option: BookingType) => {
    const origin = window.location.origin;
    // A built-in tour (this site's /tour) opens on the home's tour page (issue 21).
    const url = withProperty(visitLinkFor(option.booking_page_url, propertyId, origin), propertyId, origin);
    window.open(url, '_blank', 'noopener,noreferrer');
    onOpenChange(false);
  };

  let body;
  if (query.status === 'idle' || query.status === 'pending') {
    body = <SkeletonList label="Loading booking options" className="space-y-3" count={3} itemClassName="h-20 w-full" />;
  } else if (query.status === 'error') {
    body = <ErrorState title={BOOKING_MESSAGES.loadFailed} message={BOOKING_MESSAGES.unable} onRetry={query.retry} />;
  } else if (options.length === 0) {
    body = <EmptyState title={BOOKING_MESSAGES.empty} icon={<CalendarX aria-hidden className="h-10 w-10 text-slate-500" />} />;
  } else {
    body = (
      <ul className="space-y-3">
        {options.map((option) => {
          const duration = formatBookingDuration(option.duration_minutes);
          return (
            <li key={option.id}>
              <button
                type="button"
                onClick={() => choose(option)}
                className="flex w-full flex-col gap-1 rounded-lg border border-slate-200 p-4 text-left hover:border-brand-600 hover:bg-brand-50"
              >
                <span className="flex w-full items-start justify-between gap-3">
                  <span className="font-semibold text-slate-900">{option.title}</span>
                  <span className="shrink-0 text-sm font-semibold text-brand-800">
                    {formatBookingPrice(option.price, option.currency_code)}
                  </span>
                </span>
                {option.description && <span className="text-sm text-slate-700">{option.description}</span>}
                <span className="flex items-center gap-3 text-sm text-slate-700">
                  {duration && (
                    <span className="inline-flex items-center gap-1">
                      <Clock aria-hidden className="h-4 w-4" /> {duration}
                    </span>
                  )}
                  <span className="inline-flex items-center gap-1 text-brand-700">
                    <ExternalLink aria-hidden className="h-4 w-4" /> Opens in a new tab
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Schedule a Visit"
      description={`Choose how you would like to see ${propertyTitle}.`}
    >
      {body}
    </Dialog>
  );
}
