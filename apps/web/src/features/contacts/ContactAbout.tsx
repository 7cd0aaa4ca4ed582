import { propertyPlace, VISIT_TYPES, type ContactPageContext } from '@rentfront/shared/contact-context';
import { CalendarCheck, Home } from '../../ui/icons';
import { Link } from 'react-router';
import { SiteLink } from '../../ui/SiteLink';
import { FallbackImage } from '../../ui/FallbackImage';

/**
 * What the message is about, when the link to /contact named it (issue 18): the home, with a link
 * back to its page, and the tour the visitor chose. A link to the plain form drops both.
 */
export function ContactAbout({ property, visit }: ContactPageContext) {
  if (!property && !visit) return null;
  return (
    <section aria-labelledby="contact-about-title" className="mb-5 rounded-lg border border-brand-100 bg-brand-50 p-4">
      <h3 id="contact-about-title" className="text-sm font-semibold uppercase tracking-wide text-brand-800">
        Your message is about
      </h3>
      <div className="mt-3 flex items-start gap-3">
        {property && (
          <FallbackImage
            src={property.cover_image}
            alt=""
            loading="lazy"
            decoding="async"
            width={96}
            height={72}
            className="h-[72px] w-24 shrink-0 rounded-md object-cover"
          />
        )}
        <div className="min-w-0 space-y-1 text-sm">
          {property && (
            <>
              <p className="flex items-start gap-1.5 font-semibold text-slate-900">
                <Home aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
                <SiteLink to={`/properties/${property.id}`} className="text-brand-800 underline-offset-2 hover:underline">
                  {property.title}
                </SiteLink>
              </p>
              <p className="text-slate-700">{propertyPlace(property)}</p>
            </>
          )}
          {visit && (
            <p className="flex items-start gap-1.5 text-slate-800">
              <CalendarCheck aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
              <span>
                Visit: <span className="font-medium">{VISIT_TYPES[visit]}</span>
              </span>
            </p>
          )}
        </div>
      </div>
      <p className="mt-3 text-sm">
        <Link to="/contact" replace className="font-medium text-brand-800 underline underline-offset-2 hover:text-brand-700">
          Ask about something else
        </Link>
      </p>
    </section>
  );
}
