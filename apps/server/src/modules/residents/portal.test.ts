import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LEASE_MESSAGES } from '@rentfront/shared/leases';
import { RESIDENT_ESIGN_CONSENT, RESIDENT_MESSAGES } from '@rentfront/shared/residents';
import { leaseEvents, leases, leaseSignatures } from '../../db/schema';
import { useTestContext } from '../../test/app';
import { createLease } from '../../test/factories/lease';
import { createResident, signInResident, type ResidentAgent } from '../../test/factories/resident';

describe('resident portal: profile and leases', () => {
  const t = useTestContext();
  let ana: ResidentAgent;
  let ben: ResidentAgent;
  let other: ResidentAgent;
  let leaseId: string;
  let sha: string;

  beforeAll(async () => {
    const [a, b, o] = [
      await createResident(t, { fullName: 'Ana Diaz' }),
      await createResident(t, { fullName: 'Ben Diaz' }),
      await createResident(t),
    ];
    const made = await createLease(t, { propertyTitle: 'Maple flat', propertyAddress: '1 Maple St' }, { residents: [a, b] });
    leaseId = made.lease.id;
    sha = made.document!.sha256;
    [ana, ben, other] = [await signInResident(t, a), await signInResident(t, b), await signInResident(t, o)];
  });

  const sign = (agent: ResidentAgent, id: string, over: Record<string, unknown> = {}) =>
    agent.inject({
      method: 'POST',
      url: `/api/resident/leases/${id}/sign`,
      payload: { full_name: 'Ana Diaz', consent: true, document_version: 1, document_sha256: sha, ...over },
    });

  it('shows and updates the profile', async () => {
    const me = await ana.inject({ method: 'GET', url: '/api/resident/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ full_name: 'Ana Diaz', has_password: false });
    expect(me.body).not.toContain('password_hash');
    const put = await ana.inject({ method: 'PUT', url: '/api/resident/me', payload: { phone: '518-555-0199', full_name: 'Ana M. Diaz' } });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ full_name: 'Ana M. Diaz', phone: '518-555-0199' });
    const bad = await ana.inject({ method: 'PUT', url: '/api/resident/me', payload: { full_name: '', phone: 'x'.repeat(40) } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('full_name');
  });

  it('lists only the resident’s own leases, never a draft', async () => {
    const a = await createResident(t);
    await createLease(t, { status: 'draft' }, { residents: [a] });
    const agent = await signInResident(t, a);
    expect((await agent.inject({ method: 'GET', url: '/api/resident/leases' })).json().data.leases).toEqual([]);
    const list = await ana.inject({ method: 'GET', url: '/api/resident/leases' });
    expect(list.json().data.leases.map((l: { id: string }) => l.id)).toEqual([leaseId]);
    expect((await other.inject({ method: 'GET', url: '/api/resident/leases' })).json().data.leases).toEqual([]);
  });

  it('shows a lease with its document hash and what the resident must sign; another resident gets 404', async () => {
    const res = await ana.inject({ method: 'GET', url: `/api/resident/leases/${leaseId}` });
    expect(res.statusCode).toBe(200);
    const lease = res.json().data;
    expect(lease).toMatchObject({
      status: 'out_for_signature',
      needs_my_signature: true,
      document: { version: 1, kind: 'draft', sha256: sha },
      consent: { version: RESIDENT_ESIGN_CONSENT.version },
      residents: [
        { full_name: 'Ana Diaz', signed: false },
        { full_name: 'Ben Diaz', signed: false },
      ],
    });
    expect(lease).not.toHaveProperty('notes');
    expect((await other.inject({ method: 'GET', url: `/api/resident/leases/${leaseId}` })).statusCode).toBe(404);
    expect((await other.inject({ method: 'GET', url: '/api/resident/leases/not-a-uuid' })).statusCode).toBe(404);
  });

  it('serves the PDF to its residents only', async () => {
    const res = await ana.inject({ method: 'GET', url: `/api/resident/leases/${leaseId}/document.pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.headers['x-document-sha256']).toBe(sha);
    expect((await other.inject({ method: 'GET', url: `/api/resident/leases/${leaseId}/document.pdf` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/resident/leases/${leaseId}/document.pdf` })).statusCode).toBe(401);
  });

  it('refuses a signature without consent, without a name, on a stale hash, or on someone else’s lease', async () => {
    const noConsent = await sign(ana, leaseId, { consent: false });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.body).toContain(LEASE_MESSAGES.consentRequired);
    expect((await sign(ana, leaseId, { full_name: '  ' })).statusCode).toBe(400);
    expect((await sign(ana, leaseId, { full_name: 'x'.repeat(500) })).statusCode).toBe(400);
    expect((await sign(ana, leaseId, { document_sha256: 'nope' })).statusCode).toBe(400);
    const stale = await sign(ana, leaseId, { document_sha256: 'b'.repeat(64) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(LEASE_MESSAGES.staleDocument);
    expect((await sign(ana, leaseId, { document_version: 2 })).statusCode).toBe(409);
    expect((await sign(other, leaseId)).statusCode).toBe(404);
    const none = await t.app.ctx.db.select().from(leaseSignatures).where(eq(leaseSignatures.leaseId, leaseId));
    expect(none).toHaveLength(0);
  });

  it('signs with IP and user agent kept (encrypted); the last signature makes the lease signed', async () => {
    const first = await sign(ana, leaseId, {});
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ all_residents_signed: false, lease: { needs_my_signature: false } });
    expect((await sign(ana, leaseId)).statusCode).toBe(409);
    const second = await sign(ben, leaseId, { full_name: 'Ben Diaz' });
    expect(second.json().data).toMatchObject({ all_residents_signed: true, lease: { status: 'signed' } });
    const rows = await t.app.ctx.db.select().from(leaseSignatures).where(eq(leaseSignatures.leaseId, leaseId));
    expect(rows).toHaveLength(2);
    expect(rows[0]!.ipEncrypted).toBeTruthy();
    expect(rows[0]!.ipEncrypted).not.toContain('127.0.0.1');
  });

  it('shows a renewal offer with the lease it renews, and accepting it is signing it', async () => {
    const a = await createResident(t, { fullName: 'Cy Diaz' });
    const current = await createLease(t, { status: 'active', monthlyRentCents: 150_000 }, { residents: [a] });
    const offer = await createLease(
      t,
      { renewalOf: current.lease.id, startDate: '2028-01-01', endDate: '2028-12-31', monthlyRentCents: 157_500 },
      { residents: [a] },
    );
    const agent = await signInResident(t, a);
    const list = (await agent.inject({ method: 'GET', url: '/api/resident/leases' })).json().data.leases as {
      id: string;
      renewal_of: unknown;
    }[];
    expect(list.find((l) => l.id === current.lease.id)!.renewal_of).toBeNull();
    const res = await agent.inject({ method: 'GET', url: `/api/resident/leases/${offer.lease.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'out_for_signature',
      needs_my_signature: true,
      monthly_rent_cents: 157_500,
      renewal_of: {
        id: current.lease.id,
        reference: current.lease.reference,
        start_date: '2027-01-01',
        end_date: '2027-12-31',
        monthly_rent_cents: 150_000,
      },
    });
    const accepted = await sign(agent, offer.lease.id, { full_name: 'Cy Diaz', document_sha256: offer.document!.sha256 });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({
      all_residents_signed: true,
      lease: { status: 'signed', renewal_of: { reference: current.lease.reference } },
    });
    // Signed, the offer can no longer be declined.
    const late = await agent.inject({ method: 'POST', url: `/api/resident/leases/${offer.lease.id}/decline`, payload: {} });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(RESIDENT_MESSAGES.notDeclinable);
  });

  it('declines a renewal offer; a lease that is not a renewal cannot be declined', async () => {
    const a = await createResident(t);
    const current = await createLease(t, { status: 'active' }, { residents: [a] });
    const offer = await createLease(t, { renewalOf: current.lease.id, startDate: '2028-01-01', endDate: '2028-12-31' }, { residents: [a] });
    const agent = await signInResident(t, a);
    const notRenewal = await agent.inject({ method: 'POST', url: `/api/resident/leases/${current.lease.id}/decline`, payload: {} });
    expect(notRenewal.statusCode).toBe(409);
    expect(notRenewal.json().message).toBe(RESIDENT_MESSAGES.notARenewal);
    expect((await other.inject({ method: 'POST', url: `/api/resident/leases/${offer.lease.id}/decline`, payload: {} })).statusCode).toBe(
      404,
    );
    const long = await agent.inject({
      method: 'POST',
      url: `/api/resident/leases/${offer.lease.id}/decline`,
      payload: { reason: 'x'.repeat(2000) },
    });
    expect(long.statusCode).toBe(400);
    const res = await agent.inject({
      method: 'POST',
      url: `/api/resident/leases/${offer.lease.id}/decline`,
      payload: { reason: 'Moving away' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('cancelled');
    const [row] = await t.app.ctx.db.select().from(leases).where(eq(leases.id, offer.lease.id));
    expect(row!.cancelledAt).not.toBeNull();
    const events = await t.app.ctx.db.select().from(leaseEvents).where(eq(leaseEvents.leaseId, offer.lease.id));
    expect(events[0]!.detail).toMatchObject({ declined_by_resident: true, reason: 'Moving away' });
    const again = await agent.inject({ method: 'POST', url: `/api/resident/leases/${offer.lease.id}/decline`, payload: {} });
    expect(again.statusCode).toBe(409);
  });
});
