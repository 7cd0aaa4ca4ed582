import type { ContactsDashboardSummary } from '@rentfront/shared/contacts';
import { MessageSquare } from '../../../ui/icons';
import { formatRelativeDate } from '../../../lib/format';
import { SummaryCard } from '../../../ui/SummaryCard';
import { ContactStatusBadge } from './StatusBadge';

export interface ContactsSummaryCardProps {
  /** `sections.contacts` of GET /api/admin/dashboard. */
  summary: ContactsDashboardSummary | undefined;
  loading?: boolean;
  /** Set when the summary failed to load. */
  error?: string | null;
}

/** Dashboard card: total, pending, replied, resolved, the 5 newest messages and a link to all. */
export function ContactsSummaryCard({ summary, loading, error }: ContactsSummaryCardProps) {
  return (
    <SummaryCard
      id="dash-contacts"
      title="Contact Messages"
      icon={MessageSquare}
      loading={loading || !summary}
      error={error}
      counters={
        summary && [
          { label: 'Total', value: summary.stats.total },
          { label: 'Pending', value: summary.stats.pending },
          { label: 'Replied', value: summary.stats.replied },
          { label: 'Resolved', value: summary.stats.resolved },
        ]
      }
      link={{ to: '/admin/contacts', label: 'View all messages' }}
    >
      {summary && <RecentMessages recent={summary.recent} />}
    </SummaryCard>
  );
}

function RecentMessages({ recent }: { recent: ContactsDashboardSummary['recent'] }) {
  return (
    <>
      <h4 className="mt-4 text-sm font-semibold text-slate-800">Recent messages</h4>
      {recent.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No messages yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {recent.map((c) => (
            <li key={c.id} className="flex items-center justify-between gap-2 py-2">
              <div className="min-w-0">
                <p className={`truncate text-sm text-slate-900 ${c.is_read ? '' : 'font-semibold'}`}>{c.full_name}</p>
                <p className="truncate text-xs text-slate-700">{c.message}</p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <ContactStatusBadge status={c.status} />
                <span className="text-xs text-slate-700">{formatRelativeDate(c.created_at)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
