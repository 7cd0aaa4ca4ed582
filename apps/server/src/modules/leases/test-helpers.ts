// Test helpers of the lease module: the set-up of its test files, a lease body, creating and
// sending through the API, and the residents' signatures through the service the resident portal calls.
import { expect } from 'vitest';
import type { Lease } from '@rentfront/shared/lease-answers';
import type { LeaseInput } from '@rentfront/shared/leases';
import { useStaffTeam, useTestContext, type StaffTeam } from '../../test/app';
import type { TestContext } from '../../test/context';
import type { Agent } from '../../test/http';
import { signLeaseAsResident } from './signing';

export const LEASE_TEMPLATE_URL = '/api/admin/settings/lease-template';

export interface LeaseTestSetUp extends StaffTeam {
  t: TestContext;
  db: () => TestContext['app']['ctx']['db'];
}

/**
 * The set-up of every admin lease test file: its own app, and an owner, a manager and an agent
 * (the roles the lease routes tell apart: agents draft and send, managers countersign, end and cancel).
 */
export function useLeaseTestSetUp(): LeaseTestSetUp {
  const t = useTestContext();
  return { t, ...useStaffTeam(t), db: () => t.app.ctx.db };
}

let seq = 0;

export function leaseBody(propertyId: string, over: Partial<LeaseInput> = {}): LeaseInput {
  seq += 1;
  return {
    property_id: propertyId,
    residents: [
      { full_name: 'Ana Diaz', email: `ana.${seq}@example.com`, phone: '(518) 555-0100' },
      { full_name: 'Ben Diaz', email: `ben.${seq}@example.com`, phone: null },
    ],
    start_date: '2027-01-01',
    end_date: '2027-12-31',
    monthly_rent_cents: 150_000,
    deposit_cents: 150_000,
    due_day: 1,
    grace_days: 5,
    late_fee: { type: 'flat', amount: 5_000, cap_cents: null },
    recurring_charges: [{ category: 'parking', description: 'Space 4', amount_cents: 7_500 }],
    notes: 'No smoking.',
    ...over,
  };
}

export async function createLeaseVia(agent: Agent, body: LeaseInput): Promise<Lease> {
  const res = await agent.inject({ method: 'POST', url: '/api/admin/leases', payload: body as unknown as Record<string, unknown> });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Lease;
}

export async function sendVia(agent: Agent, id: string): Promise<Lease> {
  const res = await agent.inject({ method: 'POST', url: `/api/admin/leases/${id}/send` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Lease;
}

/** A lease created from `body` and sent for signature: where most lease tests start. */
export async function createAndSendVia(agent: Agent, body: LeaseInput): Promise<Lease> {
  return sendVia(agent, (await createLeaseVia(agent, body)).id);
}

/** Signs the lease's current draft as its residents (all, or the first `count`). */
export async function signAsResidents(t: TestContext, lease: Lease, count = lease.residents.length) {
  const draft = lease.documents.find((d) => d.kind === 'draft' && d.version === lease.document_version)!;
  for (const r of lease.residents.slice(0, count)) {
    await signLeaseAsResident(t.app.ctx.db, {
      leaseId: lease.id,
      residentId: r.resident_id!,
      fullName: r.full_name,
      consent: true,
      documentVersion: draft.version,
      documentSha256: draft.sha256,
      ip: '203.0.113.9',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
      pii: t.app.ctx.pii,
    });
  }
}

export async function detailVia(agent: Agent, id: string): Promise<Lease> {
  const res = await agent.inject({ method: 'GET', url: `/api/admin/leases/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Lease;
}
