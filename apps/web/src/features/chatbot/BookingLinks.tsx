import type { ChatBookingOption } from '@rentfront/shared/chatbot';
import { formatMoney } from '../../lib/format';
import { NewTabLink } from './NewTabLink';

function duration(minutes: number | null): string | null {
  if (!minutes) return null;
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} hr ${m} min` : `${h} hr`;
}

/** The visit booking options, each opening its booking page in a new tab. */
export function BookingLinks({ options }: { options: ChatBookingOption[] }) {
  return (
    <ul className="mt-2 space-y-2" aria-label="Booking options">
      {options.map((o) => (
        <li key={o.id}>
          <NewTabLink
            href={o.booking_page_url}
            className="flex items-start gap-2 rounded-lg border border-slate-200 bg-white p-2 text-sm hover:bg-brand-50"
            iconClassName="mt-0.5 h-4 w-4 text-slate-700"
          >
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-brand-800 underline">{o.title}</span>
              {o.description && <span className="block text-xs text-slate-700">{o.description}</span>}
              <span className="block text-xs text-slate-700">
                {[duration(o.duration_minutes), o.price ? formatMoney(o.price) : 'Free'].filter(Boolean).join(' · ')}
              </span>
            </span>
          </NewTabLink>
        </li>
      ))}
    </ul>
  );
}
