import { describe, expect, it } from 'vitest';
import { contactMessages, outbox } from '../../db/schema';
import { seedContacts } from '../../seed/contacts';

import { loginAsAdmin } from '../../test/http';
import { useTestContext } from '../../test/app';

describe('contacts demo data', () => {
  const t = useTestContext();

  it('adds messages in every status once, with replies where replied, without e-mails', async () => {
    await seedContacts(t.app.ctx);
    await seedContacts(t.app.ctx);
    const rows = await t.app.ctx.db.select().from(contactMessages);
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['pending', 'replied', 'resolved']));
    expect(rows.filter((r) => r.status === 'replied').every((r) => r.adminReply && r.adminReplyDate)).toBe(true);
    expect(rows.some((r) => !r.isRead)).toBe(true);
    expect(await t.app.ctx.db.select().from(outbox)).toHaveLength(0);
    const admin = await loginAsAdmin(t);
    const stats = (await admin.inject({ method: 'GET', url: '/api/admin/contacts' })).json().data.stats;
    expect(stats).toMatchObject({ total: 6, pending: 2, replied: 2, resolved: 2, read: 5, unread: 1 });
  });
});
