import { APPLICANT_STATUS_LABELS, type StatusEvent } from '@rentfront/shared/application-drafts';
import { formatDateTime } from '../../../lib/format';

function describe(e: StatusEvent): { title: string; text: string | null } {
  switch (e.kind) {
    case 'submitted':
      return { title: 'Application submitted', text: null };
    case 'status_changed':
      return { title: e.status ? APPLICANT_STATUS_LABELS[e.status] : 'Status changed', text: null };
    case 'office_message':
      return { title: 'Message from the office', text: e.text };
    case 'applicant_reply':
      return { title: 'Your answer', text: e.text };
  }
}

/** The application's history as the applicant sees it, oldest first. */
export function StatusTimeline({ events }: { events: StatusEvent[] }) {
  return (
    <ol className="grid gap-3 border-l-2 border-slate-200 pl-4">
      {events.map((e, i) => {
        const { title, text } = describe(e);
        return (
          <li key={`${e.kind}-${e.at}-${i}`} className="relative">
            <span aria-hidden className="absolute -left-[1.4rem] top-1.5 h-3 w-3 rounded-full border-2 border-white bg-brand-700" />
            <p className="font-medium text-slate-900">{title}</p>
            <p className="text-sm text-slate-700">
              <time dateTime={e.at}>{formatDateTime(e.at)}</time>
            </p>
            {/* As typed: text, never markup. */}
            {text && (
              <blockquote className="mt-1 whitespace-pre-line break-words rounded-md bg-slate-50 px-3 py-2 text-slate-900">
                {text}
              </blockquote>
            )}
          </li>
        );
      })}
    </ol>
  );
}
