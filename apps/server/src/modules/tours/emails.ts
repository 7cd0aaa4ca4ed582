import { formatAddressWithUnit, TOUR_MANAGE_PAGE_PATH, TOUR_TYPE_LABELS, TOUR_VERIFY_PATH, type TourType } from '@rentfront/shared';
import type { Config } from '../../config';
import type { OutboxAttachment } from '../../db/schema';
import type { OutgoingEmail } from '../../platform/mail/outbox';
import { renderEmail } from '../../platform/mail/template';
import { buildCalendar } from './ics';

/** What every tour e-mail needs of the home. */
export interface TourHome {
  id: string;
  title: string;
  slug: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
}

/** What every tour e-mail needs of the tour. */
export interface TourMail {
  id: string;
  type: TourType;
  start: Date;
  end: Date;
  sequence: number;
  fullName: string;
  email: string;
  phone: string;
  note: string | null;
  timeZone: string;
  home: TourHome;
}

export type VisitorEvent = 'booked' | 'rescheduled' | 'cancelled' | 'reminder';

/** "214 Lark Street, Albany, NY 12210": the home's full address, the unit never doubled. */
export function homeAddress(home: TourHome): string {
  return `${formatAddressWithUnit(home.address, null)}, ${home.city}, ${home.state} ${home.pincode}`.trim();
}

/** "Monday, March 9, 2026, 9:00 AM EDT": in the site's zone, with the zone. */
export function formatTourTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);
}

export function manageUrl(config: Config, token: string): string {
  return `${config.publicUrl}${TOUR_MANAGE_PAGE_PATH}/${encodeURIComponent(token)}`;
}

/** The booking e-mail's "confirm my e-mail address" link (the token in the query, which logs never keep). */
export function verifyUrl(config: Config, token: string): string {
  return `${config.publicUrl}${TOUR_VERIFY_PATH}?token=${encodeURIComponent(token)}`;
}

/** Header values stay on one line whatever was typed. */
function oneLine(value: string, max = 200): string {
  return value.replace(/\s+/g, ' ').trim().slice(0, max);
}

export function tourUid(config: Config, tourId: string): string {
  return `tour-${tourId}@${new URL(config.publicUrl).hostname}`;
}

