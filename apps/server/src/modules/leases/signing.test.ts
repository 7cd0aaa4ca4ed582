import { and, eq, isNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { LEASE_MESSAGES } from '@rentfront/shared/leases';
import { leases, leaseSignatures } from '../../db/schema';
import { AppError } from '../../platform/http/errors';
import { useTestContext } from '../../test/app';
import { createLease } from '../../test/factories/lease';
import { createProperty } from '../../test/factories/property';
import { createResident } from '../../test/factories/resident';
import { signLeaseAsResident } from './signing';

describe('signLeaseAsResident', () => {
  const t = useTestContext();
  let leaseId: string;
  let residentIds: string[];

  let sha256: string;

  // A lease out for signature with two residents and its stored draft (the shared lease factory).
  beforeEach(async () => {
    const property = await createProperty(t);
    const people = [await createResident(t, { fullName: 'Ana Diaz' }), await createResident(t, { fullName: 'Ben Diaz' })];
    const { lease, document } = await createLease(t, { propertyId: property.id }, { residents: people });
    leaseId = lease.id;
    residentIds = people.map((p) => p.id);
    sha256 = document!.sha256;
  });

  const sign = (residentId: string, over: Partial<Parameters<typeof signLeaseAsResident>[1]> = {}) =>
    signLeaseAsResident(t.app.ctx.db, {
      leaseId,
      residentId,
      fullName: 'Ana Diaz',
      consent: true,
      documentVersion: 1,
      documentSha256: sha256,
      ip: '203.0.113.9',
      userAgent: 'Phone/1.0',
      pii: t.app.ctx.pii,
      ...over,
    });

  const statusOf = async (code: Promise<unknown>) => {
    const err = await code.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(AppError);
    return err as AppError;
  };

  it('records an encrypted signature, and the last resident makes the lease signed', async () => {
    const db = t.app.ctx.db;
    expect(await sign(residentIds[0]!)).toEqual({ allResidentsSigned: false });
    const [first] = await db.select().from(leaseSignatures).where(eq(leaseSignatures.leaseId, leaseId));
    expect(first!.ipEncrypted).not.toContain('203.0.113.9');
    expect(t.app.ctx.pii.decrypt(first!.ipEncrypted!)).toBe('203.0.113.9');
    expect(t.app.ctx.pii.decrypt(first!.userAgentEncrypted!)).toBe('Phone/1.0');
    expect((await db.select().from(leases).where(eq(leases.id, leaseId)))[0]!.status).toBe('out_for_signature');

    expect(await sign(residentIds[1]!, { fullName: 'Ben Diaz' })).toEqual({ allResidentsSigned: true });
    const [lease] = await db.select().from(leases).where(eq(leases.id, leaseId));
    expect(lease!.status).toBe('signed');
    expect(lease!.signedAt).not.toBeNull();
  });

  it('refuses a stale version or hash with a 409 and signs nothing', async () => {
    const stale = await statusOf(sign(residentIds[0]!, { documentSha256: 'b'.repeat(64) }));
    expect([stale.statusCode, stale.message]).toEqual([409, LEASE_MESSAGES.staleDocument]);
    const old = await statusOf(sign(residentIds[0]!, { documentVersion: 2 }));
    expect(old.statusCode).toBe(409);
    const rows = await t.app.ctx.db
      .select()
      .from(leaseSignatures)
      .where(and(eq(leaseSignatures.leaseId, leaseId), isNull(leaseSignatures.voidedAt)));
    expect(rows).toHaveLength(0);
  });

  it('refuses a second signature, a missing consent, and another resident’s lease as 404', async () => {
    await sign(residentIds[0]!);
    expect((await statusOf(sign(residentIds[0]!))).statusCode).toBe(409);
    expect((await statusOf(sign(residentIds[1]!, { consent: false }))).statusCode).toBe(400);
    const stranger = await createResident(t);
    expect((await statusOf(sign(stranger.id))).statusCode).toBe(404);
    expect((await statusOf(sign(residentIds[1]!, { leaseId: 'not-a-uuid' }))).statusCode).toBe(404);
  });
});
