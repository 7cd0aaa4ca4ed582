import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOUR_MESSAGES } from '@rentfront/shared';
import { auditLog, tours } from '../../db/schema';
import { TEST_ORIGIN } from '../../test/context';
import type { Agent } from '../../test/http';
import { runTourReminders } from './reminders';
import { book, createHome, firstSlot, freshIp, openEveryDay, visitor } from './test-helpers';
import { useAdmin, useTestContext } from '../../test/app';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** Issue 30, S13c: the office revokes or replaces a visitor's manage link; a finished tour's link dies. */
describe('tours: revoking and reissuing manage links', () => {
  const t = useTestContext();
  const admin = useAdmin(t);
  let home: string;
  let slotIndex = 0;

  beforeAll(async () => {
    await openEveryDay(t);
    home = await createHome(t);
  });

  async function booked() {
    const slot = await firstSlot(t, home, 'with_agent', slotIndex++);
    const person = visitor();
    const res = await book(t, { property_id: home, type: 'with_agent', start: slot.start, ...person });
    expect(res.statusCode, res.body).toBe(201);
    const { tour_id, manage_url } = res.json().data;
    return { id: tour_id as string, token: (manage_url as string).split('/').pop()!, email: person.email, slot };
  }

  const view = (token: string) =>
    t.app.inject({ method: 'GET', url: `/api/tours/manage/${token}`, headers: { origin: TEST_ORIGIN }, remoteAddress: freshIp() });
  const expectDead = async (token: string) => {
    const res = await view(token);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().message).toBe(TOUR_MESSAGES.linkInvalid);
    const ics = await t.app.inject({ method: 'GET', url: `/api/tours/manage/${token}/calendar.ics` });
    expect(ics.statusCode).toBe(404);
  };
  const revoke = (id: string, who: Agent = admin) => who.inject({ method: 'POST', url: `/api/admin/tours/${id}/manage-link/revoke` });
  const reissue = (id: string, who: Agent = admin) => who.inject({ method: 'POST', url: `/api/admin/tours/${id}/manage-link` });
  const audits = (id: string, action: string) =>
    t.db.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)));

  it('revokes a link: the page shows the invalid state, the reminder has no link, the audit says who', async () => {
    const tour = await booked();
    expect((await view(tour.token)).statusCode).toBe(200);
    const res = await revoke(tour.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: TOUR_MESSAGES.manageLinkRevoked, data: { id: tour.id, manage_link_active: false } });
    await expectDead(tour.token);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/tours/manage/${tour.token}/cancel`,
      headers: { origin: TEST_ORIGIN },
      remoteAddress: freshIp(),
    });
    expect(moved.statusCode).toBe(404);
    expect((await t.db.db.select().from(tours).where(eq(tours.id, tour.id)))[0].status).toBe('booked');
    // Twice is fine, and audited once.
    expect((await revoke(tour.id)).statusCode).toBe(200);
    const entries = await audits(tour.id, 'tour.manage_link_revoked');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: admin.userId, entityType: 'tour' });
    expect(JSON.stringify(entries)).not.toContain(tour.token);

    await t.db.db.update(tours).set({ reminderSentAt: new Date() });
    await t.db.db.update(tours).set({ reminderSentAt: null }).where(eq(tours.id, tour.id));
    expect(await runTourReminders(t.app.ctx, { now: new Date(Date.parse(tour.slot.start) - 3_600_000) })).toBe(1);
    await t.flushMail();
    const reminder = t.mail.to(tour.email).find((m) => m.subject.startsWith('Your tour is tomorrow'))!;
    expect(reminder.text).not.toContain('/tour/manage/');
  });

  it('issues a new link by e-mail: the new one works, every older one (revoked or not) is dead', async () => {
    const tour = await booked();
    const res = await reissue(tour.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: TOUR_MESSAGES.manageLinkSent, data: { manage_link_active: true } });
    await t.flushMail();
    const mail = t.mail.to(tour.email).find((m) => m.subject.startsWith('A new link for your tour'))!;
    const fresh = /\/tour\/manage\/([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    expect(fresh).not.toBe(tour.token);
    await expectDead(tour.token);
    expect((await view(fresh)).json().data.tour_id).toBe(tour.id);

    // A revoked link comes back only as a new link.
    await revoke(tour.id);
    await expectDead(fresh);
    expect((await reissue(tour.id)).statusCode).toBe(200);
    await t.flushMail();
    const third = /\/tour\/manage\/([A-Za-z0-9_-]+)/.exec(
      t.mail
        .to(tour.email)
        .filter((m) => m.subject.startsWith('A new link for your tour'))
        .at(-1)!.text,
    )![1];
    await expectDead(fresh);
    expect((await view(third)).statusCode).toBe(200);
    expect((await audits(tour.id, 'tour.manage_link_issued')).map((e) => e.details)).toEqual([{ version: 1 }, { version: 2 }]);
  });

  it('kills the link when the office cancels, completes or marks a no-show', async () => {
    for (const status of ['cancelled', 'completed', 'no_show'] as const) {
      const tour = await booked();
      const res = await admin.inject({ method: 'PATCH', url: `/api/admin/tours/${tour.id}`, payload: { status } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.manage_link_active, status).toBe(false);
      await expectDead(tour.token);
    }
    // Confirming keeps it.
    const kept = await booked();
    await admin.inject({ method: 'PATCH', url: `/api/admin/tours/${kept.id}`, payload: { status: 'confirmed' } });
    expect((await view(kept.token)).statusCode).toBe(200);
  });

  it('gives no new link to a finished tour (422), and 404 for an unknown or malformed id', async () => {
    const tour = await booked();
    await admin.inject({ method: 'PATCH', url: `/api/admin/tours/${tour.id}`, payload: { status: 'cancelled' } });
    const refused = await reissue(tour.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(TOUR_MESSAGES.manageLinkNotActive);
    for (const id of [UNKNOWN, 'nope', '%27']) {
      expect((await revoke(id)).statusCode, id).toBe(404);
      expect((await reissue(id)).statusCode, id).toBe(404);
    }
  });

  it('answers 401 without a session and 403 cross-site, changing nothing', async () => {
    const tour = await booked();
    for (const url of [`/api/admin/tours/${tour.id}/manage-link/revoke`, `/api/admin/tours/${tour.id}/manage-link`]) {
      const anonymous = await t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN } });
      expect(anonymous.statusCode, url).toBe(401);
      const crossSite = await admin.inject({ method: 'POST', url, headers: { origin: 'https://evil.example' } });
      expect(crossSite.statusCode, url).toBe(403);
    }
    expect((await view(tour.token)).statusCode).toBe(200);
  });
});
