import {
  APPLICATION_MESSAGES as M,
  APPLICATION_SECTIONS,
  type ApplicationDetail,
  type ApplicationSensitiveValues,
} from '@rentfront/shared/applications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff } from '../../../ui/icons';
import { useState, type ReactNode } from 'react';
import { getApplication, revealApplication } from '../../../api/applications';
import { applicationKeys } from '../../../api/queryKeys';
import { useReauth } from '../../auth';
import { failureMessage } from '../../../api/errors';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { ErrorState } from '../../../ui/EmptyState';
import { LoadingRegion, Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toast';
import { ApplicationTimeline } from './ApplicationTimeline';
import { CreateLeaseButton } from './CreateLeaseButton';
import { ValueTree } from './DetailValues';
import { StatusMenu } from './StatusMenu';
import { useStatusChange } from './useStatusChange';
import { STATUS_TONES, statusLabel } from './status';
import { useCan } from '../../../lib/useStaffRole';
import { ProgressBar } from '../../../ui/ProgressBar';

function Completion({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="flex items-center gap-2 text-sm text-slate-700">
      <ProgressBar
        label={`${label} completion`}
        percent={percent}
        widthClassName="w-20"
        fillClassName={percent === 100 ? 'bg-green-700' : 'bg-brand-700'}
      />
      <span>{percent}% complete</span>
    </div>
  );
}

/** One fact of the summary: its label above, its value (paragraphs, or a badge and menu) below. */
function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <p className="text-slate-700">{label}</p>
      {children}
    </div>
  );
}

function Summary({ a, statusMenu }: { a: ApplicationDetail; statusMenu: ReactNode }) {
  const p = a.property_details;
  return (
    <div className="grid gap-3 rounded-lg bg-slate-50 p-4 text-sm sm:grid-cols-2">
      <Fact label="Reference">
        <p className="font-mono font-semibold text-slate-900">{a.reference}</p>
      </Fact>
      <Fact label="Status">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={STATUS_TONES[a.status]}>{statusLabel(a.status)}</Badge>
          {statusMenu}
        </div>
      </Fact>
      <Fact label="Submitted">
        <p className="font-medium text-slate-900">{formatDateTime(a.created_at)}</p>
      </Fact>
      <Fact label="Property">
        <p className="font-medium text-slate-900">{p.title ?? 'N/A'}</p>
        <p className="text-slate-700">{[p.address, p.city, p.state].filter(Boolean).join(', ')}</p>
        {p.price !== null && <p className="text-slate-700">{formatMoney(p.price)}/month</p>}
      </Fact>
      {a.admin_reply && (
        <Fact label={`Last reply${a.admin_reply_date ? ` (${formatDateTime(a.admin_reply_date)})` : ''}`} wide>
          <p className="whitespace-pre-line text-slate-900">{a.admin_reply}</p>
        </Fact>
      )}
    </div>
  );
}

/** "View details": every section with its completion; sensitive values masked until revealed. */
export function ApplicationDetailDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const detail = useQuery({ queryKey: applicationKeys.detail(id), queryFn: () => getApplication(id) });
  const [revealed, setRevealed] = useState<ApplicationSensitiveValues | null>(null);
  // A reveal may ask for the password again first (issue 20): the prompt, then the same call.
  const reauth = useReauth();
  // Agents see applications without the clear PII (ADR 0022).
  const canReveal = useCan('applications.reveal_pii');
  const reveal = useMutation({
    mutationFn: () => reauth.guard(() => revealApplication(id)),
    onSuccess: (res) => setRevealed(res.data),
    onError: (err) => toast.error(failureMessage(err, M.fetchFailed)),
  });
  const a = detail.data?.data;
  const queryClient = useQueryClient();
  // The list, this detail and its timeline all read under applicationKeys.all.
  const changeStatus = useStatusChange(() => void queryClient.invalidateQueries({ queryKey: applicationKeys.all }));

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={a ? `Application of ${a.full_name}` : 'Application details'}
        size="xl"
        footer={
          <>
            {a?.status === 'approved' && <CreateLeaseButton applicationId={a.id} />}
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
          </>
        }
      >
        {detail.isPending && (
          <LoadingRegion label="Loading application" className="space-y-3">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-40 w-full" />
            <Skeleton className="h-40 w-full" />
          </LoadingRegion>
        )}
        {detail.isError && <ErrorState message={failureMessage(detail.error, M.fetchDetailFailed)} onRetry={() => void detail.refetch()} />}
        {a && (
          <div className="space-y-4">
            <Summary
              a={a}
              statusMenu={
                <StatusMenu
                  current={a.status}
                  applicant={a.full_name}
                  disabled={changeStatus.busy}
                  onChange={(s) => changeStatus.request(a, s)}
                />
              }
            />
            <ApplicationTimeline id={a.id} />
            {APPLICATION_SECTIONS.map(({ key, title }) => {
              const data = key === 'personal_information' && revealed ? { ...a.personal_information, ...revealed } : a[key];
              return (
                <section key={key} aria-labelledby={`section-${key}`} className="rounded-lg border border-slate-200 p-4">
                  <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                    <h3 id={`section-${key}`} className="text-base font-semibold text-slate-900">
                      {title}
                    </h3>
                    <div className="flex flex-wrap items-center gap-3">
                      <Completion percent={a.completion[key]} label={title} />
                      {key === 'personal_information' &&
                        canReveal &&
                        (revealed ? (
                          <Button variant="outline" size="sm" onClick={() => setRevealed(null)}>
                            <EyeOff aria-hidden className="h-4 w-4" /> Hide sensitive details
                          </Button>
                        ) : (
                          <Button variant="outline" size="sm" loading={reveal.isPending} onClick={() => reveal.mutate()}>
                            <Eye aria-hidden className="h-4 w-4" /> Reveal sensitive details
                          </Button>
                        ))}
                    </div>
                  </div>
                  {key === 'personal_information' && (
                    <p className="mb-3 text-xs text-slate-700">
                      {revealed
                        ? 'Shown in clear. This reveal has been recorded in the audit log.'
                        : canReveal
                          ? 'Date of birth, social security and license numbers are masked. Revealing them is recorded in the audit log.'
                          : 'Date of birth, social security and license numbers are masked. Your role cannot reveal them.'}
                    </p>
                  )}
                  <ValueTree data={data as Record<string, unknown>} skip={key === 'residential_history' ? ['previous_address'] : []} />
                </section>
              );
            })}
          </div>
        )}
      </Dialog>
      {reauth.dialog}
    </>
  );
}
