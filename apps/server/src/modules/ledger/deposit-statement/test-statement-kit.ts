// Test helpers of the deposit statement: an ended lease whose deposit was paid, and the calls of
// its routes (a deduction is a multipart form, fields first as the web form sends them).
import { eq } from 'drizzle-orm';
import { leases } from '../../../db/schema';
import type { TestContext } from '../../../test/context';
import { multipart, type Agent } from '../../../test/http';
import { leaseWithResidents, postJson } from '../test-admin-kit';

export const MOVE_OUT = '2026-10-31';

/** An ended lease (moved out on MOVE_OUT) that held a paid deposit of `depositCents`. */
export async function movedOutLease(t: TestContext, staff: Agent, depositCents = 150_000, residentCount = 2) {
  const { lease, residents } = await leaseWithResidents(t, 'active', residentCount);
  const base = `/api/admin/leases/${lease.id}`;
  const charge = await postJson(staff, `${base}/charges`, {
    category: 'deposit',
    description: 'Security deposit',
    amount_cents: depositCents,
    entry_date: '2026-01-01',
  });
  if (charge.statusCode !== 201) throw new Error(`deposit charge ${charge.statusCode} ${charge.body}`);
  const paid = await postJson(staff, `${base}/payments`, {
    amount_cents: depositCents,
    method: 'check',
    reference: `D-${lease.reference}`,
    received_on: '2026-01-02',
  });
  if (paid.statusCode !== 201) throw new Error(`deposit payment ${paid.statusCode} ${paid.body}`);
  await t.app.ctx.db.update(leases).set({ status: 'ended', moveOutDate: MOVE_OUT, endedAt: new Date() }).where(eq(leases.id, lease.id));
  return { lease, residents, base: `${base}/deposit-statement` };
}

export interface PhotoUpload {
  filename: string;
  contentType: string;
  bytes: Buffer;
}

export function addDeduction(agent: Agent, base: string, fields: Record<string, string | number | undefined>, photos: PhotoUpload[] = []) {
  const body = multipart(
    fields,
    photos.map((p) => ({ field: 'photos', ...p })),
  );
  return agent.inject({ method: 'POST', url: `${base}/deductions`, ...body });
}
