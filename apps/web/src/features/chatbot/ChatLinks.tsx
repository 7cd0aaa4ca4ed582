import type { ChatLink } from '@rentfront/shared/chatbot';
import { NewTabLink } from './NewTabLink';

/** Links under a bot message (the full tour calendar, a booked tour's manage page); each opens in a new tab so the chat stays. */
export function ChatLinks({ links }: { links: ChatLink[] }) {
  return (
    <ul className="mt-2 space-y-1.5">
      {links.map((l) => (
        <li key={l.url}>
          <NewTabLink
            href={l.url}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 underline hover:text-brand-900"
            iconClassName="h-3.5 w-3.5"
          >
            {l.label}
          </NewTabLink>
          {l.description && <span className="block text-xs text-slate-700">{l.description}</span>}
        </li>
      ))}
    </ul>
  );
}
