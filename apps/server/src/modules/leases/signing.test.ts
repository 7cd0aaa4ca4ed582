import { and, eq, isNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { LEASE_MESSAGES } from '@rentfront/shared/leases';
import { leaseDocuments, leaseResidents, leases, leaseSignatures, residents } from '../../db/schema';
import { AppError } from '../../platform/http/errors';
import { useTestContext } from '../../test/app';
import { createProperty } from '../../test/factories/property';
import { signLeaseAsResident } from './signing';

const SHA = 'a'.repeat(64);

describe('signLeaseAsResident', () => {
  const t = useTestContext();
  let leaseId: string;
  let residentIds: string[];

  beforeEach(async () => {
    const db = t.app.ctx.db;
    const property = await createProperty(t);
    const [lease] = await db
      .insert(leases)
      .values({
        reference: `LSE-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
        propertyId: property.id,
        status: 'out_for_signature',
        startDate: '2027-01-01',
        endDate: '2027-12-31',
        monthlyRentCents: 150_000,
        depositCents: 150_000,
        dueDay: 1,
        graceDays: 5,
        lateFeeType: 'flat',
        lateFeeAmount: 5_000,
        documentVersion: 1,
      })
      .returning();
    leaseId = lease!.id;
    const people = await db
      .insert(residents)
      .values([
        { email: `ana.${leaseId}@example.com`, fullName: 'Ana Diaz' },
        { email: `ben.${leaseId}@example.com`, fullName: 'Ben Diaz' },
      ])
      .returning();
    residentIds = people.map((p) => p.id);
    await db
      .insert(leaseResidents)
      .values(people.map((p, i) => ({ leaseId, position: i, fullName: p.fullName, email: p.email, residentId: p.id })));
    await db
      .insert(leaseDocuments)
      .values({ leaseId, version: 1, kind: 'draft', storageKey: 'k', sha256: SHA, sizeBytes: 10, snapshot: {} });
  });

  const sign = (residentId: string, over: Partial<Parameters<typeof signLeaseAsResident>[1]> = {}) =>
    signLeaseAsResident(t.app.ctx.db, {
      leaseId,
      residentId,
      fullName: 'Ana Diaz',
      consent: true,
      documentVersion: 1,
      documentSha256: SHA,
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
    const [stranger] = await t.app.ctx.db
      .insert(residents)
      .values({ email: `x.${leaseId}@example.com`, fullName: 'X' })
      .returning();
    expect((await statusOf(sign(stranger!.id))).statusCode).toBe(404);
    expect((await statusOf(sign(residentIds[1]!, { leaseId: 'not-a-uuid' }))).statusCode).toBe(404);
  });
});
