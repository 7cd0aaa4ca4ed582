import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatConversations, chatEscalations, chatLeads } from '../db/schema';
import { insertProperty } from '../modules/chatbot/test-helpers';

import { loginAsAdmin } from '../test/http';
import { seedChatbot } from './chatbot';
import { useTestContext } from '../test/app';

describe('demo chatbot seed', () => {
  const t = useTestContext();
  beforeAll(async () => {
    await insertProperty(t, { title: 'Sunny Two-Bedroom near Washington Park', city: 'Albany', price: 1450, bedrooms: 2 });
    await insertProperty(t, { title: 'Riverfront Loft in Downtown Troy', city: 'Troy', price: 1750, bedrooms: 1, propertyType: 'condo' });
    await insertProperty(t, {
      title: 'Victorian Townhouse on Broadway',
      city: 'Saratoga Springs',
      price: 2350,
      bedrooms: 3,
      propertyType: 'townhouse',
    });
    await seedChatbot(t.app.ctx);
  });

  it('adds conversations in every status and flow, with transcripts, leads and escalations', async () => {
    const admin = await loginAsAdmin(t);
    const stats = (await admin.inject({ method: 'GET', url: '/api/admin/chatbot/stats' })).json().data;
    expect(stats.total_conversations).toBe(8);
    expect(stats.status_breakdown).toEqual({ active: 1, completed: 4, escalated: 2, abandoned: 1 });
    for (const n of Object.values(stats.flow_breakdown)) expect(n).toBeGreaterThan(0);
    expect(stats.satisfaction).toEqual({ satisfied: 4, unsatisfied: 2, satisfaction_rate: 66.7 });

    const list = (await admin.inject({ method: 'GET', url: '/api/admin/chatbot/conversations' })).json().data;
    const visit = list.conversations.find((c: { flow_type: string }) => c.flow_type === 'schedule_visit');
    expect(visit).toMatchObject({ guest_name: 'James Carter', status: 'completed' });
    const detail = (await admin.inject({ method: 'GET', url: `/api/admin/chatbot/conversations/${visit.id}` })).json().data;
    expect(detail.messages.length).toBeGreaterThan(8);
    expect(detail.messages[0]).toMatchObject({ step_number: 0, answer: 'Schedule a visit', response_time_seconds: expect.any(Number) });
    expect(detail.leads[0]).toMatchObject({ lead_type: 'visit_request', email: 'james.carter@example.com' });

    const [{ leads }] = await t.app.ctx.db.select({ leads: count() }).from(chatLeads);
    const [{ escalations }] = await t.app.ctx.db.select({ escalations: count() }).from(chatEscalations);
    expect(leads).toBe(5);
    expect(escalations).toBe(2);
  });

  it('does nothing when run again', async () => {
    await seedChatbot(t.app.ctx);
    const [{ n }] = await t.app.ctx.db.select({ n: count() }).from(chatConversations);
    expect(n).toBe(8);
  });
});
