import { CheckCircle2, ClipboardList, Clock, Search, XCircle } from '../../../ui/icons';
import { StatCard } from '../../../ui/StatCard';
import type { ApplicationListItem } from '@rentfront/shared/applications';
import { countApplications } from './status';

/** Total Applications, Pending Review, Under Review, Approved, Rejected (of the loaded list). */
export function ApplicationsStats({ applications }: { applications: ApplicationListItem[] }) {
  const counters = countApplications(applications);
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      <StatCard label="Total Applications" value={counters.total} icon={<ClipboardList aria-hidden className="h-5 w-5" />} />
      <StatCard label="Pending Review" value={counters.pending} icon={<Clock aria-hidden className="h-5 w-5" />} />
      <StatCard label="Under Review" value={counters.reviewed} icon={<Search aria-hidden className="h-5 w-5" />} />
      <StatCard label="Approved" value={counters.approved} icon={<CheckCircle2 aria-hidden className="h-5 w-5" />} />
      <StatCard label="Rejected" value={counters.rejected} icon={<XCircle aria-hidden className="h-5 w-5" />} />
    </div>
  );
}
