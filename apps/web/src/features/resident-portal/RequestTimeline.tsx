import type { MaintenanceEventKind } from '@rentfront/shared/maintenance-timeline';
import type { ResidentMaintenance } from '@rentfront/shared/residents';
import { formatDateTime } from '../../lib/format';

// The headings of the server's event kinds (maintenance-timeline.ts), as the resident reads them;
// typed by the kinds, so a new kind breaks the build until it has its words.
const KIND_LABELS: Record<MaintenanceEventKind | 'created', string> = {
  created: 'Request received',
  sent: 'Sent to a contractor',
  accepted: 'The contractor accepted the job',
  date_proposed: 'The contractor proposed a date',
  done: 'Marked done',
  status_changed: 'Status changed',
  comment: 'Comment',
  confirmed: 'You confirmed it is done',
};

const kindLabel = (kind: string) =>
  KIND_LABELS[kind as keyof typeof KIND_LABELS] ?? kind.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** Every step of a request, oldest first: status changes, contractor steps, comments. */
export function RequestTimeline({ events }: { events: ResidentMaintenance['timeline'] }) {
  return (
    <section aria-labelledby="timeline-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="timeline-title" className="text-lg font-semibold text-slate-900">
        Timeline
      </h2>
      {events.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">Nothing has happened on this request yet.</p>
      ) : (
        <ol className="mt-3 flex flex-col gap-3 border-l-2 border-slate-200 pl-4">
          {events.map((e, i) => (
            <li key={`${e.at}-${i}`} className="text-sm">
              <p className="font-medium text-slate-900">{kindLabel(e.kind)}</p>
              <p className="text-slate-700">
                <time dateTime={e.at}>{formatDateTime(e.at)}</time>
              </p>
              {e.text && <p className="mt-1 whitespace-pre-line text-slate-800">{e.text}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
