import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOUR_MESSAGES } from '@rentfront/shared';
import { tours } from '../../db/schema';
import { redactUrl } from '../../logger';
import { TEST_ORIGIN } from '../../test/context';
import { runTourReminders } from './reminders';
import { savePropertyTourSettings } from './settings';
import { book, createHome, firstSlot, freshIp, invite, openEveryDay, parseIcs, visitor } from './test-helpers';
import { useTestContext } from '../../test/app';

describe('tours: manage links, updates and reminders', () => {
  const t = useTestContext();
  let home: string;

  const api = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/tours/manage/${path}`,
      payload: payload as object,
      headers: { origin: TEST_ORIGIN },
      remoteAddress: freshIp(),
    });

  /** Books the n-th free time and returns the tour, its token and the visitor's address. */
  async function booked(type = 'with_agent', index = 0) {
    const slot = await firstSlot(t, home, type, index);
    const person = visitor();
    const res = await book(t, { property_id: home, type, start: slot.start, ...person });
    expect(res.statusCode, res.body).toBe(201);
    const { tour_id, manage_url } = res.json().data;
    return { id: tour_id as string, token: (manage_url as string).split('/').pop()!, email: person.email, slot };
  }

  beforeAll(async () => {
    await openEveryDay(t);
    home = await createHome(t);
    await savePropertyTourSettings(t.db.db, home, {
      tours_enabled: true,
      weekly_hours: null,
      access_instructions: 'Lockbox on the railing, code 4821.',
    });
  });

  it('shows the tour of a link without the access instructions', async () => {
    const tour = await booked('self_guided');
    const res = await api('GET', tour.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data).toMatchObject({
      tour_id: tour.id,
      type: 'self_guided',
      status: 'booked',
      start: tour.slot.start,
      can_change: true,
      time_zone: 'America/New_York',
      property: { id: home, address: '214 Lark Street, Apt 3, Albany, NY 12210' },
    });
    expect(res.body).not.toContain('4821');
  });

  it('answers tampered, unknown and expired links with a clear 404', async () => {
    const tour = await booked();
    const tampered = `${tour.token.slice(0, -1)}${tour.token.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [tampered, 'short', 'a'.repeat(90)]) {
      for (const [method, path] of [
        ['GET', token],
        ['GET', `${token}/calendar.ics`],
        ['POST', `${token}/cancel`],
      ] as const) {
        const res = await api(method, path);
        expect(res.statusCode, `${method} ${path}`).toBe(404);
        expect(res.json().message).toBe(TOUR_MESSAGES.linkInvalid);
      }
    }
    // Control characters are refused before routing (platform/http/text-guard): a 400, never a 500.
    expect([400, 404]).toContain((await api('GET', '%00%01')).statusCode);
    const longer = await api('GET', 'x'.repeat(5000));
    expect([404, 414]).toContain(longer.statusCode);
    // Long past: the link has expired.
    await t.db.db
      .update(tours)
      .set({ startAt: new Date('2025-01-01T14:00:00Z'), endAt: new Date('2025-01-01T14:45:00Z') })
      .where(eq(tours.id, tour.id));
    const expired = await api('GET', tour.token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe(TOUR_MESSAGES.linkExpired);
  });

  it('keeps the token out of request logs', () => {
    expect(redactUrl('/api/tours/manage/abcDEF_123/cancel')).toBe('/api/tours/manage/[token]/cancel');
    expect(redactUrl('/tour/manage/abcDEF_123')).toBe('/tour/manage/[token]');
  });

  it('reschedules to another free time: an updated invite (same UID, next SEQUENCE), the office told', async () => {
    const tour = await booked();
    const next = await firstSlot(t, home, 'with_agent', 3);
    const res = await api('POST', `${tour.token}/reschedule`, { start: next.start });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: TOUR_MESSAGES.rescheduled, data: { start: next.start, status: 'booked' } });
    await t.flushMail();
    const [first, moved] = t.mail.to(tour.email);
    expect(moved.subject).toContain('Your tour has a new time');
    const before = invite(first);
    const after = invite(moved);
    expect(after).toMatchObject({ method: 'REQUEST', uid: before.uid, sequence: 1, start: next.start, end: next.end });
    expect(t.mail.to(t.config.site.email).some((m) => m.subject.startsWith('Tour moved by the visitor'))).toBe(true);
    // The old time is free again, the new one is held.
    const again = await firstSlot(t, home, 'with_agent', 0);
    expect(again.start).toBe(tour.slot.start);
  });

  it('refuses a reschedule to a taken, invalid or the same time', async () => {
    const a = await booked('with_agent', 0);
    const b = await booked('with_agent', 0);
    const taken = await api('POST', `${b.token}/reschedule`, { start: a.slot.start });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(TOUR_MESSAGES.taken);
    const same = await api('POST', `${b.token}/reschedule`, { start: b.slot.start });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(TOUR_MESSAGES.sameTime);
    for (const start of ['soon', '', '2031-01-01T10:00:00Z']) {
      const res = await api('POST', `${b.token}/reschedule`, { start });
      expect(res.statusCode, start).toBe(400);
    }
    expect((await api('POST', `${b.token}/reschedule`, {})).statusCode).toBe(400);
  });

  it('cancels: METHOD:CANCEL to the visitor, the office told, the place freed, no second cancel', async () => {
    const tour = await booked('with_agent', 1);
    const res = await api('POST', `${tour.token}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: TOUR_MESSAGES.cancelled, data: { status: 'cancelled', can_change: false } });
    await t.flushMail();
    const cancelled = t.mail.to(tour.email).find((m) => m.subject.startsWith('Your tour is cancelled'))!;
    const ics = invite(cancelled);
    expect(ics).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', sequence: 1, start: tour.slot.start });
    expect(t.mail.to(t.config.site.email).some((m) => m.subject.startsWith('Tour cancelled by the visitor'))).toBe(true);
    // Issue 30: the cancellation was the link's last use; it now shows the invalid-link state.
    expect(cancelled.text).not.toContain(tour.token);
    for (const [method, path] of [
      ['POST', `${tour.token}/cancel`],
      ['POST', `${tour.token}/reschedule`],
      ['GET', tour.token],
    ] as const) {
      const again = await api(method, path, method === 'POST' ? { start: tour.slot.start } : undefined);
      expect(again.statusCode, path).toBe(404);
      expect(again.json().message).toBe(TOUR_MESSAGES.linkInvalid);
    }
    const rebook = await book(t, { property_id: home, type: 'with_agent', start: tour.slot.start, ...visitor() });
    expect(rebook.statusCode).toBe(201);
  });

  it('serves the invite as an .ics file until the tour is cancelled (the CANCEL goes by e-mail)', async () => {
    const tour = await booked('video_call');
    const res = await api('GET', `${tour.token}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.headers['content-disposition']).toContain('attachment');
    const ics = parseIcs(res.body);
    expect(ics).toMatchObject({ method: 'REQUEST', uid: `tour-${tour.id}@localhost`, start: tour.slot.start, end: tour.slot.end });
    await api('POST', `${tour.token}/cancel`);
    expect((await api('GET', `${tour.token}/calendar.ics`)).statusCode).toBe(404);
    await t.flushMail();
    expect(invite(t.mail.to(tour.email).find((m) => m.subject.startsWith('Your tour is cancelled'))!).method).toBe('CANCEL');
  });

  it('refuses changes to a tour that has begun', async () => {
    const tour = await booked();
    await t.db.db
      .update(tours)
      .set({ startAt: new Date(Date.now() - 60_000), endAt: new Date(Date.now() + 60_000) })
      .where(eq(tours.id, tour.id));
    const res = await api('POST', `${tour.token}/cancel`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(TOUR_MESSAGES.alreadyPast);
    expect((await api('GET', tour.token)).json().data.can_change).toBe(false);
  });

  it('reminds once, 24 hours before, with access instructions for confirmed self-guided tours only', async () => {
    const self = await booked('self_guided', 5);
    const agent = await booked('with_agent', 5);
    // Issue 30: the code goes only to a tour the office confirmed (access.test.ts has the rules).
    await t.db.db.update(tours).set({ status: 'confirmed' }).where(eq(tours.id, self.id));
    // Only these two are due in this test: every other tour counts as reminded.
    await t.db.db.update(tours).set({ reminderSentAt: new Date() });
    await t.db.db.update(tours).set({ reminderSentAt: null }).where(eq(tours.id, self.id));
    await t.db.db.update(tours).set({ reminderSentAt: null }).where(eq(tours.id, agent.id));
    const at = new Date(Math.max(Date.parse(self.slot.start), Date.parse(agent.slot.start)) - 23 * 3_600_000);
    // Two runs at once (two servers) queue each reminder once.
    const counts = await Promise.all([runTourReminders(t.app.ctx, { now: at }), runTourReminders(t.app.ctx, { now: at })]);
    expect(counts[0] + counts[1]).toBe(2);
    expect(await runTourReminders(t.app.ctx, { now: at })).toBe(0);
    await t.flushMail();
    const selfReminder = t.mail.to(self.email).find((m) => m.subject.startsWith('Your tour is tomorrow'))!;
    expect(selfReminder.text).toContain('Lockbox on the railing, code 4821.');
    const agentReminder = t.mail.to(agent.email).find((m) => m.subject.startsWith('Your tour is tomorrow'))!;
    expect(agentReminder.text).not.toContain('4821');
    // Neither the confirmation nor any other mail carries the code.
    expect(t.mail.to(self.email).filter((m) => m.text.includes('4821'))).toHaveLength(1);
    // Both carry the same manage link as the confirmation, and it still opens the tour.
    for (const [tour, reminder] of [
      [self, selfReminder],
      [agent, agentReminder],
    ] as const) {
      const link = `${TEST_ORIGIN}/tour/manage/${tour.token}`;
      expect(reminder.text).toContain(link);
      expect(reminder.html).toContain(link);
      expect((await api('GET', tour.token)).json().data.tour_id).toBe(tour.id);
    }
  });

  it('reminds without a link a tour whose token was not signed (booked before links were)', async () => {
    const old = await booked('with_agent', 6);
    await t.db.db.update(tours).set({ reminderSentAt: new Date() });
    await t.db.db
      .update(tours)
      .set({ reminderSentAt: null, manageTokenHash: 'f'.repeat(64) })
      .where(eq(tours.id, old.id));
    expect(await runTourReminders(t.app.ctx, { now: new Date(Date.parse(old.slot.start) - 3_600_000) })).toBe(1);
    await t.flushMail();
    const reminder = t.mail.to(old.email).find((m) => m.subject.startsWith('Your tour is tomorrow'))!;
    expect(reminder.text).not.toContain('/tour/manage/');
  });
});
