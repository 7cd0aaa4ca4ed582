import { SCREENING_LIMITS, SCREENING_MESSAGES, type ScreeningResponseSummary } from '@rentfront/shared/screening';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { failureMessage } from '../../../api/errors';
import { replyToScreeningResponse } from '../../../api/screening';
import { screeningKeys } from '../../../api/queryKeys';
import { RequiredTextField } from '../../../ui/RequiredTextField';
import { toast } from '../../../ui/toast';
import { DialogActions } from '../../../ui/unsaved/DialogActions';
import { FormDialog } from '../../../ui/unsaved/FormDialog';
import { useRequiredText } from '../../../ui/useRequiredText';

export interface ReplyDialogProps {
  response: ScreeningResponseSummary | null;
  onClose: () => void;
}

/** Reply to a respondent: not blank; the server stores it and e-mails it. */
export function ReplyDialog({ response, onClose }: ReplyDialogProps) {
  const queryClient = useQueryClient();
  const reply = useRequiredText(SCREENING_MESSAGES.replyBlank);
  const { reset } = reply;

  // A new respondent starts a blank reply.
  useEffect(() => reset(), [response?.id, reset]);

  const send = useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) => replyToScreeningResponse(id, message),
    onSuccess: (res) => {
      toast.success(res.message || SCREENING_MESSAGES.replySuccess);
      void queryClient.invalidateQueries({ queryKey: screeningKeys.all });
      onClose();
    },
    onError: (err) => {
      toast.error(failureMessage(err, SCREENING_MESSAGES.replyFailed));
    },
  });

  const submit = () => {
    if (!response) return;
    const message = reply.take();
    if (message === null) return;
    send.mutate({ id: response.id, message });
  };

  return (
    <FormDialog
      open={response !== null}
      onOpenChange={(open) => !open && onClose()}
      dirty={reply.dirty}
      onDiscard={reply.reset}
      title={response ? `Reply to ${response.full_name}` : 'Reply'}
      description={response ? `The reply is e-mailed to ${response.email}.` : undefined}
      dismissible={!send.isPending}
      footer={<DialogActions onCancel={onClose} busy={send.isPending} onSubmit={submit} submitLabel="Send Reply" />}
    >
      {response?.admin_reply && (
        <div className="mb-4 rounded-md bg-green-50 p-3 text-sm text-slate-900">
          <p className="font-semibold">Previous reply</p>
          <p className="whitespace-pre-line">{response.admin_reply}</p>
        </div>
      )}
      <RequiredTextField label="Reply message" maxLength={SCREENING_LIMITS.replyMax} value={reply} />
    </FormDialog>
  );
}
