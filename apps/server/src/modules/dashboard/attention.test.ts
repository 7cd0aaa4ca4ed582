import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AttentionData, AttentionItem, AttentionKey } from '@rentfront/shared';
import {
  applications,
  chatConversations,
  chatEscalations,
  chatLeads,
  contactMessages,
  dashboardVisits,
  maintenanceRequests,
  screeningResponses,
  tours,
} from '../../db/schema';
import { TEST_ORIGIN } from '../../test/context';
import { loginAsAdmin, type Agent } from '../../test/http';
import { NEW_SINCE } from './attention';

import { loadTourSettings } from '../tours/settings';
import { addDays, localDate, zonedInstant } from '../tours/slots';
import { loadAttention } from './attention-service';
import { DASHBOARD_VISIT_GAP_MS } from './visits';
import { createProperty } from '../../test/factories/property';
import { useAdmin, useTestContext } from '../../test/app';
import { planWithoutSeqScans } from '../../test/query-plan';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('GET /api/admin/dashboard/attention', () => {
  const t = useTestContext();
  const admin = useAdmin(t);
  let seq = 0;
  const ago = (ms: number) => new Date(Date.now() - ms);

  const addApplication = (status: 'pending' | 'approved', createdAt = new Date()) =>
    t.app.ctx.db.insert(applications).values({
      reference: `APP-T${String(++seq).padStart(5, '0')}`,
      status,
      fullName: 'Ann Lee',
      email: 'ann@example.com',
      phoneNumber: '5185550100',
      document: {},
      createdAt,
    });
  const addScreening = (replied: boolean, createdAt = new Date()) =>
    t.app.ctx.db.insert(screeningResponses).values({
      reference: `SCR-T${String(++seq).padStart(5, '0')}`,
      fullName: 'Bo Diaz',
      email: 'bo@example.com',
      phone: '5185550101',
      recommendations: { message: 'x', generated: false, property_count: 0, criteria: {}, url: '/properties' },
      adminReply: replied ? 'Thanks' : null,
      createdAt,
    });
  const addMaintenance = (
    status: 'pending' | 'in_progress' | 'completed' | 'cancelled' | 'sent_to_contractor',
    priority: 'low' | 'urgent',
    createdAt = new Date(),
  ) =>
    t.app.ctx.db.insert(maintenanceRequests).values({
      tenantName: 'Cy Park',
      propertyAddress: '1 Main St',
      issueTitle: 'Leak',
      issueDescription: 'Water under the sink',
      contractorEmail: 'fix@example.com',
      status,
      priority,
      createdAt,
    });
  const addContact = (isRead: boolean, createdAt = new Date()) =>
    t.app.ctx.db.insert(contactMessages).values({
      fullName: 'Di Ross',
      email: 'di@example.com',
      phone: '5185550102',
      message: 'Hello there',
      isRead,
      createdAt,
    });
  const addConversation = async (status: 'completed' | 'escalated') => {
    const [c] = await t.app.ctx.db
      .insert(chatConversations)
      .values({ sessionId: crypto.randomUUID(), visitorId: crypto.randomUUID(), status, step: 'done' })
      .returning();
    return c.id;
  };

  const fetchCard = async (agent: Agent = admin) => {
    // Each figure checked here must come from the database, not the 10 s cache.
    t.app.ctx.readCaches.clear();
    const res = await agent.inject({ method: 'GET', url: '/api/admin/dashboard/attention' });
    expect(res.statusCode).toBe(200);
    return res.json().data as AttentionData;
  };
  const item = (data: AttentionData, key: AttentionKey) => data.items.find((i) => i.key === key) as AttentionItem;
  /** Ends the current visit: the last open moves back past the gap, as if the admin left long ago. */
  const leave = (agent: Agent, by = DASHBOARD_VISIT_GAP_MS + HOUR) =>
    t.app.ctx.db
      .update(dashboardVisits)
      .set({ lastSeenAt: sql`${dashboardVisits.lastSeenAt} - ${`${by} milliseconds`}::interval` })
      .where(eq(dashboardVisits.userId, agent.userId));

  beforeAll(async () => {
    // Older than any visit of the test: counted, never "new".
    const old = ago(30 * DAY);
    await addApplication('pending', old);
    await addApplication('pending', old);
    await addApplication('approved', old);
    await addScreening(false, old);
    await addScreening(true, old);
    await addMaintenance('pending', 'urgent', old);
    await addMaintenance('in_progress', 'low', old);
    await addMaintenance('sent_to_contractor', 'low', old);
    await addMaintenance('completed', 'urgent', old);
    await addMaintenance('cancelled', 'low', old);
    await addContact(false, old);
    await addContact(true, old);
    const escalated = await addConversation('escalated');
    await addConversation('completed');
    await t.app.ctx.db.insert(chatEscalations).values({ conversationId: escalated, reason: 'not satisfied', createdAt: old });
    // One lead this week (3 days old) and one older than a week.
    await t.app.ctx.db.insert(chatLeads).values([
      { conversationId: escalated, leadType: 'inquiry', createdAt: ago(3 * DAY) },
      { conversationId: escalated, leadType: 'search_alert', createdAt: ago(10 * DAY) },
    ]);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard/attention', headers: { origin: TEST_ORIGIN } });
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
  });

  it('counts what needs attention, with nothing "new" on the first visit', async () => {
    const data = await fetchCard();
    expect(data.last_visit_at).toBeNull();
    expect(data.items.map((i) => i.key)).toEqual([
      'tours_today',
      'applications_pending',
      'screening_unreplied',
      'maintenance_open',
      'contacts_unread',
      'chat_escalations',
      'chat_leads',
      'leases_awaiting_countersignature',
      'leases_signature_overdue',
      'leases_ending_unrenewed',
      'late_balances',
      'payments_failed',
      'deposit_statements_due',
    ]);
    expect(item(data, 'applications_pending')).toMatchObject({ count: 2, count_capped: false, new_since_last_visit: null });
    expect(item(data, 'screening_unreplied').count).toBe(1);
    expect(item(data, 'maintenance_open')).toMatchObject({ count: 3, urgent: { count: 1, new_since_last_visit: null } });
    expect(item(data, 'contacts_unread').count).toBe(1);
    expect(item(data, 'chat_escalations').count).toBe(1);
    expect(item(data, 'chat_leads').count).toBe(1);
    expect(item(data, 'tours_today')).toMatchObject({ count: 0, count_capped: false, new_since_last_visit: null });
  });

  it('shows what arrived since the visit before, and keeps it through the same visit', async () => {
    await fetchCard();
    await leave(admin);
    // Arrivals while the admin was away; a handled one (approved, read, replied, completed) is not counted.
    await addApplication('pending');
    await addApplication('approved');
    await addScreening(false);
    await addScreening(true);
    await addMaintenance('pending', 'urgent');
    await addMaintenance('pending', 'low');
    await addMaintenance('completed', 'urgent');
    await addContact(false);
    await addContact(false);
    await addContact(true);
    const escalated = await addConversation('escalated');
    await t.app.ctx.db.insert(chatEscalations).values({ conversationId: escalated, reason: 'not satisfied' });
    await t.app.ctx.db.insert(chatLeads).values({ conversationId: escalated, leadType: 'visit_request' });

    const data = await fetchCard();
    expect(data.last_visit_at).not.toBeNull();
    const fresh = (key: AttentionKey) => item(data, key).new_since_last_visit;
    expect(item(data, 'applications_pending').count).toBe(3);
    expect(fresh('applications_pending')).toEqual({ count: 1, capped: false });
    expect(item(data, 'screening_unreplied').count).toBe(2);
    expect(fresh('screening_unreplied')).toEqual({ count: 1, capped: false });
    expect(item(data, 'maintenance_open')).toMatchObject({
      count: 5,
      new_since_last_visit: { count: 2, capped: false },
      urgent: { count: 2, new_since_last_visit: { count: 1, capped: false } },
    });
    expect(item(data, 'contacts_unread').count).toBe(3);
    expect(fresh('contacts_unread')).toEqual({ count: 2, capped: false });
    expect(item(data, 'chat_escalations').count).toBe(2);
    expect(fresh('chat_escalations')).toEqual({ count: 1, capped: false });
    expect(item(data, 'chat_leads').count).toBe(2);
    expect(fresh('chat_leads')).toEqual({ count: 1, capped: false });

    // A reload a minute later is the same visit: the figure stays relative to the visit before.
    const again = await fetchCard();
    expect(again.last_visit_at).toBe(data.last_visit_at);
    expect(item(again, 'contacts_unread').new_since_last_visit).toEqual({ count: 2, capped: false });

    // The next visit (an hour after this one) starts from this one: nothing new since.
    const later = new Date(Date.now() + DASHBOARD_VISIT_GAP_MS + HOUR);
    const next = await loadAttention(t.app.ctx, admin.userId, { now: later, fresh: true });
    expect(new Date(next.last_visit_at!).getTime()).toBeGreaterThan(new Date(data.last_visit_at!).getTime());
    for (const i of next.items) expect(i.new_since_last_visit).toEqual({ count: 0, capped: false });
  });

  it('keeps each staff user their own last visit', async () => {
    const other = await loginAsAdmin(t);
    const data = await fetchCard(other);
    expect(data.last_visit_at).toBeNull();
    expect(item(data, 'contacts_unread').new_since_last_visit).toBeNull();
  });

  it('serves a repeated call from the short per-user cache', async () => {
    const first = await fetchCard();
    await addContact(false);
    const cached = (await admin.inject({ method: 'GET', url: '/api/admin/dashboard/attention' })).json().data as AttentionData;
    expect(item(cached, 'contacts_unread').count).toBe(item(first, 'contacts_unread').count);
    const fresh = (
      await admin.inject({ method: 'GET', url: '/api/admin/dashboard/attention', headers: { 'cache-control': 'no-cache' } })
    ).json().data as AttentionData;
    expect(item(fresh, 'contacts_unread').count).toBe(item(first, 'contacts_unread').count + 1);
  });

  it('links to lists that the server filters the same way', async () => {
    const data = await fetchCard();
    // Each list answers its own shape (server.md §3); only the total is read here.
    type ListBody = { total: number; total_conversations: number; pagination: { total: number } };
    const total = async (url: string, pick: (body: ListBody) => number) => {
      const res = await admin.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      return pick(res.json().data);
    };
    const paged = (d: ListBody) => d.pagination.total;
    expect(await total('/api/admin/applications?status=pending', (d) => d.total)).toBe(item(data, 'applications_pending').count);
    expect(await total('/api/admin/screening/responses?status=pending', paged)).toBe(item(data, 'screening_unreplied').count);
    expect(await total('/api/admin/screening/responses?status=replied', paged)).toBeGreaterThan(0);
    expect(await total('/api/admin/maintenance-requests?status=open', paged)).toBe(item(data, 'maintenance_open').count);
    expect(await total('/api/admin/maintenance-requests?status=open&priority=urgent', paged)).toBe(
      item(data, 'maintenance_open').urgent!.count,
    );
    expect(await total('/api/admin/contacts?read=unread', paged)).toBe(item(data, 'contacts_unread').count);
    const unread = await admin.inject({ method: 'GET', url: '/api/admin/contacts?read=unread' });
    expect(unread.json().data.contacts.every((c: { is_read: boolean }) => !c.is_read)).toBe(true);
    expect(await total('/api/admin/chatbot/conversations?status=escalated', (d) => d.total_conversations)).toBe(
      item(data, 'chat_escalations').count,
    );
    const withLead = await t.app.ctx.db.execute(sql`select count(distinct conversation_id)::int as n from chat_leads`);
    const expected = (withLead as unknown as { rows: { n: number }[] }).rows[0].n;
    expect(await total('/api/admin/chatbot/conversations?lead=with', (d) => d.total_conversations)).toBe(expected);
    const overdue = item(data, 'leases_signature_overdue');
    expect(await total(`/api${overdue.href!}`, paged)).toBe(overdue.count);
    // The list filters still refuse what they do not know.
    for (const url of [
      '/api/admin/contacts?read=maybe',
      '/api/admin/screening/responses?status=late',
      '/api/admin/maintenance-requests?status=shut',
    ]) {
      expect((await admin.inject({ method: 'GET', url })).statusCode).toBe(400);
    }
  });

  it("counts today's tours still to happen, on the office's calendar day, and those booked since the last visit", async () => {
    await fetchCard();
    await leave(admin);
    const home = await createProperty(t.app.ctx.db);
    const zone = (await loadTourSettings(t.app.ctx.db)).time_zone;
    const today = localDate(new Date(), zone);
    const at = (day: string, hhmm: string) => zonedInstant(day, hhmm, zone);
    const tour = (start: Date, status: 'booked' | 'confirmed' | 'cancelled', createdAt = new Date()) => ({
      propertyId: home.id,
      type: 'self_guided' as const,
      startAt: start,
      endAt: new Date(start.getTime() + 30 * 60 * 1000),
      fullName: 'Eve Tour',
      email: 'eve@example.com',
      phone: '5185550109',
      status,
      manageTokenHash: crypto.randomUUID(),
      createdAt,
    });
    await t.app.ctx.db
      .insert(tours)
      .values([
        tour(at(today, '00:00'), 'booked', ago(30 * DAY)),
        tour(at(today, '23:30'), 'confirmed'),
        tour(at(today, '12:00'), 'cancelled'),
        tour(at(addDays(today, 1), '00:00'), 'booked'),
        tour(at(addDays(today, -1), '23:30'), 'booked'),
      ]);
    const data = await fetchCard();
    expect(item(data, 'tours_today')).toEqual({
      key: 'tours_today',
      count: 2,
      count_capped: false,
      new_since_last_visit: { count: 1, capped: false },
    });
  });

  describe('each "new since" count is served by its index (no sequential scan)', () => {
    const cases: [keyof typeof NEW_SINCE, string][] = [
      ['applications_pending', 'applications_status_created_idx'],
      ['screening_unreplied', 'screening_responses_unreplied_created_idx'],
      ['maintenance_open', 'maintenance_requests_open_created_idx'],
      ['maintenance_urgent', 'maintenance_requests_open_urgent_created_idx'],
      ['contacts_unread', 'contact_messages_unread_created_idx'],
      ['chat_escalations', 'chat_escalations_created_idx'],
      ['chat_leads', 'chat_leads_created_idx'],
    ];
    for (const [name, index] of cases) {
      it(name, async () => {
        const { table, where } = NEW_SINCE[name](ago(DAY));
        const text = await planWithoutSeqScans(t.app.ctx.db, sql`select 1 from ${table} where ${where} limit 1001`);
        expect(text, text).not.toMatch(/Seq Scan/);
        expect(text, text).toContain(index);
      });
    }
  });
});
