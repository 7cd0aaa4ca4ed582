// The lease template setting: the shipped default, saving (merge fields checked) and reset.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LEASE_MESSAGES as M } from '@rentfront/shared/leases';
import { auditLog, leases } from '../../db/schema';
import { createProperty } from '../../test/factories/property';
import { DEFAULT_LEASE_TEMPLATE } from './document/default-template';
import { createAndSendVia, LEASE_TEMPLATE_URL, leaseBody, useLeaseTestSetUp } from './test-helpers';

describe('admin leases: the lease template', () => {
  const { t, db, owner, agent } = useLeaseTestSetUp();

  it('answers the shipped template until one is saved; an unknown merge field is a 400 naming it; agents may read, not save', async () => {
    const first = await agent.inject({ method: 'GET', url: LEASE_TEMPLATE_URL });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.is_default).toBe(true);
    expect(first.json().data.merge_fields.map((f: { name: string }) => f.name)).toContain('resident_names');
    const unknown = await owner.inject({
      method: 'PUT',
      url: LEASE_TEMPLATE_URL,
      payload: { sections: [{ heading: 'Parties', body: 'Between {{office_name}} and {{tenant_name}}.' }] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('{{tenant_name}}');
    expect(unknown.json().errors).toHaveProperty(['sections.0.body']);
    const empty = await owner.inject({ method: 'PUT', url: LEASE_TEMPLATE_URL, payload: { sections: [] } });
    expect(empty.statusCode).toBe(400);
    expect(
      (
        await agent.inject({
          method: 'PUT',
          url: LEASE_TEMPLATE_URL,
          payload: { sections: [{ heading: 'A', body: 'B' }] },
        })
      ).statusCode,
    ).toBe(403);
    const saved = await owner.inject({
      method: 'PUT',
      url: LEASE_TEMPLATE_URL,
      payload: { sections: [{ heading: 'Parties', body: 'Between {{office_name}} and {{resident_names}} for {{monthly_rent}}.' }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ is_default: false, sections: [{ heading: 'Parties' }] });
    // A lease sent now is drawn from the saved template; one sent before keeps its own.
    const p = await createProperty(t);
    const sent = await createAndSendVia(agent, leaseBody(p.id));
    const [row] = await db().select().from(leases).where(eq(leases.id, sent.id));
    const doc = await db().query.leaseDocuments.findFirst({ where: (d, { eq: e }) => e(d.leaseId, row!.id) });
    expect((doc!.snapshot as { sections: unknown[] }).sections).toHaveLength(1);
    await owner.inject({ method: 'PUT', url: LEASE_TEMPLATE_URL, payload: { sections: first.json().data.sections } });
  });

  it('reset to the default deletes the saved template (audited) and answers the shipped one; agents may not reset', async () => {
    const custom = { sections: [{ heading: 'Parties', body: 'Between {{office_name}} and {{resident_names}}.' }] };
    expect((await owner.inject({ method: 'PUT', url: LEASE_TEMPLATE_URL, payload: custom })).statusCode).toBe(200);
    expect((await agent.inject({ method: 'DELETE', url: LEASE_TEMPLATE_URL })).statusCode).toBe(403);
    expect((await owner.inject({ method: 'GET', url: LEASE_TEMPLATE_URL })).json().data.is_default).toBe(false);
    const reset = await owner.inject({ method: 'DELETE', url: LEASE_TEMPLATE_URL });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().message).toBe(M.templateReset);
    expect(reset.json().data).toMatchObject({ is_default: true, updated_at: null, sections: DEFAULT_LEASE_TEMPLATE });
    expect((await owner.inject({ method: 'GET', url: LEASE_TEMPLATE_URL })).json().data.is_default).toBe(true);
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, 'lease_template.reset'));
    expect(audits.at(-1)).toMatchObject({ entityType: 'lease_template', entityId: 'site' });
    // Resetting again is harmless: still the shipped template.
    const again = await owner.inject({ method: 'DELETE', url: LEASE_TEMPLATE_URL });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.is_default).toBe(true);
  });
});
