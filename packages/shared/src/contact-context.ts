// What a link to /contact may say about the visitor's errand (issue 18): the home
// (`?property=<id>`) and the kind of visit (`?visit=<tour type>`), and the message the contact form
// starts with. No zod: the contact page imports this file. Anything a link carries that is not
// one of these values is ignored (a tampered address shows the plain form, never an error).

/** The tour types a visit link may name, with what the visitor reads. */
export const VISIT_TYPES = {
  'self-guided-tour': 'Self-guided tour',
  'agent-tour': 'Tour with a leasing agent',
  'video-tour': 'Live video tour',
} as const;
export type VisitType = keyof typeof VISIT_TYPES;

export function visitTypeOf(value: string | null | undefined): VisitType | null {
  const slug = value?.trim().toLowerCase() ?? '';
  return Object.hasOwn(VISIT_TYPES, slug) ? (slug as VisitType) : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A `property` value worth looking up (an id's shape), else null. */
export function propertyIdOf(value: string | null | undefined): string | null {
  const id = value?.trim() ?? '';
  return UUID.test(id) ? id.toLowerCase() : null;
}

/** The home a contact page is about, as the page shows it. */
export interface ContactPropertySummary {
  id: string;
  title: string;
  address: string;
  city: string;
  state: string;
  cover_image: string | null;
}

/** The contact page's loader answer: what the link named and the site could confirm. */
export interface ContactPageContext {
  property: ContactPropertySummary | null;
  visit: VisitType | null;
}

export function propertyPlace(p: Pick<ContactPropertySummary, 'address' | 'city' | 'state'>): string {
  return [p.address, p.city, p.state].filter(Boolean).join(', ');
}

/** The message the form starts with (the visitor edits it freely); empty without a context. */
export function contactMessageFor({ property, visit }: ContactPageContext): string {
  const tour = visit ? VISIT_TYPES[visit].toLowerCase() : null;
  if (property) {
    const home = `${property.title} (${propertyPlace(property)})`;
    return tour
      ? `Hello, I would like to schedule a ${tour} of ${home}. Which days and times are available?`
      : `Hello, I am interested in ${home}. Is it still available?`;
  }
  return tour ? `Hello, I would like to schedule a ${tour}. Which days and times are available?` : '';
}

/**
 * A visit option's page, with the home added when that page is this site's contact page, so the
 * office learns which home the visit is for. Other pages (a booking service) are left as they are.
 */
export function visitLinkFor(bookingPageUrl: string, propertyId: string, siteOrigin: string): string {
  let url: URL;
  try {
    url = new URL(bookingPageUrl, siteOrigin);
  } catch {
    return bookingPageUrl;
  }
  if (url.origin !== siteOrigin || url.pathname.replace(/\/+$/, '') !== '/contact') return bookingPageUrl;
  url.searchParams.set('property', propertyId);
  return url.toString();
}
