import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, type CalendarEvent } from './ics';
import { parseIcs } from './test-helpers';

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: 'tour-1@rent.example',
  sequence: 2,
  method: 'REQUEST',
  start: new Date('2026-03-08T13:00:00Z'),
  end: new Date('2026-03-08T13:45:00Z'),
  stamp: new Date('2026-03-01T10:00:00Z'),
  summary: 'Tour with an agent: Loft; "big", bright',
  description: 'Line one\nLine two, with a comma\\backslash',
  location: '214 Lark Street, Apt 3, Albany, NY 12210',
  url: 'https://rent.example/tour/manage/abc',
  organizer: { name: 'Rentfront "Homes"', email: 'office@rent.example' },
  attendee: { name: 'Zoë Visitor', email: 'zoe@example.com' },
  ...overrides,
});

describe('iCalendar writer', () => {
  it('writes a REQUEST that a real parser reads back', () => {
    const text = buildCalendar(event(), 'Rentfront');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text).toContain('METHOD:REQUEST\r\n');
    expect(text).toContain('DTSTART:20260308T130000Z\r\n');
    expect(text).toContain('DTEND:20260308T134500Z\r\n');
    const ics = parseIcs(text);
    expect(ics).toMatchObject({
      method: 'REQUEST',
      uid: 'tour-1@rent.example',
      sequence: 2,
      start: '2026-03-08T13:00:00.000Z',
      end: '2026-03-08T13:45:00.000Z',
      startIsUtc: true,
      location: '214 Lark Street, Apt 3, Albany, NY 12210',
      summary: 'Tour with an agent: Loft; "big", bright',
      status: 'CONFIRMED',
    });
  });

  it('writes a CANCEL with a cancelled status', () => {
    const ics = parseIcs(buildCalendar(event({ method: 'CANCEL', sequence: 3 }), 'Rentfront'));
    expect(ics).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', sequence: 3 });
  });

  it('escapes text and folds long lines at 75 octets without splitting characters', () => {
    expect(escapeText('a;b,c\\d\ne\r\nf\u0007')).toBe('a\\;b\\,c\\\\d\\ne\\nf');
    const long = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n ').join('')).toBe(long);
    const text = buildCalendar(event({ description: 'x'.repeat(500) }), 'Rentfront');
    expect(parseIcs(text).text).toContain('\r\n ');
  });

  it('keeps a hostile name or address from adding lines or properties', () => {
    const text = buildCalendar(
      event({ attendee: { name: 'Eve\r\nATTENDEE:mailto:x@evil.example', email: 'eve@example.com\r\nX:1' } }),
      'Rentfront',
    );
    expect(text).not.toMatch(/\r\nATTENDEE:mailto:x@evil/);
    expect(text).not.toMatch(/\r\nX:1/);
  });
});
