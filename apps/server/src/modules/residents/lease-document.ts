// The document a lease shows now: the final (with its certificate) once there is one, otherwise the
// draft of the version out for signature. Same signature as the leases module's
// readCurrentLeaseDocument (helper "leases-api"); swap this file's body for a call to it once merged.
import { and, desc, eq } from 'drizzle-orm';
import type { LeaseDocumentKind } from '@rentfront/shared/leases';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { leaseDocuments, leases, type LeaseDocumentRow } from '../../db/schema';

export interface CurrentLeaseDocument {
  bytes: Buffer;
  sha256: string;
  version: number;
  kind: LeaseDocumentKind;
  filename: string;
}

/** The row of the lease's current document (no bytes), or undefined before the lease is sent. */
export async function currentDocumentRow(db: DbOrTx, leaseId: string, version: number): Promise<LeaseDocumentRow | undefined> {
  if (version === 0) return undefined;
  const [doc] = await db
    .select()
    .from(leaseDocuments)
    .where(and(eq(leaseDocuments.leaseId, leaseId), eq(leaseDocuments.version, version)))
    // 'final' sorts before 'draft' in descending order.
    .orderBy(desc(leaseDocuments.kind))
    .limit(1);
  return doc;
}

/** The current document's bytes; the caller has already checked the lease is this resident's. */
export async function readCurrentLeaseDocument(ctx: AppContext, leaseId: string): Promise<CurrentLeaseDocument | null> {
  const [lease] = await ctx.db
    .select({ reference: leases.reference, version: leases.documentVersion })
    .from(leases)
    .where(eq(leases.id, leaseId));
  if (!lease) return null;
  const doc = await currentDocumentRow(ctx.db, leaseId, lease.version);
  if (!doc) return null;
  return {
    bytes: await ctx.storage.get(doc.storageKey),
    sha256: doc.sha256,
    version: doc.version,
    kind: doc.kind,
    filename: `${lease.reference}-v${doc.version}${doc.kind === 'final' ? '-signed' : ''}.pdf`,
  };
}
