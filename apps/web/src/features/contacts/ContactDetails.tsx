import { CONTACT_REPLY_TIME } from '@rentfront/shared/review-times';
import { Clock, MapPin } from '../../ui/icons';
import { useSiteSettings } from '../../page-data/useSiteSettings';
import { ContactLinks } from '../../ui/ContactLinks';
import { Skeleton } from '../../ui/Skeleton';

const OFFICE_HOURS = 'Mon–Fri 9:00 AM–6:00 PM';
const ICON_CLASS = 'mt-0.5 h-4 w-4 shrink-0 text-brand-700';

/** Contact details, office hours, the reply promise and the map (the server leaves it out when MAP_EMBED_URL is off). */
export function ContactDetails() {
  const s = useSiteSettings();
  return (
    <div className="space-y-6">
      <section aria-labelledby="contact-details" className="rounded-lg border border-slate-200 bg-slate-50 p-5">
        <h2 id="contact-details" className="text-lg font-semibold text-slate-900">
          Contact details
        </h2>
        {s ? (
          <ul className="mt-3 space-y-3 text-sm text-slate-800">
            <ContactLinks
              email={s.email}
              phone={s.phone}
              itemClassName="flex items-start gap-3"
              iconClassName={ICON_CLASS}
              linkClassName="text-brand-700 hover:underline"
              breakEmail
            />
            <li className="flex items-start gap-3">
              <MapPin aria-hidden className={ICON_CLASS} />
              <span>{s.address}</span>
            </li>
          </ul>
        ) : (
          <div className="mt-3 space-y-3" aria-hidden>
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        )}
      </section>
      <section aria-labelledby="office-hours" className="rounded-lg border border-slate-200 bg-slate-50 p-5">
        <h2 id="office-hours" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Clock aria-hidden className="h-5 w-5 text-brand-700" /> Office hours
        </h2>
        <p className="mt-2 text-sm text-slate-800">{s?.office_hours ?? OFFICE_HOURS}</p>
        <p className="mt-2 text-sm text-slate-700">We usually reply within {CONTACT_REPLY_TIME}.</p>
      </section>
      {s?.map_embed_url && (
        <iframe
          title="Map of our office location"
          src={s.map_embed_url}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="h-72 w-full rounded-lg border border-slate-200"
        />
      )}
    </div>
  );
}
