import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatConversations, users } from '../../db/schema';

import { loginAsAdmin } from '../../test/http';
import { ChatClient, insertProperty } from './test-helpers';
import { useAdmin, useTestContext } from '../../test/app';

describe('Chatbot Analytics (admin calls)', () => {
  const t = useTestContext();
  const admin = useAdmin(t);
  const sessions: Record<string, string> = {};

  beforeAll(async () => {
    const loft = await insertProperty(t, { title: 'Maple Street Loft', city: 'Albany', price: 1450, bedrooms: 2 });

    // A visit request, then satisfied → completed (schedule_visit).
    const visit = new ChatClient(t);
    sessions.visit = (await visit.start()).session_id;
    for (const a of [
      'schedule_visit',
      'maple',
      loft.id,
      'request', // "Request a call instead" of a tour time: the call-back request
      'tomorrow',
      'afternoon',
      'Sam Rivera',
      '(518) 555-0188',
      'sam@example.com',
      'yes',
    ]) {
      await visit.say(sessions.visit, a);
    }
    // A question, then not satisfied → escalated (general_support).
    const support = new ChatClient(t);
    sessions.support = (await support.start()).session_id;
    await support.say(sessions.support, 'general_support');
    await support.say(sessions.support, 'hours');
    await support.satisfaction(sessions.support, false, 'Please call me back');
    // Still searching (property_search, active).
    const search = new ChatClient(t);
    sessions.search = (await search.start()).session_id;
    await search.say(sessions.search, '2 bedroom in Albany');
    // Idle for two days (bug_report) → abandoned when the admin reads the list.
    const bug = new ChatClient(t);
    sessions.bug = (await bug.start()).session_id;
    await bug.say(sessions.bug, 'bug_report');
    const old = new Date(Date.now() - 10 * 24 * 60 * 60 * 1000);
    await t.app.ctx.db
      .update(chatConversations)
      .set({ lastActivityAt: old, createdAt: old })
      .where(eq(chatConversations.sessionId, sessions.bug));
  });

  const list = (query = '') => admin.inject({ method: 'GET', url: `/api/admin/chatbot/conversations${query}` });
  const ids = (res: { json(): { data: { conversations: { session_id: string }[] } } }) =>
    res.json().data.conversations.map((c) => c.session_id);

  describe('GET /api/admin/chatbot/conversations', () => {
    it('lists every conversation, newest first, with the page pagination', async () => {
      const res = await list();
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.total_conversations).toBe(4);
      expect(data.pagination).toEqual({
        current_page: 1,
        per_page: 20,
        total_count: 4,
        total_pages: 1,
        has_next: false,
        has_prev: false,
        total_capped: false,
      });
      expect(ids(res)).toEqual([sessions.search, sessions.support, sessions.visit, sessions.bug]);
      const visit = data.conversations.find((c: { session_id: string }) => c.session_id === sessions.visit);
      expect(visit).toMatchObject({
        user_name: 'Sam Rivera',
        user_email: 'sam@example.com',
        guest_name: 'Sam Rivera',
        guest_email: 'sam@example.com',
        flow_type: 'schedule_visit',
        status: 'completed',
        is_satisfied: true,
        messages_count: 11, // with the tour-type question
      });
      expect(visit.completed_at).toEqual(expect.any(String));
      // The idle conversation was marked abandoned on read.
      expect(data.conversations.find((c: { session_id: string }) => c.session_id === sessions.bug).status).toBe('abandoned');
    });

    it('filters by status, flow type and satisfaction on the server', async () => {
      expect(ids(await list('?status=escalated'))).toEqual([sessions.support]);
      expect(ids(await list('?status=active'))).toEqual([sessions.search]);
      expect(ids(await list('?flow_type=bug_report'))).toEqual([sessions.bug]);
      expect(ids(await list('?satisfaction=satisfied'))).toEqual([sessions.visit]);
      expect(ids(await list('?satisfaction=unsatisfied'))).toEqual([sessions.support]);
      expect(ids(await list('?satisfaction=not_asked'))).toEqual([sessions.search, sessions.bug]);
      expect(ids(await list('?status=all&flow_type=&satisfaction=any'))).toHaveLength(4);
      expect(ids(await list('?status=completed&flow_type=general_support'))).toEqual([]);
    });

    it('searches name, e-mail and session id, case-insensitively', async () => {
      expect(ids(await list('?search=RIVERA'))).toEqual([sessions.visit]);
      expect(ids(await list('?search=sam%40example'))).toEqual([sessions.visit]);
      expect(ids(await list(`?search=${sessions.search.slice(0, 8).toUpperCase()}`))).toEqual([sessions.search]);
      expect(ids(await list('?search=nobody-like-this'))).toEqual([]);
      expect(ids(await list('?search=%25'))).toEqual([]);
    });

    it('pages with page and limit', async () => {
      const res = await list('?page=2&limit=3');
      expect(ids(res)).toEqual([sessions.bug]);
      expect(res.json().data.pagination).toEqual({
        current_page: 2,
        per_page: 3,
        total_count: 4,
        total_pages: 2,
        has_next: false,
        has_prev: true,
        total_capped: false,
      });
      expect(ids(await list('?page=9'))).toEqual([]);
    });

    it('rejects bad parameters with 400', async () => {
      for (const q of ['?status=closed', '?flow_type=chitchat', '?satisfaction=maybe', '?limit=101', '?limit=0', '?page=0', '?page=abc']) {
        const res = await list(q);
        expect(res.statusCode, q).toBe(400);
        expect(res.json().success).toBe(false);
      }
    });
  });

  describe('GET /api/admin/chatbot/conversations/{id}', () => {
    it('returns the conversation with its messages, response times and leads', async () => {
      const [row] = await t.app.ctx.db.select().from(chatConversations).where(eq(chatConversations.sessionId, sessions.visit));
      const res = await admin.inject({ method: 'GET', url: `/api/admin/chatbot/conversations/${row.id}` });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({
        id: row.id,
        session_id: sessions.visit,
        status: 'completed',
        flow_type: 'schedule_visit',
        escalations: [],
      });
      expect(data.messages).toHaveLength(11);
      expect(data.messages[0]).toMatchObject({ step_number: 0, answer: 'Schedule a visit', response_time_seconds: expect.any(Number) });
      expect(data.messages[2]).toMatchObject({ answer: 'Maple Street Loft' });
      expect(data.messages.at(-1)).toMatchObject({ answer: null, input_type: 'completion' });
      expect(data.leads).toEqual([
        expect.objectContaining({
          lead_type: 'visit_request',
          name: 'Sam Rivera',
          email: 'sam@example.com',
          property_title: 'Maple Street Loft',
        }),
      ]);
      // The session id works too.
      expect((await admin.inject({ method: 'GET', url: `/api/admin/chatbot/conversations/${sessions.visit}` })).json().data.id).toBe(
        row.id,
      );
    });

    it('returns the escalations of an escalated conversation', async () => {
      const res = await admin.inject({ method: 'GET', url: `/api/admin/chatbot/conversations/${sessions.support}` });
      expect(res.json().data).toMatchObject({
        status: 'escalated',
        is_satisfied: false,
        satisfaction_feedback: 'Please call me back',
        escalations: [expect.objectContaining({ reason: 'Please call me back', contact_email: null })],
      });
    });

    it('answers 404 for an unknown or malformed id', async () => {
      const unknown = await admin.inject({ method: 'GET', url: '/api/admin/chatbot/conversations/5b0a2f57-8e1c-4d43-9c55-6f0f2c8f1e11' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().detail).toBe('Conversation not found');
      expect((await admin.inject({ method: 'GET', url: '/api/admin/chatbot/conversations/42' })).statusCode).toBe(404);
    });
  });

  describe('GET /api/admin/chatbot/stats', () => {
    it('counts statuses, satisfaction, the last 7 days and flows', async () => {
      const res = await admin.inject({ method: 'GET', url: '/api/admin/chatbot/stats' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        total_conversations: 4,
        status_breakdown: { active: 1, completed: 1, escalated: 1, abandoned: 1 },
        satisfaction: { satisfied: 1, unsatisfied: 1, satisfaction_rate: 50 },
        recent_activity: { conversations_last_7_days: 3 },
        flow_breakdown: { property_search: 1, rent_inquiry: 0, schedule_visit: 1, general_support: 1, bug_report: 1, feedback: 0 },
      });
    });
  });

  describe('access', () => {
    const paths = [
      '/api/admin/chatbot/conversations',
      '/api/admin/chatbot/stats',
      '/api/admin/chatbot/conversations/5b0a2f57-8e1c-4d43-9c55-6f0f2c8f1e11',
    ];

    it('answers 401 without a session', async () => {
      for (const url of paths) expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    });

    it('answers 403 to a signed-in account that is not a verified admin', async () => {
      const other = await loginAsAdmin(t);
      await t.app.ctx.db.update(users).set({ isVerified: false }).where(eq(users.id, other.userId));
      for (const url of paths) expect((await other.inject({ method: 'GET', url })).statusCode, url).toBe(403);
    });
  });
});
