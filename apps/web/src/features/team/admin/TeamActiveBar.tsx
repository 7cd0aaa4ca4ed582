import { teamActivePercent } from '@rentfront/shared/team';
import { HealthBar } from '../../../ui/HealthBar';

/** System Health bar: the share of team members that are active. */
export function TeamActiveBar({ summary }: { summary: { total: number; active: number } | undefined }) {
  const percent = summary ? teamActivePercent(summary) : null;
  return <HealthBar label="Team members active" percent={percent} emptyText="No members" color="bg-green-600" />;
}
