import {
  QUESTION_TYPE_LABELS,
  SCREENING_MESSAGES,
  type ScreeningResponseDetail,
  type ScreeningResponseSummary,
} from '@rentfront/shared/screening';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { fetchScreeningResponse } from '../../../api/screening';
import { screeningKeys } from '../../../api/queryKeys';
import { formatDateTime, formatMoney, telHref } from '../../../lib/format';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { QueryView } from '../../../ui/QueryView';
import { answerDisplay } from './answers';
import { StatusBadge } from './StatusBadge';

export interface ResponseDetailDialogProps {
  responseId: string | null;
  onClose: () => void;
  onReply: (response: ScreeningResponseSummary) => void;
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-700">{title}</h3>
      {children}
    </section>
  );
}

function Details({ r }: { r: ScreeningResponseDetail }) {
  const rec = r.recommendations;
  return (
    <div className="space-y-6 text-sm">
      <Block title="Contact">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <dt className="text-slate-700">Reference</dt>
            <dd className="font-mono font-semibold text-slate-900">{r.reference}</dd>
          </div>
          <div>
            <dt className="text-slate-700">Name</dt>
            <dd className="font-medium text-slate-900">{r.full_name}</dd>
          </div>
          <div>
            <dt className="text-slate-700">Email</dt>
            <dd className="break-all">
              <a className="text-brand-700 underline" href={`mailto:${r.email}`}>
                {r.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-slate-700">Phone</dt>
            <dd>
              <a className="text-brand-700 underline" href={telHref(r.phone)}>
                {r.phone}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-slate-700">Submitted</dt>
            <dd className="text-slate-900">{formatDateTime(r.created_at)}</dd>
          </div>
        </dl>
      </Block>

      <Block title="Message">
        <p className="whitespace-pre-line text-slate-900">{r.message || 'No message.'}</p>
      </Block>

      <Block title={`Answers (${r.answers.length})`}>
        {r.answers.length === 0 ? (
          <p className="text-slate-700">No answers.</p>
        ) : (
          <ol className="divide-y divide-slate-100 rounded-md border border-slate-200">
            {r.answers.map((a, i) => (
              <li key={a.id} className="space-y-1 px-3 py-2">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium text-slate-900">
                    {i + 1}. {a.question_text}
                  </span>
                  <Badge tone="blue">{QUESTION_TYPE_LABELS[a.question_type]}</Badge>
                </div>
                <p className="whitespace-pre-line text-slate-800">{answerDisplay(a)}</p>
              </li>
            ))}
          </ol>
        )}
      </Block>

      <Block title="Recommendations">
        <p className="text-slate-800">{rec.message}</p>
        {rec.properties.length > 0 && (
          <ol className="space-y-1">
            {rec.properties.map((p) => (
              <li
                key={`${p.id}-${p.title}`}
                className="flex flex-wrap items-baseline justify-between gap-x-3 rounded-md bg-slate-50 px-3 py-2"
              >
                {p.url ? (
                  <a href={p.url} target="_blank" rel="noreferrer" className="font-medium text-brand-700 underline">
                    {p.title}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  <span className="font-medium text-slate-900">{p.title} (removed)</span>
                )}
                <span className="text-slate-700">
                  {p.city}, {p.state} · {formatMoney(p.price)}/month · {p.score}% match
                </span>
              </li>
            ))}
          </ol>
        )}
      </Block>

      <Block title="Reply">
        <div className="flex items-center gap-2">
          <StatusBadge replied={r.has_admin_reply} />
          {r.replied_at && <span className="text-slate-700">{formatDateTime(r.replied_at)}</span>}
        </div>
        {r.admin_reply && <p className="whitespace-pre-line rounded-md bg-green-50 p-3 text-slate-900">{r.admin_reply}</p>}
      </Block>
    </div>
  );
}

export function ResponseDetailDialog({ responseId, onClose, onReply }: ResponseDetailDialogProps) {
  const detail = useQuery({
    queryKey: screeningKeys.response(responseId),
    queryFn: () => fetchScreeningResponse(responseId as string),
    enabled: responseId !== null,
  });
  return (
    <Dialog
      open={responseId !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Screening Response"
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          {detail.data && <Button onClick={() => onReply(detail.data)}>{detail.data.has_admin_reply ? 'Reply Again' : 'Reply'}</Button>}
        </>
      }
    >
      <QueryView
        query={detail}
        loading={{ label: 'Loading response', skeletons: ['h-16 w-full', 'h-32 w-full'], className: 'space-y-3' }}
        error={SCREENING_MESSAGES.fetchResponseFailed}
      >
        {(r) => <Details r={r} />}
      </QueryView>
    </Dialog>
  );
}
