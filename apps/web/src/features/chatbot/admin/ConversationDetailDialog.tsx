import { CHAT_LEAD_LABELS, CHAT_MESSAGES, formatChatDuration, type ChatConversationDetail } from '@rentfront/shared/chatbot';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { getChatConversation } from '../../../api/chatbot';
import { failureMessage } from '../../../api/errors';
import { chatbotKeys } from '../../../api/queryKeys';
import { formatDateTime } from '../../../lib/format';
import { Badge } from '../../../ui/Badge';
import { cn } from '../../../ui/cn';
import { Dialog } from '../../../ui/Dialog';
import { ErrorState } from '../../../ui/EmptyState';
import { LoadingRegion, Skeleton } from '../../../ui/Skeleton';
import { RichText } from '../RichText';
import { flowLabel, formatResponseTime, leadDetail, satisfactionLabel, STATUS_TONES, statusLabel, visitorName } from './labels';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-700">{label}</dt>
          <dd className="min-w-0 break-words text-slate-900">{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

/** A heading and the conversation's records of one kind, one card each, or a line saying there are none. */
function RecordsSection<T extends { id: string }>({
  title,
  records,
  none,
  itemClassName,
  render,
}: {
  title: string;
  records: T[];
  none: string;
  itemClassName: string;
  render: (record: T) => ReactNode;
}) {
  return (
    <Section title={title}>
      {records.length === 0 ? (
        <p className="text-sm text-slate-700">{none}</p>
      ) : (
        <ul className="space-y-2">
          {records.map((r) => (
            <li key={r.id} className={cn('rounded-lg border p-3', itemClassName)}>
              {render(r)}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function Detail({ c }: { c: ChatConversationDetail }) {
  const satisfaction = satisfactionLabel(c.is_satisfied);
  return (
    <div className="space-y-6">
      <div className="grid gap-6 md:grid-cols-2">
        <Section title="User info">
          <Facts
            rows={[
              ['Name', visitorName(c)],
              ['E-mail', c.user_email ?? c.guest_email],
              ['Session', <span className="font-mono text-xs">{c.session_id}</span>],
              ['Browser', c.user_agent && <span className="text-xs">{c.user_agent}</span>],
            ]}
          />
        </Section>
        <Section title="Flow info">
          <Facts
            rows={[
              ['Flow', flowLabel(c.flow_type)],
              ['Status', <Badge tone={STATUS_TONES[c.status]}>{statusLabel(c.status)}</Badge>],
              ['Step', c.step_number],
              ['Started', formatDateTime(c.created_at)],
              ['Completed', c.completed_at ? formatDateTime(c.completed_at) : 'N/A'],
              ['Duration', formatChatDuration(c.created_at, c.completed_at)],
            ]}
          />
        </Section>
      </div>

      <Section title="Satisfaction">
        <Facts
          rows={[
            ['Answer', <Badge tone={satisfaction.tone}>{satisfaction.text}</Badge>],
            ['Feedback', c.satisfaction_feedback],
          ]}
        />
      </Section>

      <Section title="Conversation">
        {/* Focusable so keyboard users can scroll a long transcript with the arrow keys. */}
        <ol className="space-y-3" tabIndex={0} aria-label="Conversation steps">
          {c.messages.map((m) => (
            <li key={m.id} className="rounded-lg border border-slate-200 p-3 text-sm">
              <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-slate-700">Step {m.step_number}</p>
              <p className="text-slate-900">
                <span className="font-semibold">Assistant: </span>
                <RichText text={m.question} />
              </p>
              {m.answer !== null ? (
                <p className="mt-2 text-slate-900">
                  <span className="font-semibold">Visitor: </span>
                  <span className="whitespace-pre-wrap">{m.answer}</span>
                  <span className="ml-2 text-xs text-slate-700">(answered in {formatResponseTime(m.response_time_seconds)})</span>
                </p>
              ) : (
                <p className="mt-2 text-xs text-slate-700">No answer</p>
              )}
            </li>
          ))}
        </ol>
      </Section>

      <RecordsSection
        title="Escalations"
        records={c.escalations}
        none="No escalations."
        itemClassName="border-red-200 bg-red-50"
        render={(e) => (
          <Facts
            rows={[
              ['Reason', e.reason],
              ['Contact e-mail', e.contact_email],
              ['Contact phone', e.contact_phone],
              ['Date', formatDateTime(e.created_at)],
            ]}
          />
        )}
      />

      <RecordsSection
        title="Leads"
        records={c.leads}
        none="No leads."
        itemClassName="border-slate-200"
        render={(l) => (
          <>
            <p className="mb-2 font-semibold text-slate-900">{CHAT_LEAD_LABELS[l.lead_type] ?? l.lead_type}</p>
            <Facts
              rows={[
                ['Name', l.name],
                ['E-mail', l.email],
                ['Phone', l.phone],
                [
                  'Property',
                  l.property_id && l.property_title ? (
                    <Link to={`/properties/${l.property_id}`} className="text-brand-700 underline">
                      {l.property_title}
                    </Link>
                  ) : (
                    l.property_title
                  ),
                ],
                ...Object.entries(l.details)
                  .filter((entry): entry is [string, string | number | boolean] => entry[1] !== null && entry[1] !== '')
                  .map(([k, v]) => leadDetail(k, v)),
                ['Received', formatDateTime(l.created_at)],
              ]}
            />
          </>
        )}
      />
    </div>
  );
}

/** The step-by-step conversation with its user, flow, satisfaction, escalations and leads. */
export function ConversationDetailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const detail = useQuery({ queryKey: chatbotKeys.conversation(id), queryFn: () => getChatConversation(id!), enabled: id !== null });
  let body;
  if (detail.isPending) {
    body = (
      <LoadingRegion label="Loading conversation" className="space-y-3">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-40 w-full" />
      </LoadingRegion>
    );
  } else if (detail.isError) {
    body = <ErrorState message={failureMessage(detail.error, CHAT_MESSAGES.fetchConversationFailed)} onRetry={() => detail.refetch()} />;
  } else {
    body = <Detail c={detail.data.data} />;
  }
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()} title="Conversation details" size="xl">
      {body}
    </Dialog>
  );
}
