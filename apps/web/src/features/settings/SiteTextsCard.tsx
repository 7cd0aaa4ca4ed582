import { SITE_TEXT_MESSAGES, type SiteText } from '@rentfront/shared/site-texts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink, FileText, Pencil, RotateCcw } from '../../ui/icons';
import { useState } from 'react';
import { listAdminSiteTexts, resetSiteText, saveSiteText } from '../../api/site';
import { ApiError, failureMessage } from '../../api/errors';
import { formatDateTime } from '../../lib/format';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormDialog } from '../../ui/unsaved/FormDialog';
import { ErrorState } from '../../ui/EmptyState';
import { Skeleton } from '../../ui/Skeleton';
import { toast } from '../../ui/toast';
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
    <section aria-labelledby="site-texts-heading" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="site-texts-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <FileText aria-hidden className="h-5 w-5 text-brand-700" /> Page texts
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        The lease terms and rental policies that applicants accept on the Signature &amp; Terms step.
      </p>

      <div className="mt-4">
        {list.isPending ? (
          <div className="space-y-2" aria-label="Loading page texts">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : list.isError ? (
          <ErrorState message={failureMessage(list.error, SITE_TEXT_MESSAGES.loadFailed)} onRetry={() => list.refetch()} />
        ) : (
          <ul className="divide-y divide-slate-100">
            {texts.map((t) => (
              <li key={t.key} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                    {t.title}
                    {t.is_default ? <Badge tone="gray">Default text</Badge> : <Badge tone="green">Edited</Badge>}
                  </p>
                  {t.updated_at && <p className="text-sm text-slate-700">Last updated {formatDateTime(t.updated_at)}</p>}
                  <a
                    href={t.path}
                    target="_blank"
                    rel="noopener"
                    className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
                  >
                    <ExternalLink aria-hidden className="h-3.5 w-3.5 shrink-0" /> View page{' '}
                    <span className="sr-only">{t.title} (opens in a new tab)</span>
                  </a>
                </div>
                <div className="flex items-center gap-1">
                  {!t.is_default && (
                    <Button variant="outline" size="sm" onClick={() => setResetting(t)} aria-label={`Reset ${t.title} to the default`}>
                      <RotateCcw aria-hidden className="h-4 w-4" /> Reset
                    </Button>
                  )}
                  <Button
                    size="sm"
                    onClick={() => {
                      setServerError(undefined);
                      setEditing(t);
                    }}
                    aria-label={`Edit ${t.title}`}
                  >
                    <Pencil aria-hidden className="h-4 w-4" /> Edit
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>

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
    </section>
  );
}
