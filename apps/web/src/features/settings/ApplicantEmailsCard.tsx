import {
  APPLICANT_EMAIL_MESSAGES as EM,
  type ApplicantEmailTemplate,
  type ApplicantEmailTemplateInput,
} from '@rentfront/shared/applicant-emails';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { listApplicantEmailTemplates, resetApplicantEmailTemplate, saveApplicantEmailTemplate } from '../../api/applicantEmails';
import { ApiError, failureMessage } from '../../api/errors';
import { formatDateTime } from '../../lib/format';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Dialog } from '../../ui/Dialog';
import { ErrorState } from '../../ui/EmptyState';
import { Mail, Pencil, RotateCcw } from '../../ui/icons';
import { Skeleton } from '../../ui/Skeleton';
import { toast } from '../../ui/toast';
import { ApplicantEmailTemplateForm } from './ApplicantEmailTemplateForm';

const KEY = ['applicant-email-templates'] as const;

/**
 * Settings card "Applicant e-mails" (issue 19): the e-mails an applicant gets when an application
 * is approved, rejected or needs more information. Edit, preview, or go back to the default.
 */
export function ApplicantEmailsCard() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: KEY, queryFn: listApplicantEmailTemplates });
  const [editing, setEditing] = useState<ApplicantEmailTemplate | null>(null);
  const [resetting, setResetting] = useState<ApplicantEmailTemplate | null>(null);
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof ApplicantEmailTemplateInput, string>>>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });

  const save = useMutation({
    mutationFn: ({ template, input }: { template: ApplicantEmailTemplate; input: ApplicantEmailTemplateInput }) =>
      saveApplicantEmailTemplate(template.status, input),
    onSuccess: (res) => {
      toast.success(res.message ?? EM.saved);
      setEditing(null);
      void refresh();
    },
    onError: (err) => {
      toast.error(failureMessage(err, EM.saveFailed));
      if (err instanceof ApiError) setServerErrors(err.errors);
    },
  });
  const reset = useMutation({
    mutationFn: (template: ApplicantEmailTemplate) => resetApplicantEmailTemplate(template.status),
    onSuccess: (res) => {
      toast.success(res.message ?? EM.reset);
      setResetting(null);
      void refresh();
    },
    onError: (err) => toast.error(failureMessage(err, EM.resetFailed)),
  });

  const templates = list.data?.data ?? [];
  return (
    <section aria-labelledby="applicant-emails-heading" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="applicant-emails-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Mail aria-hidden className="h-5 w-5 text-brand-700" /> Applicant e-mails
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        What an applicant receives when you approve or reject an application, or ask for more information.
      </p>

      <div className="mt-4">
        {list.isPending ? (
          <div className="space-y-2" aria-label="Loading applicant e-mails">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : list.isError ? (
          <ErrorState message={failureMessage(list.error, EM.loadFailed)} onRetry={() => list.refetch()} />
        ) : (
          <ul className="divide-y divide-slate-100">
            {templates.map((t) => (
              <li key={t.status} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                    {t.label}
                    {t.is_default ? <Badge tone="gray">Default text</Badge> : <Badge tone="green">Edited</Badge>}
                  </p>
                  <p className="break-words text-sm text-slate-700">
                    <span className="sr-only">Subject: </span>“{t.subject}”
                  </p>
                  {t.updated_at && <p className="text-sm text-slate-700">Last updated {formatDateTime(t.updated_at)}</p>}
                </div>
                <div className="flex items-center gap-1">
                  {!t.is_default && (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setResetting(t)}
                      aria-label={`Reset the ${t.label} e-mail to the default`}
                    >
                      <RotateCcw aria-hidden className="h-4 w-4" /> Reset
                    </Button>
                  )}
                  <Button
                    size="sm"
                    onClick={() => {
                      setServerErrors(undefined);
                      setEditing(t);
                    }}
                    aria-label={`Edit the ${t.label} e-mail`}
                  >
                    <Pencil aria-hidden className="h-4 w-4" /> Edit
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>

      <Dialog
        open={editing !== null}
        onOpenChange={(v) => !v && setEditing(null)}
        title={editing ? `Edit the “${editing.label}” e-mail` : 'Edit applicant e-mail'}
        size="lg"
        dismissible={!save.isPending}
      >
        {editing && (
          <ApplicantEmailTemplateForm
            key={editing.status}
            template={editing}
            busy={save.isPending}
            serverErrors={serverErrors}
            onSubmit={(input) => save.mutate({ template: editing, input })}
            onCancel={() => setEditing(null)}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={resetting !== null}
        onOpenChange={(v) => !v && setResetting(null)}
        title="Reset applicant e-mail"
        message={`Replace the ${resetting?.label ?? ''} e-mail with the default? Your edited text will be lost.`}
        confirmLabel="Reset"
        busy={reset.isPending}
        onConfirm={() => resetting && reset.mutate(resetting)}
      />
    </section>
  );
}
