import { fetchResidentLeases, fetchResidentMaintenance, fetchResidentNotices } from '../../api/resident';
import { buttonClasses } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { CheckCircle2 } from '../../ui/icons';
import { SiteLink } from '../../ui/SiteLink';
import { homeTasks, currentLease } from './homeTasks';
import { LeaseSummary } from './LeaseSummary';
import { PortalFrame } from './PortalFrame';
import { PortalLoad } from './PortalLoad';
import { usePortalRead } from './usePortalRead';

const readHome = async () => {
  const [leases, requests, notices] = await Promise.all([fetchResidentLeases(), fetchResidentMaintenance(), fetchResidentNotices()]);
  return { leases: leases.data.leases, requests: requests.data.requests, notices: notices.data.notices };
};

/** /resident: what needs doing (sign the lease, open requests, new notices), then the current lease. */
export default function ResidentHomePage() {
  const read = usePortalRead(readHome);
  return (
    <PortalFrame title="Your home">
      <PortalLoad read={read} label="Loading your portal">
        {({ leases, requests, notices }) => {
          const tasks = homeTasks(leases, requests, notices, new Date());
          const lease = currentLease(leases);
          return (
            <>
              <section aria-labelledby="todo-title" className="flex flex-col gap-3">
                <h2 id="todo-title" className="text-lg font-semibold text-slate-900">
                  What needs doing
                </h2>
                {tasks.length === 0 ? (
                  <EmptyState
                    title="You are all set"
                    message="Nothing needs your attention right now."
                    icon={<CheckCircle2 aria-hidden className="h-10 w-10 text-green-700" />}
                  />
                ) : (
                  <ul className="flex flex-col gap-3">
                    {tasks.map((t) => (
                      <li
                        key={t.key}
                        className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center"
                      >
                        <div className="flex-1">
                          <p className="font-semibold text-slate-900">{t.title}</p>
                          <p className="text-sm text-slate-700">{t.detail}</p>
                        </div>
                        <SiteLink to={t.to} className={buttonClasses('primary', 'sm')}>
                          {t.action}
                          <span className="sr-only">: {t.title}</span>
                        </SiteLink>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              <section aria-labelledby="lease-title" className="flex flex-col gap-3">
                <h2 id="lease-title" className="text-lg font-semibold text-slate-900">
                  Your lease
                </h2>
                {lease ? (
                  <LeaseSummary lease={lease} />
                ) : (
                  <EmptyState title="No lease yet" message="Your lease appears here once the office sends it to you." />
                )}
              </section>
              <div className="flex flex-wrap gap-2">
                <SiteLink to="/resident/maintenance/new" className={buttonClasses('outline', 'md')}>
                  Request maintenance
                </SiteLink>
              </div>
            </>
          );
        }}
      </PortalLoad>
    </PortalFrame>
  );
}
