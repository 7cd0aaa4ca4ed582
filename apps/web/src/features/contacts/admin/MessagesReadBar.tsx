import { contactsReadPercent, type ContactStats } from '@rentfront/shared/contacts';
import { ShareBar } from '../../../ui/ShareBar';

/** System Health bar: the share of contact messages an admin has opened. */
export function MessagesReadBar({ stats }: { stats: Pick<ContactStats, 'total' | 'read'> | undefined }) {
  const percent = stats ? contactsReadPercent(stats) : null;
  return <ShareBar label="Messages read" percent={percent} none="No messages" fillClassName="bg-blue-600" />;
}
