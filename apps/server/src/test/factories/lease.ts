// The lease factory of the server tests: a lease row with its residents (linked to resident rows)
// and, once sent, its current draft document stored through the storage interface, as sending does.
import crypto from 'node:crypto';
import { leaseDocuments, leaseResidents, leases } from '../../db/schema';
import type { TestContext } from '../context';
import { nextSeq } from './db';
import type { ResidentRow } from './resident';

export type LeaseInsert = typeof leases.$inferInsert;
export type LeaseRow = typeof leases.$inferSelect;

export interface CreateLeaseOptions {
  /** The lease's adults, in order (resident rows: their ids are linked). */
  residents: ResidentRow[];
  /** Store a draft document of the lease's version (default: when the lease is not a draft). */
  document?: boolean;
}

/** A minimal PDF-like byte string; the tests only compare bytes and hashes. */
export const fakePdf = (label: string) => Buffer.from(`%PDF-1.7\n% ${label}\n%%EOF\n`);

export async function createLease(t: TestContext, overrides: Partial<LeaseInsert>, options: CreateLeaseOptions) {
  const db = t.app.ctx.db;
  const status = overrides.status ?? 'out_for_signature';
  const version = overrides.documentVersion ?? (status === 'draft' ? 0 : 1);
  const [lease] = await db
    .insert(leases)
    .values({
      reference: `LSE-T${String(nextSeq()).padStart(5, '0')}`,
      status,
      startDate: '2027-01-01',
      endDate: '2027-12-31',
      monthlyRentCents: 150_000,
      depositCents: 150_000,
      dueDay: 1,
      graceDays: 5,
      lateFeeType: 'flat',
      lateFeeAmount: 5_000,
      documentVersion: version,
      ...overrides,
    })
    .returning();
  await db
    .insert(leaseResidents)
    .values(
      options.residents.map((r, i) => ({
        leaseId: lease!.id,
        position: i,
        fullName: r.fullName,
        email: r.email,
        phone: r.phone,
        residentId: r.id,
      })),
    );
  let document: { bytes: Buffer; sha256: string; version: number } | null = null;
  if ((options.document ?? status !== 'draft') && version > 0) {
    const bytes = fakePdf(`${lease!.reference} v${version}`);
    const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
    const storageKey = `leases/${lease!.id}/v${version}-draft.pdf`;
    await t.app.ctx.storage.put(storageKey, bytes, 'application/pdf');
    await db
      .insert(leaseDocuments)
      .values({ leaseId: lease!.id, version, kind: 'draft', storageKey, sha256, sizeBytes: bytes.length, snapshot: {} });
    document = { bytes, sha256, version };
  }
  return { lease: lease!, document };
}
