import { formatBookingDuration, formatBookingPrice } from '@rentfront/shared/bookings';
import { ExternalLink } from '../../../ui/icons';

/** The part of an option the card shows for TidyCal's and the office's own alike. */
interface BookingOptionFacts {
  duration_minutes: number | null;
  price: number | null;
  currency_code?: string | null;
  booking_page_url: string;
}

/** An option's length and price, and its booking page as a link that opens in a new tab. */
export function BookingOptionDetails({ option }: { option: BookingOptionFacts }) {
  return (
    <>
      <p className="text-sm text-slate-700">
        {[formatBookingDuration(option.duration_minutes), formatBookingPrice(option.price, option.currency_code)]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <a
        href={option.booking_page_url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex max-w-full items-center gap-1 truncate text-sm text-brand-700 hover:underline"
      >
        <ExternalLink aria-hidden className="h-3.5 w-3.5 shrink-0" /> <span className="truncate">{option.booking_page_url}</span>
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </>
  );
}
