import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { LEASE_HOLDING_STATUSES, LEASE_MESSAGES as M } from '@rentfront/shared/leases';
import { RESIDENT_ESIGN_CONSENT } from '@rentfront/shared/residents';
import type { Db, Tx } from '../../db/client';
import { leaseDocuments, leaseEvents, leaseResidents, leases, leaseSignatures, properties } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import type { PiiCipher } from '../../platform/pii/cipher';
import { isUuid } from '../../platform/ids';

export interface ResidentSignatureInput {
  leaseId: string;
  residentId: string;
  fullName: string;
  consent: boolean;
  documentVersion: number;
  documentSha256: string;
  ip: string | null;
  userAgent: string | null;
  /** Encrypts the IP and user agent (ADR 0034: opened only to draw the certificate). */
  pii: PiiCipher;
  now?: Date;
}

/** The residents' signatures that count: of the lease's current document version, not voided. */
export function liveResidentSignatures(lease: { id: string; documentVersion: number }) {
  return and(
    eq(leaseSignatures.leaseId, lease.id),
    eq(leaseSignatures.documentVersion, lease.documentVersion),
    eq(leaseSignatures.role, 'resident'),
    isNull(leaseSignatures.voidedAt),
  );
}

/**
 * A resident signs the version and hash they were shown (ADR 0034). The lease row is locked, so an
 * edit that voids signatures and this signature never interleave: a version or hash that is no
 * longer the current one is a 409, and nothing is signed. Another resident's lease is a 404.
 * The last resident's signature makes the lease `signed` (after the one-lease-per-property check).
 */
export async function signLeaseAsResident(db: Db, input: ResidentSignatureInput): Promise<{ allResidentsSigned: boolean }> {
  if (!isUuid(input.leaseId)) throw notFound(M.notFound);
  if (input.consent !== true) throw badRequest(M.consentRequired, { consent: M.consentRequired });
  const typed = input.fullName.trim();
  if (!typed) throw badRequest(M.signatureName, { full_name: M.signatureName });
  const now = input.now ?? new Date();

  return db.transaction(async (tx) => {
    const [lease] = await tx.select().from(leases).where(eq(leases.id, input.leaseId)).for('update');
    if (!lease) throw notFound(M.notFound);
    const people = await tx.select().from(leaseResidents).where(eq(leaseResidents.leaseId, lease.id));
    const me = people.find((p) => p.residentId === input.residentId);
    if (!me) throw notFound(M.notFound);
    if (lease.status !== 'out_for_signature') throw conflict(M.notOutForSignature);

    const [doc] = await tx
      .select()
      .from(leaseDocuments)
      .where(
        and(eq(leaseDocuments.leaseId, lease.id), eq(leaseDocuments.version, lease.documentVersion), eq(leaseDocuments.kind, 'draft')),
      );
    if (!doc || input.documentVersion !== lease.documentVersion || input.documentSha256.toLowerCase() !== doc.sha256) {
      throw conflict(M.staleDocument);
    }

    const live = await tx
      .select({ leaseResidentId: leaseSignatures.leaseResidentId })
      .from(leaseSignatures)
      .where(liveResidentSignatures(lease));
    if (live.some((s) => s.leaseResidentId === me.id)) throw conflict(M.alreadySigned);

    await tx.insert(leaseSignatures).values({
      leaseId: lease.id,
      role: 'resident',
      leaseResidentId: me.id,
      residentId: input.residentId,
      fullName: typed,
      consentVersion: RESIDENT_ESIGN_CONSENT.version,
      documentVersion: doc.version,
      documentSha256: doc.sha256,
      ipEncrypted: input.ip ? input.pii.encrypt(input.ip) : null,
      userAgentEncrypted: input.userAgent ? input.pii.encrypt(input.userAgent) : null,
      signedAt: now,
    });
    await tx.insert(leaseEvents).values({
      leaseId: lease.id,
      kind: 'resident_signed',
      actor: me.fullName,
      detail: { document_version: doc.version, document_sha256: doc.sha256 },
      at: now,
    });

    const signedIds = new Set([...live.map((s) => s.leaseResidentId), me.id]);
    const allResidentsSigned = people.every((p) => signedIds.has(p.id));
    if (allResidentsSigned) {
      await assertNoOverlap(tx, lease);
      await tx.update(leases).set({ status: 'signed', signedAt: now, updatedAt: now }).where(eq(leases.id, lease.id));
      await tx.insert(leaseEvents).values({ leaseId: lease.id, kind: 'fully_signed', actor: null, detail: {}, at: now });
    }
    return { allResidentsSigned };
  });
}

/**
 * One active lease per property (ADR 0034): lock the property row, then refuse when another signed
 * or active lease of it overlaps this term (a null end date runs on without end).
 */
export async function assertNoOverlap(tx: Tx, lease: { id: string; propertyId: string | null; startDate: string; endDate: string | null }) {
  if (!lease.propertyId) return;
  await tx.select({ id: properties.id }).from(properties).where(eq(properties.id, lease.propertyId)).for('update');
  const clash = await tx
    .select({ id: leases.id })
    .from(leases)
    .where(
      and(
        eq(leases.propertyId, lease.propertyId),
        ne(leases.id, lease.id),
        inArray(leases.status, [...LEASE_HOLDING_STATUSES]),
        sql`coalesce(${leases.endDate}, 'infinity'::date) > ${lease.startDate}::date`,
        sql`${leases.startDate} < coalesce(${lease.endDate}::date, 'infinity'::date)`,
      ),
    )
    .limit(1);
  if (clash.length > 0) throw conflict(M.overlap);
}
