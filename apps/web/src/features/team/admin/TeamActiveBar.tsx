import { teamActivePercent } from '@rentfront/shared/team';
import { ShareBar } from '../../../ui/ShareBar';

/** System Health bar: the share of team members that are active. */
export function TeamActiveBar({ summary }: { summary: { total: number; active: number } | undefined }) {
  const percent = summary ? teamActivePercent(summary) : null;
  return <ShareBar label="Team members active" percent={percent} none="No members" fillClassName="bg-green-600" />;
}