/** Google Calendar's "add event" link for the tour (times in UTC, the home's address). */
export function googleCalendarUrl(config: Config, tour: Pick<TourMail, 'type' | 'start' | 'end' | 'home'>): string {
  const utc = (d: Date) =>
    d
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: `${TOUR_TYPE_LABELS[tour.type]}: ${tour.home.title}`,
    dates: `${utc(tour.start)}/${utc(tour.end)}`,
    location: homeAddress(tour.home),
    details: `${TOUR_TYPE_LABELS[tour.type]} with ${config.site.name}. Questions: ${config.site.phone}`,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** The tour as an iCalendar invite (REQUEST) or its cancellation (CANCEL). */
export function tourCalendar(config: Config, tour: TourMail, method: 'REQUEST' | 'CANCEL', link?: string): string {
  const label = TOUR_TYPE_LABELS[tour.type];
  return buildCalendar(
    {
      uid: tourUid(config, tour.id),
      sequence: tour.sequence,
      method,
      start: tour.start,
      end: tour.end,
      stamp: new Date(),
      summary: `${label}: ${tour.home.title}`,
      description: [
        `${label} of ${tour.home.title} with ${config.site.name}.`,
        link ? `Reschedule or cancel: ${link}` : '',
        `Questions: ${config.site.phone} or ${config.site.email}`,
      ]
        .filter(Boolean)
        .join('\n'),
      location: homeAddress(tour.home),
      url: link,
      organizer: { name: config.site.name, email: config.site.email },
      attendee: { name: tour.fullName, email: tour.email },
    },
    config.site.name,
  );
}

function invite(config: Config, tour: TourMail, method: 'REQUEST' | 'CANCEL', link?: string): OutboxAttachment {
  return {
    filename: method === 'CANCEL' ? 'tour-cancelled.ics' : 'tour.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: tourCalendar(config, tour, method, link),
  };
}

const HEADINGS: Record<VisitorEvent | 'new_link', string> = {
  new_link: 'A new link for your tour',
  booked: 'Your tour is booked',
  rescheduled: 'Your tour has a new time',
  cancelled: 'Your tour is cancelled',
  reminder: 'Your tour is tomorrow',
};

/**
 * The visitor's e-mails: confirmation and updates carry the invite (.ics, METHOD:REQUEST or
 * CANCEL, one UID for the tour); the reminder carries the access instructions of a self-guided
 * tour, which no page ever shows, once the tour may have them (access.ts); until then
 * `accessNote` says when they come, and `verifyToken` adds the link that confirms the address.
 */
export function visitorTourEmail(
  config: Config,
  tour: TourMail,
  event: VisitorEvent | 'new_link',
  options: {
    token?: string;
    accessInstructions?: string | null;
    accessNote?: string | null;
    verifyToken?: string;
    message?: string | null;
  } = {},
): OutgoingEmail {
  const link = options.token ? manageUrl(config, options.token) : undefined;
  const when = formatTourTime(tour.start, tour.timeZone);
  const label = TOUR_TYPE_LABELS[tour.type];
  const paragraphs: string[] = [];
  if (event === 'cancelled') paragraphs.push(`Your ${label.toLowerCase()} of ${tour.home.title} on ${when} is cancelled.`);
  else paragraphs.push(`${label} of ${tour.home.title} on ${when}.`);
  if (options.message) paragraphs.push(options.message);
  if (event === 'reminder' && tour.type === 'self_guided' && options.accessInstructions) {
    paragraphs.push(`How to get in:\n${options.accessInstructions}`);
  } else if (options.accessNote) paragraphs.push(options.accessNote);
  if (event === 'new_link')
    paragraphs.push('Here is a new link to reschedule or cancel your tour. Links in earlier e-mails no longer work.');
  if (event === 'booked' || event === 'rescheduled') paragraphs.push('The attached invite adds the tour to your calendar.');
  const links = [];
  if (options.verifyToken) links.push({ label: 'Confirm my e-mail address', url: verifyUrl(config, options.verifyToken) });
  if (event === 'cancelled')
    links.push({ label: 'Book another time', url: `${config.publicUrl}/tour?type=${tour.type}&property=${tour.home.id}` });
  const rendered = renderEmail(
    {
      subject: oneLine(`${HEADINGS[event]}: ${tour.home.title}`),
      greeting: `Hello ${tour.fullName},`,
      heading: HEADINGS[event],
      paragraphs,
      rows: [
        ['Home', tour.home.title],
        ['Address', homeAddress(tour.home)],
        ['When', when],
        ['Tour', label],
      ],
      action: link && event !== 'cancelled' ? { label: 'Reschedule or cancel', url: link } : undefined,
      links: links.length ? links : undefined,
    },
    config.site.name,
  );
  const attachments =
    event === 'reminder' || event === 'new_link' ? [] : [invite(config, tour, event === 'cancelled' ? 'CANCEL' : 'REQUEST', link)];
  return { to: tour.email, ...rendered, attachments };
}

/** What the office hears of: each booking, move and cancellation, and each send of access instructions. */
export type OfficeEvent = Exclude<VisitorEvent, 'reminder'> | 'access_sent';

function officeHeading(event: OfficeEvent, by: 'visitor' | 'office'): string {
  if (event === 'booked') return 'New tour booked';
  if (event === 'access_sent') return 'Access instructions sent';
  return event === 'rescheduled' ? `Tour moved by the ${by}` : `Tour cancelled by the ${by}`;
}

/** The office hears of each booking, move and cancellation, and of each access send (to SITE_EMAIL). */
export function officeTourEmail(
  config: Config,
  tour: TourMail,
  event: OfficeEvent,
  by: 'visitor' | 'office',
  options: { note?: string } = {},
): OutgoingEmail {
  const heading = officeHeading(event, by);
  const rendered = renderEmail(
    {
      subject: oneLine(`${heading}: ${tour.home.title}, ${formatTourTime(tour.start, tour.timeZone)}`),
      heading,
      paragraphs: options.note ? [options.note] : undefined,
      rows: [
        ['Home', tour.home.title],
        ['Address', homeAddress(tour.home)],
        ['When', formatTourTime(tour.start, tour.timeZone)],
        ['Tour', TOUR_TYPE_LABELS[tour.type]],
        ['Visitor', tour.fullName],
        ['E-mail', tour.email],
        ['Phone', tour.phone],
        ['Note', tour.note],
      ],
      action: { label: 'Open Tours', url: `${config.publicUrl}/admin/tours` },
    },
    config.site.name,
  );
  return { to: config.site.email, ...rendered };
}
