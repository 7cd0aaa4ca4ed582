import { teamActivePercent } from '@rentfront/shared/team';

/** System Health bar: the share of team members that are active. */
export function TeamActiveBar({ summary }: { summary: { total: number; active: number } | undefined }) {
  const percent = summary ? teamActivePercent(summary) : null;
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span className="text-slate-800">Team members active</span>
        <span className="font-medium text-slate-900">{percent === null ? 'No members' : `${percent}%`}</span>
      </div>
      <div aria-hidden className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200">
        <div className="h-full rounded-full bg-green-600" style={{ width: `${percent ?? 0}%` }} />
      </div>
    </div>
  );
}
