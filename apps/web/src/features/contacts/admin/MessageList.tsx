import type { ContactMessage } from '@rentfront/shared/contacts';
import { Home } from '../../../ui/icons';
import { formatRelativeDate } from '../../../lib/format';
import { cn } from '../../../ui/cn';
import { ContactStatusBadge } from './StatusBadge';

export interface MessageListProps {
  contacts: ContactMessage[];
  /** The message open in the details pane. */
  openId: string | null;
  onOpen: (c: ContactMessage) => void;
  /** Messages ticked for a bulk action (beside each message's button). */
  checked: string[];
  onCheckedChange: (ids: string[]) => void;
}

/** The left pane: one button per message; unread ones are bold with a dot. */
export function MessageList({ contacts, openId, onOpen, checked, onCheckedChange }: MessageListProps) {
  const tick = (id: string, on: boolean) => onCheckedChange(on ? [...checked, id] : checked.filter((x) => x !== id));
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white" aria-label="Messages">
      {contacts.map((c) => {
        const open = c.id === openId;
        return (
          <li key={c.id} className={cn('flex items-stretch', checked.includes(c.id) && 'bg-blue-50')}>
            <span className="flex items-start pl-4 pt-3.5">
              <input
                type="checkbox"
                className="h-4 w-4 accent-blue-700"
                checked={checked.includes(c.id)}
                onChange={(e) => tick(c.id, e.target.checked)}
                aria-label={`Select the message from ${c.full_name}`}
              />
            </span>
            <button
              type="button"
              onClick={() => onOpen(c)}
              aria-current={open ? 'true' : undefined}
              className={cn(
                'flex w-full min-w-0 flex-col gap-1 px-4 py-3 text-left hover:bg-slate-50',
                open && 'bg-brand-50 hover:bg-brand-50',
              )}
            >
              <span className="flex items-center justify-between gap-2">
                <span className={cn('flex min-w-0 items-center gap-2 text-slate-900', !c.is_read && 'font-semibold')}>
                  {!c.is_read && (
                    <span className="h-2 w-2 shrink-0 rounded-full bg-brand-700">
                      <span className="sr-only">Unread: </span>
                    </span>
                  )}
                  <span className="truncate">{c.full_name}</span>
                </span>
                <span className="shrink-0 text-xs text-slate-700">{formatRelativeDate(c.created_at)}</span>
              </span>
              <span className="truncate text-sm text-slate-700">{c.email}</span>
              {c.property && (
                <span className="flex min-w-0 items-center gap-1 text-sm text-slate-800">
                  <Home aria-hidden className="h-3.5 w-3.5 shrink-0 text-brand-700" />
                  <span className="sr-only">About: </span>
                  <span className="truncate">{c.property.title}</span>
                </span>
              )}
              <span className="flex items-center justify-between gap-2">
                <span className="line-clamp-1 min-w-0 break-all text-sm text-slate-700">{c.message}</span>
                <ContactStatusBadge status={c.status} />
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
