import type { MaintenanceStats as Stats } from '@rentfront/shared/maintenance';
import { CheckCircle2, Clock, Send, Wrench } from '../../ui/icons';
import { formatNumber } from '../../lib/format';
import { StatCard } from '../../ui/StatCard';

/** The four cards; the numbers come from the server and cover every request, not one page. */
export function MaintenanceStats({ stats }: { stats: Stats | undefined }) {
  const value = (n: number | undefined) => (n === undefined ? '—' : formatNumber(n));
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard label="Total Requests" value={value(stats?.total)} icon={<Wrench aria-hidden className="h-5 w-5" />} />
      <StatCard label="Pending" value={value(stats?.pending)} icon={<Clock aria-hidden className="h-5 w-5" />} />
      <StatCard label="Sent to Contractor" value={value(stats?.sent_to_contractor)} icon={<Send aria-hidden className="h-5 w-5" />} />
      <StatCard label="Completed" value={value(stats?.completed)} icon={<CheckCircle2 aria-hidden className="h-5 w-5" />} />
    </div>
  );
}
