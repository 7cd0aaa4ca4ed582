import { CONTACT_MESSAGES, type ContactMessage } from '@rentfront/shared/contacts';
import { RequiredTextField } from '../../../ui/RequiredTextField';
import { useRequiredText } from '../../../ui/useRequiredText';
import { DialogActions } from '../../../ui/unsaved/DialogActions';
import { FormDialog } from '../../../ui/unsaved/FormDialog';

export interface ReplyDialogProps {
  contact: ContactMessage | null;
  sending: boolean;
  onSend: (message: string) => void;
  onClose: () => void;
}

/** The reply modal: a blank reply is refused; the sender gets the reply by e-mail. */
export function ReplyDialog({ contact, sending, onSend, onClose }: ReplyDialogProps) {
  const reply = useRequiredText(CONTACT_MESSAGES.replyRequired);
  const submit = () => {
    const message = reply.take();
    if (message !== null) onSend(message);
  };
  return (
    <FormDialog
      open={contact !== null}
      onOpenChange={(open) => !open && onClose()}
      dirty={reply.dirty}
      onDiscard={reply.reset}
      title="Reply to Message"
      description={contact ? `Your reply is e-mailed to ${contact.full_name} <${contact.email}>.` : undefined}
      dismissible={!sending}
      footer={<DialogActions onCancel={onClose} busy={sending} formId="contact-reply-form" submitLabel="Send Reply" />}
    >
      {contact && (
        <form
          id="contact-reply-form"
          noValidate
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <blockquote className="whitespace-pre-line rounded-md border-l-4 border-slate-300 bg-slate-50 p-3 text-sm text-slate-800">
            {contact.message}
          </blockquote>
          <RequiredTextField label="Reply message" maxLength={10000} value={reply} />
        </form>
      )}
    </FormDialog>
  );
}
