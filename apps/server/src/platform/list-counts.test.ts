import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { applications, chatConversations, contactMessages, maintenanceRequests, screeningResponses } from '../db/schema';
import { fillAdminLists } from '../../tools/seed-scale/admin-lists';

import { COUNT_CAP, readListCounts, type CountedList, type DimValue } from './list-counts';
import { useAdmin, useTestContext } from '../test/app';

type Dims = Record<string, DimValue>;

/** The rows' counted values, read straight from the table (not through the triggers' function). */
async function actualDims(db: Db, list: CountedList): Promise<Dims[]> {
  switch (list) {
    case 'applications':
      return db.select({ status: applications.status }).from(applications);
    case 'contacts':
      return db.select({ status: contactMessages.status, is_read: contactMessages.isRead }).from(contactMessages);
    case 'screening':
      return db.select({ replied: sql<boolean>`${screeningResponses.adminReply} is not null` }).from(screeningResponses);
    case 'maintenance':
      return db.select({ status: maintenanceRequests.status, priority: maintenanceRequests.priority }).from(maintenanceRequests);
    case 'chatbot':
      return db
        .select({ status: chatConversations.status, flow_type: chatConversations.flowType, is_satisfied: chatConversations.isSatisfied })
        .from(chatConversations);
  }
}

const LISTS: CountedList[] = ['applications', 'contacts', 'screening', 'maintenance', 'chatbot'];

/** Every combination present in the table has the counter's number, and the totals agree. */
async function expectCountsMatch(db: Db, list: CountedList) {
  const rows = await actualDims(db, list);
  const counts = await readListCounts(db, list);
  expect(counts.where({}), `${list} total`).toBe(rows.length);
  const seen = new Map<string, { dims: Dims; n: number }>();
  for (const dims of rows) {
    const key = JSON.stringify(dims);
    seen.set(key, { dims, n: (seen.get(key)?.n ?? 0) + 1 });
  }
  for (const { dims, n } of seen.values()) expect(counts.where(dims), `${list} ${JSON.stringify(dims)}`).toBe(n);
  // Single values too (what the status cards and single filters read).
  for (const key of Object.keys(rows[0] ?? {})) {
    for (const value of new Set(rows.map((r) => r[key]))) {
      expect(counts.where({ [key]: value }), `${list} ${key}=${String(value)}`).toBe(rows.filter((r) => r[key] === value).length);
    }
  }
}

describe('admin list counts', () => {
  const t = useTestContext();
  const admin = useAdmin(t);
  let db: Db;

  beforeAll(async () => {
    db = t.app.ctx.db;
    // Multi-row inserts of every counted table, like the scale seed and the bench do.
    await fillAdminLists(db, t.app.ctx.pii, { rows: 60 });
  }, 180_000); // filling five tables takes longer than opening a database

  it('follow multi-row inserts on every counted table', async () => {
    for (const list of LISTS) await expectCountsMatch(db, list);
  });

  it('follow updates that move rows between combinations, and ignore those that do not', async () => {
    await db
      .update(contactMessages)
      .set({ status: 'resolved', isRead: true })
      .where(sql`${contactMessages.status} = 'pending'`);
    await db.update(contactMessages).set({ message: 'edited' });
    await db
      .update(screeningResponses)
      .set({ adminReply: null })
      .where(sql`${screeningResponses.createdAt} > now() - interval '400 days'`);
    await db
      .update(maintenanceRequests)
      .set({ priority: 'urgent' })
      .where(sql`${maintenanceRequests.priority} = 'low'`);
    await db
      .update(chatConversations)
      .set({ isSatisfied: null, flowType: null })
      .where(sql`${chatConversations.status} = 'abandoned'`);
    await db
      .update(applications)
      .set({ status: 'reviewed' })
      .where(sql`${applications.status} = 'pending'`);
    for (const list of LISTS) await expectCountsMatch(db, list);
  });

  it('follow deletes, including cascades and truncation', async () => {
    await db.delete(maintenanceRequests).where(sql`${maintenanceRequests.status} = 'completed'`);
    await db.delete(applications).where(sql`${applications.status} = 'rejected'`);
    await db.execute(sql`truncate chat_conversations cascade`);
    for (const list of LISTS) await expectCountsMatch(db, list);
    expect((await readListCounts(db, 'chatbot')).where({})).toBe(0);
  });

  it('are what the lists and their counters answer', async () => {
    const res = await admin.inject({ method: 'GET', url: '/api/admin/maintenance-requests?status=in_progress&priority=urgent' });
    expect(res.statusCode).toBe(200);
    const n = (await actualDims(db, 'maintenance')).filter((r) => r.status === 'in_progress' && r.priority === 'urgent').length;
    expect(res.json().data.pagination).toMatchObject({ total: n, total_capped: false });
    const stats = await admin.inject({ method: 'GET', url: '/api/admin/contacts?limit=1' });
    expect(stats.json().data.stats.total).toBe((await actualDims(db, 'contacts')).length);
  });

  describe('a searched total', () => {
    const MATCHES = COUNT_CAP + 5;
    beforeAll(async () => {
      const rows = Array.from({ length: MATCHES }, (_, i) => ({
        fullName: `Capcount Person ${i}`,
        email: `capcount${i}@example.com`,
        phone: '518-555-0100',
        message: 'Hello',
        createdAt: new Date(Date.UTC(2020, 0, 1) + i * 1000),
      }));
      for (let i = 0; i < rows.length; i += 500) await db.insert(contactMessages).values(rows.slice(i, i + 500));
    });
    const page = async (query: string) => {
      const res = await admin.inject({ method: 'GET', url: `/api/admin/contacts?search=capcount${query}` });
      expect(res.statusCode).toBe(200);
      return res.json().data as { contacts: unknown[]; pagination: Record<string, unknown> };
    };

    it('is a lower bound past 1,000 matches (total_capped), with an exact next page', async () => {
      const first = await page('');
      expect(first.contacts).toHaveLength(20);
      expect(first.pagination).toEqual({ total: COUNT_CAP, limit: 20, offset: 0, has_next: true, has_prev: false, total_capped: true });
    });

    it('never ends before the page the admin has reached', async () => {
      const deep = await page(`&offset=${COUNT_CAP - 10}`);
      expect(deep.contacts).toHaveLength(15);
      expect(deep.pagination).toMatchObject({ total: COUNT_CAP + 5, has_next: false, total_capped: false });
      // Rows 980 to 999 and more after them: at least 1,001, so "Page 51 of 51" never shows.
      const middle = await page(`&offset=${COUNT_CAP - 20}`);
      expect(middle.pagination).toMatchObject({ total: COUNT_CAP + 1, has_next: true, total_capped: true });
    });

    it('is exact below the cap, and unsearched totals are exact at any size', async () => {
      const few = await page('%20person%2010');
      // "Capcount Person 10", "…100" to "…109" and "…1000" to "…1004".
      expect(few.pagination).toMatchObject({ total: 16, total_capped: false, has_next: false });
      const res = await admin.inject({ method: 'GET', url: '/api/admin/contacts?status=pending' });
      const pending = (await actualDims(db, 'contacts')).filter((r) => r.status === 'pending').length;
      expect(pending).toBeGreaterThan(COUNT_CAP);
      expect(res.json().data.pagination).toMatchObject({ total: pending, total_capped: false, has_next: true });
    });
  });
});
