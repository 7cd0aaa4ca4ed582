import { describe, expect, it } from 'vitest';
import { applications, outbox } from '../../db/schema';
import { seedApplications } from '../../seed/applications';

import { loginAsAdmin } from '../../test/http';
import { createProperty } from '../../test/factories/property';
import { useTestContext } from '../../test/app';

describe('applications demo data', () => {
  const t = useTestContext();

  it('does nothing while there is no property', async () => {
    await seedApplications(t.app.ctx);
    expect(await t.app.ctx.db.select().from(applications)).toHaveLength(0);
  });

  it('adds applications in every status for existing properties, once, without e-mails', async () => {
    await createProperty(t);
    await createProperty(t);
    await seedApplications(t.app.ctx);
    await seedApplications(t.app.ctx);
    const rows = await t.app.ctx.db.select().from(applications);
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['pending', 'reviewed', 'approved', 'rejected', 'completed']));
    expect(rows.filter((r) => r.adminReply)).toHaveLength(3);
    expect(JSON.stringify(rows)).not.toContain('900-12-4821');
    expect(await t.app.ctx.db.select().from(outbox)).toHaveLength(0);
    // Seeded PII is encrypted like submitted PII and opens through the reveal path.
    const admin = await loginAsAdmin(t);
    const emily = rows.find((r) => r.fullName === 'Emily Carter')!;
    const res = await admin.inject({ method: 'POST', url: `/api/admin/applications/${emily.id}/reveal` });
    expect(res.json().data.social_security_number).toBe('900-12-4821');
  });
});
