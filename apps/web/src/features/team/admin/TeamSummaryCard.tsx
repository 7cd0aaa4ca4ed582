import type { TeamDashboardSummary } from '@rentfront/shared/team';
import { Users } from '../../../ui/icons';
import { formatRelativeDate } from '../../../lib/format';
import { SummaryCard } from '../../../ui/SummaryCard';
import { MemberAvatar } from './MemberAvatar';

export interface TeamSummaryCardProps {
  /** `sections.team` of GET /api/admin/dashboard. */
  summary: TeamDashboardSummary | undefined;
  loading?: boolean;
  error?: string | null;
}

/** Dashboard card: total, number of positions, the top 3 positions and the 3 newest members. */
export function TeamSummaryCard({ summary, loading, error }: TeamSummaryCardProps) {
  return (
    <SummaryCard
      id="dash-team"
      title="Team Members"
      icon={Users}
      loading={loading || !summary}
      error={error}
      counters={
        summary && [
          { label: 'Total Members', value: summary.total },
          { label: 'Positions', value: summary.position_count },
        ]
      }
      link={{ to: '/admin/team', label: 'Manage team' }}
    >
      {summary && <TeamSummaryBody summary={summary} />}
    </SummaryCard>
  );
}

function TeamSummaryBody({ summary }: { summary: TeamDashboardSummary }) {
  return (
    <>
      <h4 className="mt-4 text-sm font-semibold text-slate-800">Top positions</h4>
      {summary.top_positions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">No team members yet.</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm">
          {summary.top_positions.map((p) => (
            <li key={p.name} className="flex justify-between gap-2">
              <span className="truncate text-slate-800">{p.name}</span>
              <span className="font-medium text-slate-900">{p.count}</span>
            </li>
          ))}
        </ul>
      )}
      {summary.recent_members.length > 0 && (
        <>
          <h4 className="mt-4 text-sm font-semibold text-slate-800">Recently added</h4>
          <ul className="mt-2 space-y-2">
            {summary.recent_members.map((m) => (
              <li key={m.id} className="flex items-center gap-3">
                <MemberAvatar photo={m.photo} size={32} />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm text-slate-900">{m.name}</p>
                  <p className="truncate text-xs text-slate-700">{m.position_name}</p>
                </div>
                <span className="shrink-0 text-xs text-slate-700">{formatRelativeDate(m.created_at)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
