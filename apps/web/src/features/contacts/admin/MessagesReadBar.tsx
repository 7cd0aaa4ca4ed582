import { contactsReadPercent, type ContactStats } from '@rentfront/shared/contacts';
import { HealthBar } from '../../../ui/HealthBar';

/** System Health bar: the share of contact messages an admin has opened. */
export function MessagesReadBar({ stats }: { stats: Pick<ContactStats, 'total' | 'read'> | undefined }) {
  const percent = stats ? contactsReadPercent(stats) : null;
  return <HealthBar label="Messages read" percent={percent} emptyText="No messages" color="bg-blue-600" />;
}
