import type { DepositStatement } from '@rentfront/shared/deposits';
import { LEDGER_CATEGORY_LABELS } from '@rentfront/shared/ledger';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '../../../api/errors';
import { formatUsDate } from '../../../lib/format';
import { formatCents } from '../../../lib/money';
import { useCan } from '../../../lib/useStaffRole';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { QueryView } from '../../../ui/QueryView';
import { toast } from '../../../ui/toast';
import { ledgerKeys } from '../admin/ledgerApi';
import { DeductionDialog } from './DeductionDialog';
import {
  depositKeys,
  depositStatementPdfHref,
  depositStatementQuery,
  openDepositStatement,
  removeDeduction,
  sendDepositStatement,
} from './depositApi';
import { settlementLines } from './settlement';

type Open = { kind: 'add' } | { kind: 'send' } | { kind: 'remove'; id: string; description: string } | null;

/** The mutation of a panel action: the server's message as a toast, the statement and the ledger read again. */
function usePanelAction<A>(run: (input: A) => Promise<{ message?: string }>, failure: string, onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (res) => {
      if (res.message) toast.success(res.message);
      void queryClient.invalidateQueries({ queryKey: depositKeys.all });
      void queryClient.invalidateQueries({ queryKey: ledgerKeys.all });
      onDone?.();
    },
    onError: (err) => toast.error(failureMessage(err, failure)),
  });
}

/**
 * The move-out deposit statement of an ended lease (issue 33 item 5): opened once, deductions
 * itemised with the inspection's photos, previewed as PDF, then sent (owners and managers), which
 * settles the deposit in the ledger and e-mails the residents.
 */
export function DepositStatementPanel({ leaseId }: { leaseId: string }) {
  const statement = useQuery(depositStatementQuery(leaseId));
  const canRecord = useCan('ledger.record');
  const canSend = useCan('ledger.correct');
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const start = usePanelAction(() => openDepositStatement(leaseId), 'The deposit statement could not be opened');
  const remove = usePanelAction((id: string) => removeDeduction(leaseId, id), 'The deduction could not be removed', close);
  const send = usePanelAction(() => sendDepositStatement(leaseId), 'The deposit statement could not be sent', close);

  return (
    <section aria-labelledby="deposit-statement-heading" className="space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id="deposit-statement-heading" className="text-lg font-semibold text-slate-900">
        Deposit statement
      </h3>
      <QueryView
        query={statement}
        loading={{ label: 'Loading the deposit statement', skeletons: ['h-10 w-full', 'h-24 w-full'] }}
        error="The deposit statement could not be loaded"
      >
        {(data) =>
          data === null ? (
            <EmptyState
              title="No deposit statement yet"
              message="Itemise what is kept from the security deposit, with photos from the move-out inspection, and send the statement to the residents."
              action={
                canRecord ? (
                  <Button size="sm" loading={start.isPending} onClick={() => start.mutate(undefined)}>
                    Start deposit statement
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <StatementView
              statement={data}
              canRecord={canRecord}
              canSend={canSend}
              onAdd={() => setOpen({ kind: 'add' })}
              onSend={() => setOpen({ kind: 'send' })}
              onRemove={(id, description) => setOpen({ kind: 'remove', id, description })}
            />
          )
        }
      </QueryView>
      {open?.kind === 'add' && <DeductionDialog leaseId={leaseId} onClose={close} />}
      {open?.kind === 'remove' && (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && close()}
          title="Remove deduction"
          message={`Remove “${open.description}” and its photos from the statement?`}
          confirmLabel="Remove deduction"
          busy={remove.isPending}
          onConfirm={() => remove.mutate(open.id)}
        />
      )}
      {open?.kind === 'send' && statement.data && (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && close()}
          title="Send deposit statement"
          tone="primary"
          message={<SendSummary statement={statement.data} />}
          confirmLabel="Send statement"
          busy={send.isPending}
          onConfirm={() => send.mutate(undefined)}
        />
      )}
    </section>
  );
}

function SendSummary({ statement }: { statement: DepositStatement }) {
  const outcome =
    statement.billed_cents > 0
      ? `${formatCents(statement.billed_cents)} will be billed to the residents.`
      : `A refund of ${formatCents(statement.refund_cents)} will be recorded for the residents.`;
  return (
    <p>
      The residents get the itemised statement by e-mail with the PDF, and the ledger records each deduction, the deposit applied and the
      settlement. {outcome} A sent statement cannot be changed.
    </p>
  );
}

interface StatementViewProps {
  statement: DepositStatement;
  canRecord: boolean;
  canSend: boolean;
  onAdd: () => void;
  onSend: () => void;
  onRemove: (id: string, description: string) => void;
}

function StatementView({ statement: s, canRecord, canSend, onAdd, onSend, onRemove }: StatementViewProps) {
  const draft = s.status === 'draft';
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          {draft ? (
            <>
              <Badge tone={s.overdue ? 'red' : 'yellow'}>{s.overdue ? 'Overdue' : 'Draft'}</Badge>
              Moved out {formatUsDate(s.move_out_date)} · due by {formatUsDate(s.due_by)}
            </>
          ) : (
            <>
              <Badge tone="green">Sent</Badge>
              Sent {formatUsDate(s.sent_at)} · moved out {formatUsDate(s.move_out_date)}
            </>
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          <a
            href={depositStatementPdfHref(s.lease_id)}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center rounded-md border border-slate-400 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            {draft ? 'Preview PDF' : 'Download PDF'}
          </a>
          {draft && canRecord && (
            <Button variant="outline" size="sm" onClick={onAdd}>
              Add deduction
            </Button>
          )}
          {draft && canSend && (
            <Button size="sm" onClick={onSend}>
              Send statement
            </Button>
          )}
        </div>
      </div>
      {s.deductions.length === 0 ? (
        <p className="text-sm text-slate-700">No deductions: the whole deposit goes back to the residents.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200" aria-label="Deductions">
          {s.deductions.map((d) => (
            <li key={d.id} className="flex flex-wrap items-start justify-between gap-3 p-3">
              <div className="min-w-0 space-y-1">
                <p className="text-sm font-medium text-slate-900">{d.description}</p>
                <p className="text-sm text-slate-700">{LEDGER_CATEGORY_LABELS[d.category]}</p>
                {d.photos.length > 0 && (
                  <ul className="flex flex-wrap gap-2" aria-label={`Photos of ${d.description}`}>
                    {d.photos.map((url, i) => (
                      <li key={url}>
                        <a href={url} target="_blank" rel="noreferrer" className="text-sm text-brand-700 underline">
                          Photo {i + 1}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
              <div className="flex items-center gap-2">
                <span className="text-sm font-semibold tabular-nums text-slate-900">{formatCents(d.amount_cents)}</span>
                {draft && canRecord && (
                  <Button variant="ghost" size="sm" aria-label={`Remove ${d.description}`} onClick={() => onRemove(d.id, d.description)}>
                    Remove
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <dl className="space-y-1 text-sm">
        {settlementLines(s).map((line) => (
          <div
            key={line.label}
            className={`flex justify-between gap-4 ${line.total ? 'border-t border-slate-200 pt-2 font-semibold' : ''}`}
          >
            <dt className="text-slate-800">{line.label}</dt>
            <dd className="tabular-nums text-slate-900">{line.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
