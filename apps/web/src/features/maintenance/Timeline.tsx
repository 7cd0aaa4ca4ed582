import { MAINTENANCE_STATUS_LABELS } from '@rentfront/shared/maintenance';
import { maintenanceEventText, type MaintenanceEvent } from '@rentfront/shared/maintenance-timeline';
import { formatDateTime } from '../../lib/format';

/** A proposed visit is a calendar day (YYYY-MM-DD), printed as that day in any zone: "Tue, Dec 1, 2026". */
function calendarDay(iso: string): string {
  const at = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    at,
  );
}

/** The request's timeline: sent, the contractor's steps on the job page and status changes, oldest first. */
export function Timeline({ events }: { events: MaintenanceEvent[] }) {
  return (
    <section className="space-y-2" aria-labelledby="timeline-heading">
      <h3 id="timeline-heading" className="text-sm font-semibold text-slate-900">
        Timeline
      </h3>
      {events.length === 0 ? (
        <p className="text-sm text-slate-700">Nothing yet. Steps appear here once the request is sent to a contractor.</p>
      ) : (
        <ol className="space-y-3 border-l-2 border-slate-200 pl-4">
          {events.map((e) => {
            const who = e.actor === 'contractor' ? (e.actor_name ?? 'Contractor') : 'Office';
            const text =
              e.kind === 'sent' && e.actor_name
                ? `Sent to ${e.actor_name}`
                : maintenanceEventText(
                    e.kind,
                    e.proposed_date ? calendarDay(e.proposed_date) : null,
                    e.status ? MAINTENANCE_STATUS_LABELS[e.status] : null,
                  );
            return (
              <li key={e.id} className="text-sm">
                <p className="text-slate-900">
                  <span className="font-semibold">{who}</span>: {text}
                </p>
                {e.note && <p className="whitespace-pre-line break-words text-slate-800">{e.note}</p>}
                <p className="text-xs text-slate-700">
                  <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time>
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
