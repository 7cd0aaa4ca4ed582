/**
 * A small iCalendar (RFC 5545 / iTIP RFC 5546) writer for one tour event. Written here rather
 * than taken from the `ics` package: we need METHOD:REQUEST and METHOD:CANCEL with a stable UID
 * and SEQUENCE, ORGANIZER and ATTENDEE, and UTC times only, which is about sixty lines; `ics`
 * brings a validation library with it and models METHOD and cancellations less directly (ADR 0021).
 */
export interface CalendarEvent {
  /** Stable across every update of the same tour, so calendars replace the event. */
  uid: string;
  /** Grows with each change (reschedule, cancel), as iTIP asks. */
  sequence: number;
  method: 'REQUEST' | 'CANCEL';
  start: Date;
  end: Date;
  /** When this version of the invite was made. */
  stamp: Date;
  summary: string;
  description: string;
  location: string;
  url?: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

/** 20260308T140000Z */
function utc(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values: backslash, semicolon, comma and new lines escaped; other control characters dropped. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\n/g, '\\n')
  );
}

/** A parameter value (CN=...): quoted, with the characters a quoted value cannot hold removed. */
function param(value: string): string {
  // eslint-disable-next-line no-control-regex -- a quoted parameter cannot hold control characters
  return `"${value.replace(/["\u0000-\u001f]/g, '')}"`;
}

/** Lines of at most 75 octets, continued with CRLF + space, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

/** An address as a mailto URI: only characters an address may hold in a URI, nothing to break the line. */
function mailto(email: string): string {
  return `mailto:${email.replace(/[^A-Za-z0-9.!#$%&'*+/=?^_`{|}~@-]/g, '')}`;
}

export function buildCalendar(event: CalendarEvent, productId: string): string {
  const cancelled = event.method === 'CANCEL';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(productId)}//Tours//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${event.method}`,
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.url ? [`URL:${event.url.replace(/[\r\n]/g, '')}`] : []),
    `ORGANIZER;CN=${param(event.organizer.name)}:${mailto(event.organizer.email)}`,
    `ATTENDEE;CN=${param(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${cancelled ? 'DECLINED' : 'ACCEPTED'}:${mailto(event.attendee.email)}`,
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
