import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '@rentfront/shared';
import { eq } from 'drizzle-orm';
import { contactMessages, properties } from '../../db/schema';
import { createProperty } from '../../test/factories/property';
import { useAdmin, useTestContext } from '../../test/app';
import { sendContact, UNKNOWN_ID, VALID_CONTACT } from './test-helpers';

// Issue 18 item 3: a contact message may name the home it is about.

describe('contact messages about a property', () => {
  const t = useTestContext();
  const admin = useAdmin(t);
  let home: { id: string; title: string };

  beforeAll(async () => {
    home = await createProperty(t, { title: 'Maple Court Two-Bedroom' });
  });
  beforeEach(async () => {
    await t.flushMail();
    t.mail.sent = [];
  });

  const send = (payload: unknown, ip?: string) => sendContact(t, payload, ip);

  async function stored(id: string) {
    const [row] = await t.app.ctx.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    return row;
  }

  it('stores the property, shows it in the inbox and names it in the office e-mail', async () => {
    const res = await send({ ...VALID_CONTACT, property_id: ` ${home.id} ` });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as string;
    expect((await stored(id)).propertyId).toBe(home.id);

    const list = await admin.inject({ method: 'GET', url: '/api/admin/contacts?search=dana@' });
    const item = list.json().data.contacts.find((c: { id: string }) => c.id === id);
    expect(item).toMatchObject({ property_id: home.id, property: { id: home.id, title: 'Maple Court Two-Bedroom' } });

    const detail = await admin.inject({ method: 'GET', url: `/api/admin/contacts/${id}` });
    expect(detail.json().data).toMatchObject({ property_id: home.id, property: { id: home.id, title: 'Maple Court Two-Bedroom' } });

    const reply = await admin.inject({ method: 'POST', url: `/api/admin/contacts/${id}/reply`, payload: { message: 'Yes, it is.' } });
    expect(reply.json().data.property).toEqual({ id: home.id, title: 'Maple Court Two-Bedroom' });
    const status = await admin.inject({ method: 'PUT', url: `/api/admin/contacts/${id}/status`, payload: { status: 'resolved' } });
    expect(status.json().data.property).toEqual({ id: home.id, title: 'Maple Court Two-Bedroom' });

    const dashboard = await admin.inject({ method: 'GET', url: '/api/admin/dashboard' });
    const recent = dashboard.json().data.sections.contacts.recent.find((c: { id: string }) => c.id === id);
    expect(recent.property).toEqual({ id: home.id, title: 'Maple Court Two-Bedroom' });

    await t.flushMail();
    const [office] = t.mail.to(t.config.site.email);
    expect(office.subject).toBe('New message about Maple Court Two-Bedroom from Dana Whitfield');
    expect(office.text).toContain('Maple Court Two-Bedroom');
    expect(office.text).toContain(`${t.config.publicUrl}/properties/${home.id}`);
  });

  it('stores no property for an id that names none (unknown, malformed, empty or null) and still sends', async () => {
    for (const property_id of [UNKNOWN_ID, 'not-an-id', "1' or '1'='1", '', '   ', null]) {
      const res = await send({ ...VALID_CONTACT, property_id });
      expect(res.statusCode, String(property_id)).toBe(201);
      const row = await stored(res.json().data.id);
      expect(row.propertyId).toBeNull();
    }
    await t.flushMail();
    const office = t.mail.to(t.config.site.email);
    expect(office.every((m) => m.subject === 'New contact message from Dana Whitfield')).toBe(true);
    const list = await admin.inject({ method: 'GET', url: '/api/admin/contacts?limit=3' });
    for (const c of list.json().data.contacts) expect(c).toMatchObject({ property_id: null, property: null });
  });

  it('refuses a property_id that cannot be an id with a field message, never a 500', async () => {
    for (const property_id of [42, true, { id: home.id }, [home.id], 'x'.repeat(101)]) {
      const res = await send({ ...VALID_CONTACT, property_id });
      expect(res.statusCode, JSON.stringify(property_id).slice(0, 40)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, errors: { property_id: CONTACT_MESSAGES.propertyInvalid } });
    }
  });

  it('keeps the message when the property is deleted (the link becomes none)', async () => {
    const gone = await createProperty(t, { title: 'Soon Gone Cottage' });
    const res = await send({ ...VALID_CONTACT, property_id: gone.id });
    const id = res.json().data.id as string;
    await t.app.ctx.db.delete(properties).where(eq(properties.id, gone.id));
    const detail = await admin.inject({ method: 'GET', url: `/api/admin/contacts/${id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ id, message: VALID_CONTACT.message, property_id: null, property: null });
  });

  it('keeps the admin inbox behind a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/contacts' });
    expect(res.statusCode).toBe(401);
  });
});
