import { contactsReadPercent, type ContactStats } from '@rentfront/shared/contacts';

/** System Health bar: the share of contact messages an admin has opened. */
export function MessagesReadBar({ stats }: { stats: Pick<ContactStats, 'total' | 'read'> | undefined }) {
  const percent = stats ? contactsReadPercent(stats) : null;
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span className="text-slate-800">Messages read</span>
        <span className="font-medium text-slate-900">{percent === null ? 'No messages' : `${percent}%`}</span>
      </div>
      <div aria-hidden className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200">
        <div className="h-full rounded-full bg-blue-600" style={{ width: `${percent ?? 0}%` }} />
      </div>
    </div>
  );
}
