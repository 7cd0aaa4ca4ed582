import type { ApplicationTimelineEntry, TimelineDelivery } from '@rentfront/shared/application-timeline';
import { APPLICATION_MESSAGES as M } from '@rentfront/shared/applications';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getApplicationTimeline } from '../../../api/applications';
import { applicationKeys } from '../../../api/queryKeys';
import { failureMessage } from '../../../api/errors';
import { formatDateTime } from '../../../lib/format';
import { Badge, type BadgeTone } from '../../../ui/Badge';
import { ErrorState } from '../../../ui/EmptyState';
import { ArrowRight, ClipboardList, Mail, MessageSquare } from '../../../ui/icons';
import { LoadingRegion, Skeleton } from '../../../ui/Skeleton';
import { STATUS_TONES, statusLabel } from './status';

const DELIVERY: Record<TimelineDelivery, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Queued', tone: 'yellow' },
  // Handed to the mail server: what the outbox knows, not that the applicant has read it.
  sent: { label: 'Sent', tone: 'green' },
  failed: { label: 'Not delivered', tone: 'red' },
};

const by = (actor: string | null) => (actor ? ` by ${actor}` : '');

function Item({ icon, at, children }: { icon: ReactNode; at: string; children: ReactNode }) {
  return (
    <li className="relative flex gap-3 pb-4 last:pb-0">
      <span aria-hidden className="mt-0.5 flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-700">
        {icon}
      </span>
      <div className="min-w-0 flex-1 text-sm">
        {children}
        <p className="text-xs text-slate-700">
          <time dateTime={at}>{formatDateTime(at)}</time>
        </p>
      </div>
    </li>
  );
}

function Entry({ e }: { e: ApplicationTimelineEntry }) {
  const icon = 'h-4 w-4';
  switch (e.kind) {
    case 'submitted':
      return (
        <Item icon={<ClipboardList className={icon} />} at={e.at}>
          <p className="font-medium text-slate-900">Application submitted</p>
        </Item>
      );
    case 'status_changed':
      return (
        <Item icon={<ArrowRight className={icon} />} at={e.at}>
          <p className="flex flex-wrap items-center gap-1.5 font-medium text-slate-900">
            Status changed<span className="sr-only"> from</span>
            <Badge tone={STATUS_TONES[e.from]}>{statusLabel(e.from)}</Badge>
            <ArrowRight aria-hidden className="h-3.5 w-3.5 text-slate-700" />
            <span className="sr-only">to</span>
            <Badge tone={STATUS_TONES[e.to]}>{statusLabel(e.to)}</Badge>
            <span className="font-normal text-slate-700">{by(e.actor)}</span>
          </p>
        </Item>
      );
    case 'message':
      return (
        <Item icon={<MessageSquare className={icon} />} at={e.at}>
          <p className="font-medium text-slate-900">Message to the applicant{by(e.actor)}</p>
          {/* As typed: text, never markup. */}
          <blockquote className="mt-1 whitespace-pre-line break-words rounded-md border-l-4 border-slate-300 bg-slate-50 px-3 py-2 text-slate-900">
            {e.text}
          </blockquote>
        </Item>
      );
    case 'applicant_reply':
      return (
        <Item icon={<MessageSquare className={icon} />} at={e.at}>
          <p className="font-medium text-slate-900">The applicant answered on the status page</p>
          <blockquote className="mt-1 whitespace-pre-line break-words rounded-md border-l-4 border-blue-300 bg-blue-50 px-3 py-2 text-slate-900">
            {e.text}
          </blockquote>
        </Item>
      );
    case 'email': {
      const delivery = DELIVERY[e.delivery];
      return (
        // The time shown is when it was sent, or queued while it is not.
        <Item icon={<Mail className={icon} />} at={e.sent_at ?? e.at}>
          <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
            E-mail to the applicant <Badge tone={delivery.tone}>{delivery.label}</Badge>
          </p>
          <p className="break-words text-slate-900">“{e.subject}”</p>
        </Item>
      );
    }
  }
}

/** The application's history in the detail: submitted, status changes, notes and e-mails. */
export function ApplicationTimeline({ id }: { id: string }) {
  const timeline = useQuery({ queryKey: applicationKeys.timeline(id), queryFn: () => getApplicationTimeline(id) });
  const entries = timeline.data?.data.entries;
  return (
    <section aria-labelledby="application-timeline" className="rounded-lg border border-slate-200 p-4">
      <h3 id="application-timeline" className="mb-3 text-base font-semibold text-slate-900">
        Timeline
      </h3>
      {timeline.isPending && (
        <LoadingRegion label="Loading timeline" className="space-y-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </LoadingRegion>
      )}
      {timeline.isError && (
        <ErrorState message={failureMessage(timeline.error, M.fetchDetailFailed)} onRetry={() => void timeline.refetch()} />
      )}
      {entries && (
        <ol className="space-y-0">
          {entries.map((e, i) => (
            <Entry key={`${e.kind}-${e.at}-${i}`} e={e} />
          ))}
        </ol>
      )}
    </section>
  );
}
