import type { ResidentMaintenance } from '@rentfront/shared/residents';
import { useState } from 'react';
import { useParams } from 'react-router';
import { toApiFailure } from '../../api/errors';
import { fetchResidentRequest } from '../../api/resident';
import { formatDateTime } from '../../lib/format';
import { Badge } from '../../ui/Badge';
import { buttonClasses } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { SiteLink } from '../../ui/SiteLink';
import { PortalFrame } from './PortalFrame';
import { PortalLoad } from './PortalLoad';
import { categoryLabel, isOpenRequest, requestStatusLabel } from './portalTexts';
import { RequestActions } from './RequestActions';
import { RequestTimeline } from './RequestTimeline';
import { usePortalRead } from './usePortalRead';
import { useJustSent } from './useJustSent';

/** A request that is not this resident's is a 404 (ADR 0034): shown as "not found", not as an error. */
async function readRequest(id: string): Promise<ResidentMaintenance | null> {
  try {
    return (await fetchResidentRequest(id)).data;
  } catch (err) {
    if (toApiFailure(err).status === 404) return null;
    throw err;
  }
}

/** /resident/maintenance/{id}: one request with its timeline, a comment or photo, and "Confirm it's done". */
export default function ResidentRequestPage() {
  const { id = '' } = useParams();
  const created = useJustSent('created');
  const read = usePortalRead(() => readRequest(id));
  const [updated, setUpdated] = useState<ResidentMaintenance | null>(null);
  return (
    <PortalFrame title="Maintenance request">
      {created && (
        <p role="status" className="rounded border border-green-300 bg-green-50 p-3 text-sm text-green-900">
          Your request was sent. We will e-mail you as it moves along.
        </p>
      )}
      <PortalLoad read={read} label="Loading your request">
        {(loaded) => {
          const request = updated ?? loaded;
          return request === null ? (
            <EmptyState
              title="Request not found"
              message="It may have been removed, or the link is not one of your requests."
              action={
                <SiteLink to="/resident/maintenance" className={buttonClasses('outline', 'md')}>
                  Back to your requests
                </SiteLink>
              }
            />
          ) : (
            <>
              <section aria-labelledby="request-title" className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <h2 id="request-title" className="text-lg font-semibold text-slate-900">
                    {request.title}
                  </h2>
                  <Badge tone={isOpenRequest(request.status) ? 'blue' : 'gray'}>{requestStatusLabel(request.status)}</Badge>
                </div>
                <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
                  <dt className="font-medium text-slate-700">Category</dt>
                  <dd className="text-slate-900">{categoryLabel(request.category)}</dd>
                  <dt className="font-medium text-slate-700">Sent</dt>
                  <dd className="text-slate-900">{formatDateTime(request.created_at)}</dd>
                  <dt className="font-medium text-slate-700">Entry when not home</dt>
                  <dd className="text-slate-900">{request.entry_permission ? 'Allowed' : 'Not allowed'}</dd>
                  <dt className="font-medium text-slate-700">Best times</dt>
                  <dd className="text-slate-900">{request.best_times || '—'}</dd>
                  <dt className="font-medium text-slate-700">Photos</dt>
                  <dd className="text-slate-900">{request.photo_count}</dd>
                </dl>
                <p className="whitespace-pre-line text-sm text-slate-800">{request.description}</p>
              </section>
              <RequestTimeline events={request.timeline} />
              {request.status !== 'cancelled' && <RequestActions request={request} onChange={setUpdated} />}
            </>
          );
        }}
      </PortalLoad>
    </PortalFrame>
  );
}
