import { and, eq, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TOUR_SETTINGS, TOUR_MESSAGES } from '@rentfront/shared';
import { auditLog, tours } from '../../db/schema';
import { TEST_ORIGIN } from '../../test/context';
import { runTourReminders } from './reminders';
import { savePropertyTourSettings } from './settings';
import { book, createHome, firstSlot, openEveryDay, visitor } from './test-helpers';
import { useStaff, useTestContext } from '../../test/app';

const CODE = 'Lockbox on the railing, code 4821.';
const SITE = '/api/admin/tour-settings';

/** Issue 30, S2: a self-guided home's access instructions go only to confirmed or verified tours. */
describe('tours: who gets the access instructions', () => {
  const t = useTestContext();
  const owner = useStaff(t, 'owner');
  let home: string;
  let slotIndex = 0;

  beforeAll(async () => {
    await openEveryDay(t);
    home = await createHome(t);
    await savePropertyTourSettings(t.db.db, home, { tours_enabled: true, weekly_hours: null, access_instructions: CODE });
  });

  async function booked(type = 'self_guided') {
    const slot = await firstSlot(t, home, type, slotIndex++);
    const person = visitor();
    const res = await book(t, { property_id: home, type, start: slot.start, ...person });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().data.tour_id as string, data: res.json().data, email: person.email, slot };
  }

  /** Runs the reminder job as if it were 23 hours before the tour, with only this tour due. */
  async function remind(tour: { id: string; slot: { start: string } }) {
    await t.db.db
      .update(tours)
      .set({ reminderSentAt: new Date() })
      .where(and(ne(tours.id, tour.id), isNull(tours.reminderSentAt)));
    await runTourReminders(t.app.ctx, { now: new Date(Date.parse(tour.slot.start) - 23 * 3_600_000) });
    await t.flushMail();
  }

  const reminders = (email: string) => t.mail.to(email).filter((m) => m.subject.startsWith('Your tour is tomorrow'));
  const accessAudits = (id: string) =>
    t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'tour.access_sent')));
  const current = async () => (await owner.inject({ method: 'GET', url: SITE })).json().data;
  const setConfirmation = async (on: boolean) => {
    const settings = (await owner.inject({ method: 'GET', url: SITE })).json().data;
    const res = await owner.inject({ method: 'PUT', url: SITE, payload: { ...settings, self_guided_needs_confirmation: on } });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('has the setting on by default, saves it, and refuses anything but a yes or no', async () => {
    expect((await owner.inject({ method: 'GET', url: SITE })).json().data.self_guided_needs_confirmation).toBe(true);
    await setConfirmation(false);
    expect((await owner.inject({ method: 'GET', url: SITE })).json().data.self_guided_needs_confirmation).toBe(false);
    // A client that predates the setting gets the safe default back, never "off".
    const { self_guided_needs_confirmation: _, ...older } = (await current()) as typeof DEFAULT_TOUR_SETTINGS;
    const saved = await owner.inject({ method: 'PUT', url: SITE, payload: older });
    expect(saved.json().data.self_guided_needs_confirmation).toBe(true);
    const bad = await owner.inject({ method: 'PUT', url: SITE, payload: { ...(await current()), self_guided_needs_confirmation: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.self_guided_needs_confirmation).toBe(TOUR_MESSAGES.needsConfirmationInvalid);
    expect((await current()).self_guided_needs_confirmation).toBe(true);
  });

  it('keeps an unconfirmed self-guided tour waiting: no code in any e-mail, the office asked to confirm', async () => {
    const tour = await booked();
    expect(tour.data.access_note).toBe(TOUR_MESSAGES.accessAfterConfirmation);
    await t.flushMail();
    const [confirmation] = t.mail.to(tour.email);
    expect(confirmation.text).toContain(TOUR_MESSAGES.accessAfterConfirmation);
    expect(confirmation.text).not.toContain('/tour/verify');
    const office = t.mail.to(t.config.site.email).find((m) => m.subject.startsWith('New tour booked') && m.text.includes(tour.email))!;
    expect(office.text).toContain('Please confirm this self-guided tour');
    await remind(tour);
    const [reminder] = reminders(tour.email);
    expect(reminder.text).toContain(TOUR_MESSAGES.accessAfterConfirmation);
    expect(t.mail.to(tour.email).some((m) => m.text.includes('4821'))).toBe(false);
    expect(await accessAudits(tour.id)).toEqual([]);
    const [row] = await t.db.db.select().from(tours).where(eq(tours.id, tour.id));
    expect(row.status).toBe('booked');
    expect(row.accessSentAt).toBeNull();
  });

  it('sends the code once the office confirms, even after the first reminder: audited, the office told', async () => {
    const tour = await booked();
    await remind(tour);
    expect(reminders(tour.email)).toHaveLength(1);
    const res = await owner.inject({ method: 'PATCH', url: `/api/admin/tours/${tour.id}`, payload: { status: 'confirmed' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.access_sent_at).toBeNull();
    await remind(tour);
    const sent = reminders(tour.email);
    expect(sent).toHaveLength(2);
    expect(sent[1].text).toContain(CODE);
    expect(t.mail.to(tour.email).filter((m) => m.text.includes('4821'))).toHaveLength(1);
    const audits = await accessAudits(tour.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: null, entityType: 'tour', details: { grant: 'confirmed', property_id: home } });
    expect(JSON.stringify(audits)).not.toContain('4821');
    const office = t.mail.to(t.config.site.email).filter((m) => m.subject.startsWith('Access instructions sent'));
    expect(office.some((m) => m.text.includes(tour.email) && m.text.includes('because the tour is confirmed'))).toBe(true);
    expect(office.some((m) => m.text.includes('4821'))).toBe(false);
    const detail = await owner.inject({ method: 'GET', url: `/api/admin/tours/${tour.id}` });
    expect(detail.json().data.access_sent_at).not.toBeNull();
    // Already sent: the job does not send it again.
    await runTourReminders(t.app.ctx, { now: new Date(Date.parse(tour.slot.start) - 3_600_000) });
    await t.flushMail();
    expect(reminders(tour.email)).toHaveLength(2);
  });

  it('never sends access for other tour types, and says nothing about it', async () => {
    const tour = await booked('with_agent');
    expect(tour.data.access_note).toBeNull();
    await owner.inject({ method: 'PATCH', url: `/api/admin/tours/${tour.id}`, payload: { status: 'confirmed' } });
    await remind(tour);
    expect(reminders(tour.email)[0].text).not.toContain('4821');
    expect(reminders(tour.email)[0].text).not.toContain('access instructions');
    expect(await accessAudits(tour.id)).toEqual([]);
  });

  describe('with confirmation off', () => {
    beforeAll(() => setConfirmation(false));
    afterAll(() => setConfirmation(true));

    const verifyLink = (text: string) => {
      const match = /\/tour\/verify\?token=([^\s"<]+)/.exec(text);
      if (!match) throw new Error('no verification link');
      return `/tour/verify?token=${match[1]}`;
    };

    it('sends the code after the visitor confirms the e-mail address through the booking e-mail', async () => {
      const tour = await booked();
      expect(tour.data.access_note).toBe(TOUR_MESSAGES.accessAfterVerification);
      expect(JSON.stringify(tour.data)).not.toContain('/tour/verify');
      await t.flushMail();
      const [confirmation] = t.mail.to(tour.email);
      expect(confirmation.text).toContain(TOUR_MESSAGES.accessAfterVerification);
      const url = verifyLink(confirmation.text);

      // Unverified: the reminder has no code but the link again.
      await remind(tour);
      expect(reminders(tour.email)[0].text).not.toContain('4821');
      expect(verifyLink(reminders(tour.email)[0].text)).toBe(url);

      // A GET (a mail scanner) only shows the question.
      const ask = await t.app.inject({ method: 'GET', url });
      expect(ask.statusCode).toBe(200);
      expect(ask.headers['cache-control']).toBe('no-store');
      expect(ask.body).toContain('Confirm my e-mail address');
      expect((await t.db.db.select().from(tours).where(eq(tours.id, tour.id)))[0].emailVerifiedAt).toBeNull();

      // The button posts from a mail app's browser, which may send Origin: null.
      const done = await t.app.inject({ method: 'POST', url, headers: { origin: 'null' } });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.body).toContain('E-mail address confirmed');
      expect((await t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN } })).statusCode).toBe(200);

      await remind(tour);
      expect(reminders(tour.email)[1].text).toContain(CODE);
      const audits = await accessAudits(tour.id);
      expect(audits).toHaveLength(1);
      expect(audits[0].details).toMatchObject({ grant: 'verified' });
      const detail = await owner.inject({ method: 'GET', url: `/api/admin/tours/${tour.id}` });
      expect(detail.json().data).toMatchObject({ email_verified: true, status: 'booked' });
    });

    it('answers a wrong, tampered or missing token with the invalid page, a cancelled tour with the expired one', async () => {
      const tour = await booked();
      await t.flushMail();
      const url = verifyLink(t.mail.to(tour.email)[0].text);
      const tampered = `${url.slice(0, -2)}${url.endsWith('AA') ? 'BB' : 'AA'}`;
      for (const bad of [
        tampered,
        '/tour/verify?token=nope',
        '/tour/verify',
        '/tour/verify?token=a&token=b',
        `/tour/verify?token=${'x'.repeat(5000)}`,
      ]) {
        for (const method of ['GET', 'POST'] as const) {
          const res = await t.app.inject({ method, url: bad, headers: { origin: TEST_ORIGIN } });
          expect(res.statusCode, `${method} ${bad}`).toBe(404);
          expect(res.body).toContain('This link is not valid');
        }
      }
      expect((await t.db.db.select().from(tours).where(eq(tours.id, tour.id)))[0].emailVerifiedAt).toBeNull();
      await owner.inject({ method: 'PATCH', url: `/api/admin/tours/${tour.id}`, payload: { status: 'cancelled' } });
      const gone = await t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN } });
      expect(gone.statusCode).toBe(410);
      expect(gone.body).toContain('This link has expired');
    });

    it('still waits for a verified visitor once the office turns confirmation back on', async () => {
      const tour = await booked();
      await t.flushMail();
      await t.app.inject({ method: 'POST', url: verifyLink(t.mail.to(tour.email)[0].text), headers: { origin: TEST_ORIGIN } });
      await setConfirmation(true);
      try {
        await remind(tour);
        expect(reminders(tour.email)[0].text).not.toContain('4821');
        expect(reminders(tour.email)[0].text).toContain(TOUR_MESSAGES.accessAfterConfirmation);
      } finally {
        await setConfirmation(false);
      }
    });
  });
});
