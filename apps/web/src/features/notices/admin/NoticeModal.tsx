import { NOTICE_MESSAGES, type Notice } from '@rentfront/shared/notices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, failureMessage } from '../../../api/errors';
import { createNotice, downloadAdminNoticeFile, updateNotice } from '../../../api/notices';
import { toast } from '../../../ui/toast';
import { useNoticeDownload } from '../useNoticeDownload';
import { NoticeForm } from './NoticeForm';
import { initialNoticeForm, serverNoticeErrors, validateNoticeForm, type NoticeFormErrors, type NoticeFormState } from './noticeForm';
import { NoticeView } from './NoticeView';
import { RecordDialogFooter } from '../../../ui/RecordDialogFooter';
import { changedFrom } from '../../../ui/unsaved/changed';
import { DraftOffer } from '../../../ui/unsaved/DraftOffer';
import { FormDialog } from '../../../ui/unsaved/FormDialog';
import { useFormDraft } from '../../../ui/unsaved/useFormDraft';
import { noticeDrafts } from './noticeDraft';
import { noticeKeys } from '../../../api/queryKeys';

export type NoticeModalState = { mode: 'create' } | { mode: 'edit'; notice: Notice } | { mode: 'view'; notice: Notice };

const TITLES = { create: 'Create Notice', edit: 'Edit Notice', view: 'Notice Details' } as const;
const FORM_ID = 'notice-form';

/** One modal for create, edit and view (admin spec "Notice management"). */
export function NoticeModal({ state, onChange }: { state: NoticeModalState; onChange: (next: NoticeModalState | null) => void }) {
  const queryClient = useQueryClient();
  const current = state.mode === 'create' ? null : state.notice;
  const [initial] = useState<NoticeFormState>(() => initialNoticeForm(current));
  const [values, setValues] = useState<NoticeFormState>(initial);
  const editingForm = state.mode !== 'view';
  const dirty = editingForm && changedFrom(initial, values);
  const draft = useFormDraft({
    store: noticeDrafts,
    recordId: current?.id ?? 'new',
    initial,
    values,
    onRestore: (restored) => setValues((prev) => ({ ...prev, ...restored })),
  });
  const [errors, setErrors] = useState<NoticeFormErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const { download, busyId } = useNoticeDownload(downloadAdminNoticeFile);

  const save = useMutation({
    mutationFn: (form: NoticeFormState) => {
      const input = {
        title: form.title.trim(),
        description: form.description.trim(),
        is_active: form.is_active,
        property_id: form.property_id,
        notice_file: form.file ?? undefined,
        remove_file: form.remove_file,
      };
      const onProgress = form.file ? setProgress : undefined;
      return current ? updateNotice(current.id, input, onProgress) : createNotice(input, onProgress);
    },
    onSuccess: (res) => {
      toast.success(res.message || (current ? NOTICE_MESSAGES.updated : NOTICE_MESSAGES.created));
      draft.clear();
      void queryClient.invalidateQueries({ queryKey: noticeKeys.all });
      onChange(null);
    },
    onError: (err) => {
      toast.error(failureMessage(err, NOTICE_MESSAGES.saveFailed));
      if (err instanceof ApiError) setErrors(serverNoticeErrors(err.errors));
    },
    onSettled: () => setProgress(null),
  });

  const change = (patch: Partial<NoticeFormState>) => {
    const next = { ...values, ...patch };
    setValues(next);
    // A field's error clears when it is edited; a newly chosen file is checked at once.
    setErrors((prev) => {
      const out = { ...prev };
      if ('title' in patch) delete out.title;
      if ('description' in patch) delete out.description;
      if ('property_id' in patch) delete out.property_id;
      if ('file' in patch) {
        delete out.notice_file;
        const fileError = validateNoticeForm(next).notice_file;
        if (fileError) out.notice_file = fileError;
      }
      return out;
    });
  };

  const submit = () => {
    const problems = validateNoticeForm(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    save.mutate(values);
  };

  const footer = (
    <RecordDialogFooter
      viewing={state.mode === 'view'}
      onClose={() => onChange(null)}
      onEdit={() => state.mode === 'view' && onChange({ mode: 'edit', notice: state.notice })}
      saving={save.isPending}
      formId={FORM_ID}
      submitLabel={state.mode === 'create' ? 'Create Notice' : 'Save Changes'}
    />
  );

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onChange(null)}
      dirty={dirty}
      onDiscard={draft.clear}
      title={state.mode === 'view' ? state.notice.title : TITLES[state.mode]}
      description={state.mode === 'view' ? TITLES.view : undefined}
      size="lg"
      dismissible={!save.isPending}
      footer={footer}
    >
      {state.mode === 'view' ? (
        <NoticeView notice={state.notice} onDownload={download} downloading={busyId === state.notice.id} />
      ) : (
        <>
          <DraftOffer draft={draft} formId={FORM_ID} />
          <NoticeForm
            id={FORM_ID}
            values={values}
            errors={errors}
            current={current}
            progress={progress}
            onChange={change}
            onSubmit={submit}
          />
        </>
      )}
    </FormDialog>
  );
}
