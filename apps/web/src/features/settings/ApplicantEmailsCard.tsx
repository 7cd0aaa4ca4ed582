import {
  APPLICANT_EMAIL_MESSAGES as EM,
  type ApplicantEmailTemplate,
  type ApplicantEmailTemplateInput,
} from '@rentfront/shared/applicant-emails';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { listApplicantEmailTemplates, resetApplicantEmailTemplate, saveApplicantEmailTemplate } from '../../api/applicantEmails';
import { ApiError, failureMessage } from '../../api/errors';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormDialog } from '../../ui/unsaved/FormDialog';
import { Mail } from '../../ui/icons';
import { toast } from '../../ui/toast';
import { EditableTextsCard } from './EditableTextsCard';
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
    <EditableTextsCard
      id="applicant-emails"
      icon={Mail}
      title="Applicant e-mails"
      description="What an applicant receives when you approve or reject an application, or ask for more information."
      list={list}
      failureText={(error) => failureMessage(error, EM.loadFailed)}
      items={templates}
      keyOf={(t) => t.status}
      titleOf={(t) => t.label}
      details={(t) => (
        <p className="break-words text-sm text-slate-700">
          <span className="sr-only">Subject: </span>“{t.subject}”
        </p>
      )}
      editLabel={(t) => `Edit the ${t.label} e-mail`}
      resetLabel={(t) => `Reset the ${t.label} e-mail to the default`}
      onEdit={(t) => {
        setServerErrors(undefined);
        setEditing(t);
      }}
      onReset={setResetting}
    >
      <FormDialog
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
      </FormDialog>
      <ConfirmDialog
        open={resetting !== null}
        onOpenChange={(v) => !v && setResetting(null)}
        title="Reset applicant e-mail"
        message={`Replace the ${resetting?.label ?? ''} e-mail with the default? Your edited text will be lost.`}
        confirmLabel="Reset"
        busy={reset.isPending}
        onConfirm={() => resetting && reset.mutate(resetting)}
      />
    </EditableTextsCard>
  );
}
