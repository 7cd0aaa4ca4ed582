import { useLocation, useParams } from 'react-router';
import { fetchResidentMaintenance } from '../../api/resident';
import { formatDateTime } from '../../lib/format';
import { Badge } from '../../ui/Badge';
import { buttonClasses } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { SiteLink } from '../../ui/SiteLink';
import { PortalFrame } from './PortalFrame';
import { PortalLoad } from './PortalLoad';
import { categoryLabel, isOpenRequest, requestStatusLabel } from './portalTexts';
import { RequestTimeline } from './RequestTimeline';
import { usePortalRead } from './usePortalRead';

/**
 * /resident/maintenance/{id}: one request with its timeline. Read from the resident's own list
 * (the only read the API has for it today), so another resident's request is simply not there.
 */
export default function ResidentRequestPage() {
  const { id = '' } = useParams();
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const read = usePortalRead(async () => (await fetchResidentMaintenance()).data.requests.find((r) => r.id === id) ?? null);
  return (
    <PortalFrame title="Maintenance request">
      {created && (
        <p role="status" className="rounded border border-green-300 bg-green-50 p-3 text-sm text-green-900">
          Your request was sent. We will e-mail you as it moves along.
        </p>
      )}
      <PortalLoad read={read} label="Loading your request">
        {(request) =>
          request === null ? (
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
            </>
          )
        }
      </PortalLoad>
    </PortalFrame>
  );
}
