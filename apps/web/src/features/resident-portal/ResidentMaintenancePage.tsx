import { fetchResidentMaintenance } from '../../api/resident';
import { formatShortDate } from '../../lib/format';
import { Badge } from '../../ui/Badge';
import { buttonClasses } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { SiteLink } from '../../ui/SiteLink';
import { PortalFrame } from './PortalFrame';
import { PortalLoad } from './PortalLoad';
import { categoryLabel, isOpenRequest, requestStatusLabel } from './portalTexts';
import { usePortalRead } from './usePortalRead';

const readRequests = async () => (await fetchResidentMaintenance()).data.requests;

/** /resident/maintenance: this resident's requests, newest first, and a new one. */
export default function ResidentMaintenancePage() {
  const read = usePortalRead(readRequests);
  const newRequest = (
    <SiteLink to="/resident/maintenance/new" className={buttonClasses('primary', 'md', 'self-start')}>
      Request maintenance
    </SiteLink>
  );
  return (
    <PortalFrame title="Maintenance">
      <PortalLoad read={read} label="Loading your requests">
        {(requests) =>
          requests.length === 0 ? (
            <EmptyState
              title="No requests yet"
              message="Something to fix at home? Send a request and follow it here."
              action={newRequest}
            />
          ) : (
            <>
              {newRequest}
              <ul className="flex flex-col gap-3">
                {requests.map((r) => (
                  <li key={r.id}>
                    <SiteLink
                      to={`/resident/maintenance/${encodeURIComponent(r.id)}`}
                      className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-600"
                    >
                      <span className="flex flex-wrap items-center gap-2">
                        <span className="font-semibold text-slate-900">{r.title}</span>
                        <Badge tone={isOpenRequest(r.status) ? 'blue' : 'gray'}>{requestStatusLabel(r.status)}</Badge>
                      </span>
                      <span className="text-sm text-slate-700">
                        {categoryLabel(r.category)} · sent {formatShortDate(r.created_at)}
                      </span>
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </PortalLoad>
    </PortalFrame>
  );
}
