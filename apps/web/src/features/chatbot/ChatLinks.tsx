import type { ChatLink } from '@rentfront/shared/chatbot';
import { ExternalLink } from '../../ui/icons';

/** Links under a bot message (the full tour calendar, a booked tour's manage page); each opens in a new tab so the chat stays. */
export function ChatLinks({ links }: { links: ChatLink[] }) {
  return (
    <ul className="mt-2 space-y-1.5">
      {links.map((l) => (
        <li key={l.url}>
          <a
            href={l.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 underline hover:text-brand-900"
          >
            {l.label}
            <ExternalLink aria-hidden className="h-3.5 w-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          {l.description && <span className="block text-xs text-slate-700">{l.description}</span>}
        </li>
      ))}
    </ul>
  );
}
