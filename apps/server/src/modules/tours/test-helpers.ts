import ICAL from 'ical.js';
import { count, eq } from 'drizzle-orm';
import { DEFAULT_TOUR_SETTINGS, type TourSettings } from '@rentfront/shared';
import { tours } from '../../db/schema';
import type { MailMessage } from '../../platform/mail/transport';
import { TEST_ORIGIN, type TestContext } from '../../test/context';
import { createProperty, type PropertyInsert } from '../../test/factories/property';
import { saveTourSettings } from './settings';

let ip = 0;
/** A fresh client address per request, so the booking limit only bites where a test means it to. */
export const freshIp = () => `203.0.113.${(++ip % 250) + 1}`;

/** A home to tour (returns its id); the invitation tests read its address back. */
export async function createHome(t: TestContext, overrides: Partial<PropertyInsert> = {}): Promise<string> {
  return (await createProperty(t, { address: '214 Lark Street, Apt 3', pincode: '12210', ...overrides })).id;
}

/** Tours every day from 08:00 to 20:00 with no notice: there is always a free time tomorrow. */
export async function openEveryDay(t: TestContext, changes: (s: TourSettings) => void = () => undefined): Promise<void> {
  const settings = structuredClone(DEFAULT_TOUR_SETTINGS);
  for (const d of ['0', '1', '2', '3', '4', '5', '6'] as const) settings.weekly_hours[d] = [{ start: '08:00', end: '20:00' }];
  for (const type of Object.values(settings.types)) type.min_notice_minutes = 0;
  changes(settings);
  await saveTourSettings(t.db.db, settings);
}

export async function availability(t: TestContext, query: string) {
  return t.app.inject({ method: 'GET', url: `/api/tours/availability?${query}` });
}

/** The first free time of a day after today. */
export async function firstSlot(
  t: TestContext,
  propertyId: string,
  type = 'with_agent',
  index = 0,
): Promise<{ start: string; end: string }> {
  const res = await availability(t, `property_id=${propertyId}&type=${type}`);
  if (res.statusCode !== 200) throw new Error(res.body);
  const days = res.json().data.days as { date: string; slots: { start: string; end: string }[] }[];
  const slots = days.slice(1).flatMap((d) => d.slots);
  return slots[index];
}

export function book(t: TestContext, body: Record<string, unknown>, remoteAddress = freshIp()) {
  return t.app.inject({ method: 'POST', url: '/api/tours', payload: body, headers: { origin: TEST_ORIGIN }, remoteAddress });
}

export const visitor = (overrides: Record<string, unknown> = {}) => ({
  full_name: 'Dana Visitor',
  email: `dana.${Math.random().toString(36).slice(2, 8)}@example.com`,
  phone: '(518) 555-0100',
  note: 'Is there parking?',
  ...overrides,
});

export async function tourCount(t: TestContext, propertyId: string): Promise<number> {
  const [row] = await t.db.db.select({ n: count() }).from(tours).where(eq(tours.propertyId, propertyId));
  return Number(row.n);
}

/** The .ics attached to a sent message, parsed back. */
export function invite(message: MailMessage) {
  const file = message.attachments?.find((a) => a.contentType.startsWith('text/calendar'));
  if (!file) throw new Error(`no invite in "${message.subject}"`);
  return parseIcs(file.content.toString('utf8'));
}

export function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    startIsUtc: event.startDate.zone?.tzid === 'UTC',
    location: event.location,
    summary: event.summary,
    status: event.component.getFirstPropertyValue('status'),
    text,
  };
}
