import type { ResidentLease } from '@rentfront/shared/residents';
import { useState } from 'react';
import { useParams } from 'react-router';
import { fetchResidentLease } from '../../api/resident';
import { formatDateTime } from '../../lib/format';
import { Badge } from '../../ui/Badge';
import { LeaseDocumentCard } from './LeaseDocumentCard';
import { leaseStatusText } from './leaseFormat';
import { LeaseTerms } from './LeaseTerms';
import { MoneyLink } from './MoneyLink';
import { PortalFrame } from './PortalFrame';
import { PortalLoad } from './PortalLoad';
import { DeclineRenewalForm } from './DeclineRenewalForm';
import { RenewalOffer } from './RenewalOffer';
import { SignLeaseForm } from './SignLeaseForm';
import { usePortalRead } from './usePortalRead';

/** /resident/leases/{id}: the terms, the document, and signing while this resident's signature is owed. */
export default function ResidentLeasePage() {
  const { id = '' } = useParams();
  // A stale document (409) reads the lease again: a new key mounts a fresh read.
  const [reads, setReads] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <PortalFrame title="Your lease">
      {notice && (
        <p role="alert" className="rounded border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900">
          {notice}
        </p>
      )}
      <LeaseView
        key={`${id}-${reads}`}
        id={id}
        onStale={(message) => {
          setNotice(message);
          setReads((n) => n + 1);
        }}
        onSigned={() => setNotice(null)}
      />
    </PortalFrame>
  );
}

function LeaseView({ id, onStale, onSigned }: { id: string; onStale: (message: string) => void; onSigned: () => void }) {
  const read = usePortalRead(async () => (await fetchResidentLease(id)).data);
  const [signed, setSigned] = useState<ResidentLease | null>(null);
  const [declined, setDeclined] = useState<ResidentLease | null>(null);
  return (
    <PortalLoad read={read} label="Loading your lease">
      {(loaded) => {
        const lease = declined ?? signed ?? loaded;
        return (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={lease.status === 'active' ? 'green' : lease.needs_my_signature ? 'yellow' : 'gray'}>
                {leaseStatusText(lease.status)}
              </Badge>
              <span className="text-sm text-slate-700">Lease {lease.reference}</span>
            </div>
            <MoneyLink lease={lease} />
            {signed && (
              <p role="status" className="rounded border border-green-300 bg-green-50 p-3 text-sm text-green-900">
                {lease.renewal_of
                  ? 'Thank you, you accepted the renewal. The office countersigns once every resident has signed.'
                  : 'Thank you, your signature is saved. The office countersigns once every resident has signed.'}
              </p>
            )}
            {declined && (
              <p role="status" className="rounded border border-slate-300 bg-slate-50 p-3 text-sm text-slate-900">
                You declined the renewal offer. Your current lease is unchanged.
              </p>
            )}
            {lease.my_signed_at && !signed && <p className="text-sm text-slate-700">You signed on {formatDateTime(lease.my_signed_at)}.</p>}
            <RenewalOffer lease={lease} />
            <LeaseTerms lease={lease} />
            <LeaseDocumentCard lease={lease} />
            {lease.needs_my_signature && lease.document && (
              <SignLeaseForm
                lease={lease}
                onStale={onStale}
                onSigned={(next) => {
                  setSigned(next);
                  onSigned();
                }}
              />
            )}
            {lease.renewal_of && lease.status === 'out_for_signature' && !signed && (
              <DeclineRenewalForm lease={lease} onDeclined={setDeclined} />
            )}
          </>
        );
      }}
    </PortalLoad>
  );
}
