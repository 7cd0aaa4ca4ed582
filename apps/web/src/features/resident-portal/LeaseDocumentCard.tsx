import type { ResidentLease } from '@rentfront/shared/residents';
import { residentLeaseDocumentHref } from '../../api/resident';
import { formatDateTime } from '../../lib/format';
import { buttonClasses } from '../../ui/Button';
import { Download, FileText } from '../../ui/icons';

/**
 * The document to read (or, once the office has countersigned, the signed PDF with its
 * certificate page), with its version and SHA-256: what the resident sees is what they sign.
 */
export function LeaseDocumentCard({ lease }: { lease: ResidentLease }) {
  const doc = lease.document;
  const final = doc?.kind === 'final';
  return (
    <section aria-labelledby="document-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="document-title" className="text-lg font-semibold text-slate-900">
        {final ? 'Signed lease' : 'Lease document'}
      </h2>
      {doc ? (
        <>
          <p className="mt-2 text-sm text-slate-700">
            {final
              ? 'Signed by every resident and countersigned by the office. The last page is the signature certificate.'
              : `Version ${doc.version}, created ${formatDateTime(doc.created_at)}.`}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <a href={residentLeaseDocumentHref(lease.id)} target="_blank" rel="noopener" className={buttonClasses('primary', 'md')}>
              <FileText aria-hidden className="h-4 w-4" /> Open the PDF<span className="sr-only"> (opens in a new tab)</span>
            </a>
            <a href={residentLeaseDocumentHref(lease.id)} download className={buttonClasses('outline', 'md')}>
              <Download aria-hidden className="h-4 w-4" /> Download
            </a>
          </div>
          <p className="mt-3 text-xs text-slate-700">
            SHA-256 of this PDF: <code className="break-all font-mono text-slate-900">{doc.sha256}</code>
          </p>
        </>
      ) : (
        <p className="mt-2 text-sm text-slate-700">The office has not sent the lease document yet.</p>
      )}
    </section>
  );
}
