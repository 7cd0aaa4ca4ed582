import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { chatConversations } from '../../db/schema';

import { ChatClient } from './test-helpers';
import { startAbandonSweep } from './sweeper';
import { useTestContext } from '../../test/app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// The conversation's life around the flows: abandonment, history, deletion and the rate limit.
describe('Property Assistant conversations', () => {
  const t = useTestContext();

  const conversation = async (sessionId: string) =>
    (await t.app.ctx.db.select().from(chatConversations).where(eq(chatConversations.sessionId, sessionId)))[0];
  describe('abandonment', () => {
    it('marks a conversation idle for 24 hours abandoned when it is next used', async () => {
      const c = new ChatClient(t);
      const { session_id } = await c.start();
      await t.app.ctx.db
        .update(chatConversations)
        .set({ lastActivityAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
        .where(eq(chatConversations.sessionId, session_id));
      const res = await c.respondRaw(session_id, 'hello');
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toMatch(/expired after 24 hours/);
      expect((await conversation(session_id)).status).toBe('abandoned');
      // Starting with that id gives a fresh conversation.
      expect((await c.start({ session_id })).session_id).not.toBe(session_id);
    });

    it('sweeps idle conversations on a timer that stops when asked', async () => {
      const c = new ChatClient(t);
      const { session_id } = await c.start();
      const fresh = await c.start();
      await t.app.ctx.db
        .update(chatConversations)
        .set({ lastActivityAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
        .where(eq(chatConversations.sessionId, session_id));
      const stop = startAbandonSweep(t.app.ctx, 20);
      try {
        await vi.waitFor(async () => expect((await conversation(session_id)).status).toBe('abandoned'), { timeout: 5000, interval: 50 });
      } finally {
        await stop();
      }
      expect((await conversation(fresh.session_id)).status).toBe('active');
    });
  });

  describe('GET /api/chatbot/history/{id}', () => {
    it("returns only the visitor's own conversations", async () => {
      const a = new ChatClient(t);
      const first = await a.start();
      await a.say(first.session_id, 'general_support');
      const second = await a.start();
      const b = new ChatClient(t);
      const theirs = await b.start();

      const byVisitor = await a.inject({ method: 'GET', url: `/api/chatbot/history/${first.visitor_id}` });
      expect(byVisitor.statusCode).toBe(200);
      const data = byVisitor.json().data;
      expect(data.visitor_id).toBe(first.visitor_id);
      expect(data.conversations.map((x: { session_id: string }) => x.session_id).sort()).toEqual(
        [first.session_id, second.session_id].sort(),
      );
      const one = data.conversations.find((x: { session_id: string }) => x.session_id === first.session_id);
      expect(one.messages[0]).toMatchObject({ step_number: 0, answer: 'Another question' });

      const bySession = await a.inject({ method: 'GET', url: `/api/chatbot/history/${second.session_id}` });
      expect(bySession.json().data.conversations).toHaveLength(2);

      expect((await a.inject({ method: 'GET', url: `/api/chatbot/history/${theirs.session_id}` })).statusCode).toBe(404);
      expect((await a.inject({ method: 'GET', url: `/api/chatbot/history/${theirs.visitor_id}` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/chatbot/history/${first.visitor_id}` })).statusCode).toBe(404);
      expect((await a.inject({ method: 'GET', url: '/api/chatbot/history/not-an-id' })).statusCode).toBe(404);
    });
  });

  describe('DELETE /api/chatbot/session/{id}', () => {
    it("deletes only the visitor's own session", async () => {
      const a = new ChatClient(t);
      const { session_id } = await a.start();
      const b = new ChatClient(t);
      await b.start();
      expect((await b.inject({ method: 'DELETE', url: `/api/chatbot/session/${session_id}` })).statusCode).toBe(404);
      const crossSite = await t.app.inject({ method: 'DELETE', url: `/api/chatbot/session/${session_id}`, headers: { cookie: a.cookie! } });
      expect(crossSite.statusCode).toBe(403);
      expect((await a.inject({ method: 'DELETE', url: '/api/chatbot/session/123' })).statusCode).toBe(404);
      const res = await a.inject({ method: 'DELETE', url: `/api/chatbot/session/${session_id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, message: 'Chat session deleted', data: { session_id } });
      expect(await conversation(session_id)).toBeUndefined();
      expect((await a.respondRaw(session_id, 'hi')).statusCode).toBe(404);
      expect((await a.inject({ method: 'DELETE', url: `/api/chatbot/session/${session_id}` })).statusCode).toBe(404);
    });
  });

  describe('rate limit', () => {
    it('allows 30 messages a minute per IP and answers the 31st with 429', async () => {
      const c = new ChatClient(t);
      const { session_id } = await c.start();
      for (let i = 0; i < 29; i++) {
        expect((await c.respondRaw(session_id, 'zzz')).statusCode).toBe(200);
      }
      const res = await c.respondRaw(session_id, 'zzz');
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json().detail).toBe("You're sending messages too quickly. Please wait a minute and try again.");
      // Another address is not affected.
      const other = new ChatClient(t);
      expect((await other.start()).session_id).toMatch(UUID);
    });
  });

  it('answers the connection test', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/debug/simple-test' })).json()).toEqual({ success: true });
  });
});
