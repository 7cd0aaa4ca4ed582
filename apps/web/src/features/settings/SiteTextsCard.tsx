import { SITE_TEXT_MESSAGES, type SiteText } from '@rentfront/shared/site-texts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, FileText } from '../../ui/icons';
import { useState } from 'react';
import { listAdminSiteTexts, resetSiteText, saveSiteText } from '../../api/site';
import { ApiError, failureMessage } from '../../api/errors';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormDialog } from '../../ui/unsaved/FormDialog';
import { toast } from '../../ui/toast';
import { EditableTextsCard } from './EditableTextsCard';
import { SiteTextForm } from './SiteTextForm';

const KEY = ['site-texts', 'admin'] as const;

/**
 * Settings card "Page texts": the lease terms and rental policies pages that the application's
 * Signature & Terms step links to (issue 18). Edit as plain text, or go back to the default.
 */
export function SiteTextsCard() {
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: KEY, queryFn: listAdminSiteTexts });
  const [editing, setEditing] = useState<SiteText | null>(null);
  const [resetting, setResetting] = useState<SiteText | null>(null);
  const [serverError, setServerError] = useState<string | undefined>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });

  const save = useMutation({
    mutationFn: ({ text, body }: { text: SiteText; body: string }) => saveSiteText(text.key, body),
    onSuccess: (res) => {
      toast.success(res.message ?? SITE_TEXT_MESSAGES.saved);
      setEditing(null);
      void refresh();
    },
    onError: (err) => {
      toast.error(failureMessage(err, SITE_TEXT_MESSAGES.saveFailed));
      if (err instanceof ApiError) setServerError(err.errors?.body);
    },
  });
  const reset = useMutation({
    mutationFn: (text: SiteText) => resetSiteText(text.key),
    onSuccess: (res) => {
      toast.success(res.message ?? SITE_TEXT_MESSAGES.reset);
      setResetting(null);
      void refresh();
    },
    onError: (err) => toast.error(failureMessage(err, SITE_TEXT_MESSAGES.resetFailed)),
  });

  const texts = list.data?.data ?? [];
  return (
    <EditableTextsCard
      id="site-texts"
      icon={FileText}
      title="Page texts"
      description="The lease terms and rental policies that applicants accept on the Signature & Terms step."
      list={list}
      failureText={(error) => failureMessage(error, SITE_TEXT_MESSAGES.loadFailed)}
      items={texts}
      keyOf={(t) => t.key}
      titleOf={(t) => t.title}
      details={(t) => (
        <a href={t.path} target="_blank" rel="noopener" className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
          <ExternalLink aria-hidden className="h-3.5 w-3.5 shrink-0" /> View page{' '}
          <span className="sr-only">{t.title} (opens in a new tab)</span>
        </a>
      )}
      editLabel={(t) => `Edit ${t.title}`}
      resetLabel={(t) => `Reset ${t.title} to the default`}
      onEdit={(t) => {
        setServerError(undefined);
        setEditing(t);
      }}
      onReset={setResetting}
    >
      <FormDialog
        open={editing !== null}
        onOpenChange={(v) => !v && setEditing(null)}
        title={editing ? `Edit ${editing.title}` : 'Edit page text'}
        size="lg"
        dismissible={!save.isPending}
      >
        {editing && (
          <SiteTextForm
            key={editing.key}
            text={editing}
            busy={save.isPending}
            serverError={serverError}
            onSubmit={(body) => save.mutate({ text: editing, body })}
            onCancel={() => setEditing(null)}
          />
        )}
      </FormDialog>
      <ConfirmDialog
        open={resetting !== null}
        onOpenChange={(v) => !v && setResetting(null)}
        title="Reset page text"
        message={`Replace the ${resetting?.title ?? ''} text with the default? Your edited text will be lost.`}
        confirmLabel="Reset"
        busy={reset.isPending}
        onConfirm={() => resetting && reset.mutate(resetting)}
      />
    </EditableTextsCard>
  );
}
