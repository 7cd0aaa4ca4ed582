// The document a lease shows now: the final (with its certificate) once countersigned, otherwise
// the draft of the version out for signature. Used by the admin download and, through this one
// function, by the resident portal (modules/residents).
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { leaseDocuments, leases } from '../../../db/schema';
import { isUuid } from '../queries';

export interface CurrentLeaseDocument {
  bytes: Buffer;
  sha256: string;
  version: number;
  kind: 'draft' | 'final';
  /** A file name for content-disposition: LSE-XXXXXX-v1.pdf (or -signed.pdf for the final). */
  filename: string;
}

/** The lease's current document, or null when the lease is unknown or was never sent. */
export async function readCurrentLeaseDocument(ctx: AppContext, leaseId: string): Promise<CurrentLeaseDocument | null> {
  if (!isUuid(leaseId)) return null;
  const [lease] = await ctx.db
    .select({ reference: leases.reference, version: leases.documentVersion })
    .from(leases)
    .where(eq(leases.id, leaseId));
  if (!lease || lease.version === 0) return null;
  const docs = await ctx.db
    .select()
    .from(leaseDocuments)
    .where(and(eq(leaseDocuments.leaseId, leaseId), eq(leaseDocuments.version, lease.version)))
    .orderBy(desc(leaseDocuments.kind));
  // 'final' sorts before 'draft' in descending order.
  const doc = docs[0];
  if (!doc) return null;
  const bytes = await ctx.storage.get(doc.storageKey);
  return {
    bytes,
    sha256: doc.sha256,
    version: doc.version,
    kind: doc.kind,
    filename: `${lease.reference}-v${doc.version}${doc.kind === 'final' ? '-signed' : ''}.pdf`,
  };
}
