import type { ContactsDashboardSummary } from '@rentfront/shared/contacts';
import { ArrowRight, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { formatRelativeDate } from '../../../lib/format';
import { Skeleton } from '../../../ui/Skeleton';
import { ContactStatusBadge } from './StatusBadge';

export interface ContactsSummaryCardProps {
  /** `sections.contacts` of GET /api/admin/dashboard. */
  summary: ContactsDashboardSummary | undefined;
  loading?: boolean;
  /** Set when the summary failed to load. */
  error?: string | null;
}

const COUNTERS = [
  ['total', 'Total'],
  ['pending', 'Pending'],
  ['replied', 'Replied'],
  ['resolved', 'Resolved'],
] as const;

/** Dashboard card: total, pending, replied, resolved, the 5 newest messages and a link to all. */
export function ContactsSummaryCard({ summary, loading, error }: ContactsSummaryCardProps) {
  return (
    <section aria-labelledby="dash-contacts" className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id="dash-contacts" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <MessageSquare aria-hidden className="h-5 w-5 text-brand-700" /> Contact Messages
      </h3>
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {error}
        </p>
      ) : loading || !summary ? (
        <div className="mt-4 space-y-2" aria-hidden>
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : (
        <>
          <dl className="mt-4 grid grid-cols-4 gap-2 text-center">
            {COUNTERS.map(([key, label]) => (
              <div key={key} className="rounded-md bg-slate-50 p-2">
                <dt className="text-xs text-slate-700">{label}</dt>
                <dd className="text-xl font-bold text-slate-900">{summary.stats[key]}</dd>
              </div>
            ))}
          </dl>
          <h4 className="mt-4 text-sm font-semibold text-slate-800">Recent messages</h4>
          {summary.recent.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">No messages yet.</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100">
              {summary.recent.map((c) => (
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
          <Link
            to="/admin/contacts"
            className="mt-auto inline-flex items-center gap-1 pt-3 text-sm font-medium text-brand-700 hover:underline"
          >
            View all messages <ArrowRight aria-hidden className="h-4 w-4" />
          </Link>
        </>
      )}
    </section>
  );
}
