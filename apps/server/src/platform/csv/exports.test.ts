import crypto from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, chatConversations, contactMessages, maintenanceRequests, screeningResponses } from '../../db/schema';
import { BIRTH_DATE, fullApplicationBody, LICENSE, SSN, submitApplication } from '../../test/factories/application';
import { createProperty } from '../../test/factories/property';
import { TEST_ORIGIN } from '../../test/context';
import { csvRows } from './csv-test-helpers';
import { useAdmin, useTestContext } from '../../test/app';

/** A word no other row of the test database carries: the filters narrow each export to a test's rows. */
const marker = (name: string) => `${name}${crypto.randomBytes(3).toString('hex')}`;

const TODAY_FILE = /^attachment; filename="[a-z-]+-\d{4}-\d{2}-\d{2}\.csv"$/;

describe('CSV exports and list sorts', () => {
  const t = useTestContext();
  const admin = useAdmin(t);

  const get = (url: string) => admin.inject({ method: 'GET', url });
  const lastAudit = async (list: string) => {
    const [row] = await t.app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'export.csv'), eq(auditLog.entityType, list)))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    return row;
  };

  async function insertContacts(name: string, count: number, overrides: Partial<typeof contactMessages.$inferInsert> = {}) {
    const createdAt = new Date('2026-03-01T12:00:00.123Z');
    const rows = Array.from({ length: count }, (_, i) => ({
      fullName: `${name} ${i}`,
      email: `${name.toLowerCase()}${i}@example.com`,
      phone: '518-555-0100',
      message: 'Is it still available?',
      createdAt,
      ...overrides,
    }));
    for (let i = 0; i < rows.length; i += 500) await t.app.ctx.db.insert(contactMessages).values(rows.slice(i, i + 500));
  }

  describe('every export', () => {
    const EXPORTS: { path: string; list: string; first: string }[] = [
      { path: '/api/admin/properties/export', list: 'properties', first: 'Title' },
      { path: '/api/admin/applications/export', list: 'applications', first: 'Reference' },
      { path: '/api/admin/screening/responses/export', list: 'screening-responses', first: 'Reference' },
      { path: '/api/admin/contacts/export', list: 'contacts', first: 'Name' },
      { path: '/api/admin/maintenance-requests/export', list: 'maintenance', first: 'Issue' },
      { path: '/api/admin/chatbot/conversations/export', list: 'chat-leads', first: 'Name' },
    ];

    for (const e of EXPORTS) {
      it(`${e.list}: signed out is a 401, nothing exported`, async () => {
        const res = await t.app.inject({ method: 'GET', url: e.path, headers: { origin: TEST_ORIGIN } });
        expect(res.statusCode).toBe(401);
        expect(res.headers['content-type']).toMatch(/json/);
      });

      it(`${e.list}: an empty result is the header line alone, with a BOM, and is audited`, async () => {
        const res = await get(`${e.path}?search=${marker('nothingmatches')}`);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(res.headers['content-disposition']).toMatch(TODAY_FILE);
        expect(res.headers['content-disposition']).toContain(`filename="${e.list}-`);
        expect(res.headers['cache-control']).toBe('no-store');
        const { header, rows } = csvRows(res);
        expect(header[0]).toBe(e.first);
        expect(rows).toEqual([]);
        expect(res.body.split('\r\n')).toHaveLength(2);
        const audit = await lastAudit(e.list);
        expect(audit.actorId).toBe(admin.userId);
        expect(audit.details).toMatchObject({ list: e.list, rows: 0, complete: true });
      });
    }
  });

  describe('contacts', () => {
    it('exports every row the filters show, across chunks, each once (keyset on equal timestamps)', async () => {
      const name = marker('Chunky');
      await insertContacts(name, 1_050);
      const res = await get(`/api/admin/contacts/export?search=${name}`);
      expect(res.statusCode).toBe(200);
      const { rows } = csvRows(res);
      expect(rows).toHaveLength(1_050);
      expect(new Set(rows.map((r) => r.Email)).size).toBe(1_050);
      const audit = await lastAudit('contacts');
      expect(audit.details).toEqual({ list: 'contacts', filters: { search: name }, rows: 1_050, complete: true });
    });

    it('applies the status filter and neutralises formulas, quoting commas, quotes and line breaks', async () => {
      const name = marker('Formula');
      await insertContacts(name, 1, { message: '=HYPERLINK("http://evil.example","Click"), then\nmore', phone: '+1 518 555 0100' });
      await insertContacts(name, 1, { status: 'resolved', message: '@SUM(1+1)' });
      const res = await get(`/api/admin/contacts/export?search=${name}&status=pending`);
      const { rows } = csvRows(res);
      expect(rows).toHaveLength(1);
      expect(rows[0].Message).toBe(`'=HYPERLINK("http://evil.example","Click"), then\nmore`);
      expect(rows[0].Phone).toBe("'+1 518 555 0100");
      expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Click""), then\nmore"`);
      const resolved = csvRows(await get(`/api/admin/contacts/export?search=${name}&status=resolved`)).rows;
      expect(resolved.map((r) => r.Message)).toEqual(["'@SUM(1+1)"]);
    });

    it('sorts the list by an allowed column in both directions, and refuses any other', async () => {
      const name = marker('Sorted');
      await t.app.ctx.db.insert(contactMessages).values(
        ['Charlie', 'alpha', 'Bravo'].map((first) => ({
          fullName: `${first} ${name}`,
          email: `${first.toLowerCase()}.${name.toLowerCase()}@example.com`,
          phone: '518-555-0100',
          message: 'Hello',
        })),
      );
      const names = async (q: string) =>
        ((await get(`/api/admin/contacts?search=${name}&${q}`)).json().data.contacts as { full_name: string }[]).map(
          (c) => c.full_name.split(' ')[0],
        );
      expect(await names('sort=email&dir=asc')).toEqual(['alpha', 'Bravo', 'Charlie']);
      expect(await names('sort=email&dir=desc')).toEqual(['Charlie', 'Bravo', 'alpha']);

      const bad = await get('/api/admin/contacts?sort=message;drop table users&dir=asc');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('sort must be one of: full_name, email, status, created_at');
      expect((await get('/api/admin/contacts?sort=email&dir=sideways')).statusCode).toBe(400);
      expect((await get('/api/admin/contacts/export?sort=nope')).statusCode).toBe(400);
    });

    it('marks a selection read in bulk', async () => {
      const name = marker('Bulk');
      await insertContacts(name, 3);
      const listed = (await get(`/api/admin/contacts?search=${name}`)).json().data.contacts as { id: string; is_read: boolean }[];
      expect(listed.every((c) => !c.is_read)).toBe(true);
      const res = await admin.inject({
        method: 'POST',
        url: '/api/admin/contacts/mark-read',
        payload: { ids: [listed[0].id, listed[1].id, 'not-an-id'] },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ success: true, data: { updated: 2 } });
      const after = (await get(`/api/admin/contacts?search=${name}`)).json().data.contacts as { id: string; is_read: boolean }[];
      expect(
        after
          .filter((c) => c.is_read)
          .map((c) => c.id)
          .sort(),
      ).toEqual([listed[0].id, listed[1].id].sort());
      expect((await admin.inject({ method: 'POST', url: '/api/admin/contacts/mark-read', payload: { ids: [] } })).statusCode).toBe(400);
      const signedOut = await t.app.inject({
        method: 'POST',
        url: '/api/admin/contacts/mark-read',
        headers: { origin: TEST_ORIGIN },
        payload: { ids: [listed[2].id] },
      });
      expect(signedOut.statusCode).toBe(401);
    });
  });

  describe('applications', () => {
    it('exports the list columns with the status filter, never the sensitive values', async () => {
      const title = marker('Hilltop');
      const property = await createProperty(t, { title, price: 2100 });
      const a = await submitApplication(t, fullApplicationBody(property.id, 'Avery Export', `avery.${title}@example.com`));
      const b = await submitApplication(t, fullApplicationBody(property.id, 'Blake Export', `blake.${title}@example.com`));
      await admin.inject({ method: 'PUT', url: `/api/admin/applications/${b.id}/status/approved` });

      const res = await get(`/api/admin/applications/export?search=${title}`);
      expect(res.statusCode).toBe(200);
      const { header, rows } = csvRows(res);
      expect(header).toEqual([
        'Reference',
        'Applicant',
        'Email',
        'Phone',
        'Property',
        'Address',
        'City',
        'State',
        'Monthly rent',
        'Status',
        'Submitted',
        'Replied',
      ]);
      expect(rows.map((r) => r.Reference)).toEqual([b.reference, a.reference]);
      expect(rows[0]).toMatchObject({ Applicant: 'Blake Export', Status: 'approved', 'Monthly rent': '2100', Phone: "'+1 518 555 0199" });
      for (const secret of [SSN, LICENSE, BIRTH_DATE, '6789']) expect(res.body).not.toContain(secret);

      const approved = csvRows(await get(`/api/admin/applications/export?search=${title}&status=approved`)).rows;
      expect(approved.map((r) => r.Reference)).toEqual([b.reference]);
      const audit = await lastAudit('applications');
      expect(audit.details).toEqual({ list: 'applications', filters: { search: title, status: 'approved' }, rows: 1, complete: true });
    });

    it('sorts the list by applicant name, and refuses an unknown sort with the allowed ones', async () => {
      const title = marker('Sortable');
      const property = await createProperty(t, { title });
      for (const n of ['Morgan', 'Alex', 'Zoe'])
        await submitApplication(t, fullApplicationBody(property.id, `${n} Sort`, `${n.toLowerCase()}.${title}@example.com`));
      const names = async (dir: string) =>
        (
          (await get(`/api/admin/applications?search=${title}&sort=full_name&dir=${dir}`)).json().data.applications as {
            full_name: string;
          }[]
        ).map((x) => x.full_name);
      expect(await names('asc')).toEqual(['Alex Sort', 'Morgan Sort', 'Zoe Sort']);
      expect(await names('desc')).toEqual(['Zoe Sort', 'Morgan Sort', 'Alex Sort']);
      const bad = await get('/api/admin/applications?sort=document');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('sort must be one of: full_name, property, status, created_at');
    });
  });

  describe('maintenance', () => {
    async function insertRequest(
      title: string,
      priority: 'low' | 'medium' | 'high' | 'urgent',
      status: 'pending' | 'completed' = 'pending',
    ) {
      await t.app.ctx.db.insert(maintenanceRequests).values({
        tenantName: 'Riley Tenant',
        tenantEmail: 'riley@example.com',
        propertyAddress: '214 Lark Street',
        issueTitle: title,
        issueDescription: 'Water under the sink.',
        priority,
        status,
        contractorEmail: 'fixit@example.com',
        estimatedCost: -12.5,
      });
    }

    it('exports with the priority and status filters, and sorts the list by urgency', async () => {
      const issue = marker('Leak');
      await insertRequest(`${issue} one`, 'low');
      await insertRequest(`${issue} two`, 'urgent');
      await insertRequest(`${issue} three`, 'high', 'completed');
      const urgent = csvRows(await get(`/api/admin/maintenance-requests/export?search=${issue}&priority=urgent`)).rows;
      expect(urgent.map((r) => r.Issue)).toEqual([`${issue} two`]);
      // A number the database typed stays a number, sign and all.
      expect(urgent[0]['Estimated cost']).toBe('-12.5');
      const pending = csvRows(await get(`/api/admin/maintenance-requests/export?search=${issue}&status=pending`)).rows;
      expect(pending).toHaveLength(2);

      const sorted = (await get(`/api/admin/maintenance-requests?search=${issue}&sort=priority&dir=desc`)).json().data.requests as {
        priority: string;
      }[];
      expect(sorted.map((r) => r.priority)).toEqual(['urgent', 'high', 'low']);
      expect((await get('/api/admin/maintenance-requests?sort=contractor_email')).statusCode).toBe(400);
    });
  });

  describe('screening responses', () => {
    it('exports what the search shows and sorts the list by name', async () => {
      const name = marker('Screened');
      await t.app.ctx.db.insert(screeningResponses).values(
        ['Quinn', 'Avery'].map((first, i) => ({
          reference: `SCR-${name.slice(-6).toUpperCase()}${i}`,
          fullName: `${first} ${name}`,
          email: `${first.toLowerCase()}@example.com`,
          phone: '(518) 555-0101',
          message: '-1+1',
          recommendations: { message: 'None', generated: false, property_count: 0, criteria: {}, url: '/properties' },
        })),
      );
      const { rows } = csvRows(await get(`/api/admin/screening/responses/export?search=${name}`));
      expect(rows.map((r) => r.Name).sort()).toEqual([`Avery ${name}`, `Quinn ${name}`]);
      expect(rows[0].Message).toBe("'-1+1");
      const listed = (await get(`/api/admin/screening/responses?search=${name}&sort=full_name&dir=asc`)).json().data.responses as {
        full_name: string;
      }[];
      expect(listed.map((r) => r.full_name)).toEqual([`Avery ${name}`, `Quinn ${name}`]);
      expect((await get('/api/admin/screening/responses?sort=answers')).statusCode).toBe(400);
    });
  });

  describe('chat leads', () => {
    it('exports the conversations the filters show', async () => {
      const name = marker('Visitor');
      const base = { visitorId: crypto.randomUUID(), step: 'done', guestEmail: `${name.toLowerCase()}@example.com` };
      await t.app.ctx.db.insert(chatConversations).values([
        { ...base, sessionId: crypto.randomUUID(), guestName: `${name} Done`, status: 'completed', flowType: 'property_search' },
        { ...base, sessionId: crypto.randomUUID(), guestName: `=${name} Open`, status: 'active', flowType: 'property_search' },
      ]);
      const { rows } = csvRows(await get(`/api/admin/chatbot/conversations/export?search=${name}&status=completed`));
      expect(rows.map((r) => r.Name)).toEqual([`${name} Done`]);
      const all = csvRows(await get(`/api/admin/chatbot/conversations/export?search=${name}`)).rows;
      expect(all.map((r) => r.Name).sort()).toEqual([`'=${name} Open`, `${name} Done`].sort());
      expect((await get('/api/admin/chatbot/conversations?sort=visitor_id')).statusCode).toBe(400);
      expect((await get(`/api/admin/chatbot/conversations?search=${name}&sort=guest_name&dir=asc`)).statusCode).toBe(200);
    });
  });

  describe('properties', () => {
    it('exports the homes the status and search show', async () => {
      const title = marker('Lakeside');
      await createProperty(t, { title: `${title} A`, status: 'available', price: 1900 });
      await createProperty(t, { title: `${title} B`, status: 'rented' });
      const { rows } = csvRows(await get(`/api/admin/properties/export?search=${title}&status=rented`));
      expect(rows.map((r) => r.Title)).toEqual([`${title} B`]);
      const all = csvRows(await get(`/api/admin/properties/export?search=${title.toUpperCase()}`)).rows;
      expect(all.map((r) => r.Title)).toEqual([`${title} B`, `${title} A`]);
      expect(all[1]['Monthly rent']).toBe('1900');
      expect((await get('/api/admin/properties/export?status=sold')).statusCode).toBe(400);
    });
  });
});
