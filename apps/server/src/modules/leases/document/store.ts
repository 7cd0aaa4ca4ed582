// Drawing a lease document once and keeping it (ADR 0034): the bytes go to the storage interface
// under a fresh key (never overwritten), the row in lease_documents keeps the key, the SHA-256, the
// size and the snapshot the bytes were drawn from.
import crypto from 'node:crypto';
import type { LeaseDocumentKind } from '@rentfront/shared/leases';
import type { AppContext } from '../../../context';
import type { DbOrTx } from '../../../db/client';
import { leaseDocuments, type LeaseDocumentRow } from '../../../db/schema';
import { renderLeasePdf, type CertificateInput } from './render';
import type { LeaseSnapshot } from './snapshot';

export const PDF_TYPE = 'application/pdf';

export function sha256Hex(bytes: Buffer): string {
  return crypto.createHash('sha256').update(bytes).digest('hex');
}

/** The stored snapshot of a final document: the draft's snapshot and the certificate drawn after it. */
export interface FinalSnapshot {
  lease: LeaseSnapshot;
  certificate: { signature_ids: string[]; completed_at: string };
}

export async function storeLeaseDocument(
  ctx: AppContext,
  db: DbOrTx,
  input: {
    leaseId: string;
    kind: LeaseDocumentKind;
    snapshot: LeaseSnapshot;
    certificate?: CertificateInput & { signatureIds: string[] };
  },
): Promise<LeaseDocumentRow> {
  const bytes = await renderLeasePdf(input.snapshot, input.certificate);
  const sha256 = sha256Hex(bytes);
  const key = `leases/${input.leaseId}/${crypto.randomUUID()}.pdf`;
  await ctx.storage.put(key, bytes, PDF_TYPE);
  // IP and user agent are not copied into the snapshot in clear: the final's snapshot names the
  // signatures, whose ciphertexts hold them.
  const snapshot: LeaseSnapshot | FinalSnapshot = input.certificate
    ? {
        lease: input.snapshot,
        certificate: { signature_ids: input.certificate.signatureIds, completed_at: input.certificate.completed_at },
      }
    : input.snapshot;
  const [row] = await db
    .insert(leaseDocuments)
    .values({
      leaseId: input.leaseId,
      version: input.snapshot.version,
      kind: input.kind,
      storageKey: key,
      sha256,
      sizeBytes: bytes.length,
      snapshot: snapshot as unknown as Record<string, unknown>,
    })
    .returning();
  return row!;
}
