import { CONTACT_MESSAGES, type ContactMessage } from '@rentfront/shared/contacts';
import { useState } from 'react';
import { Field } from '../../../ui/Field';
import { Textarea } from '../../../ui/Input';
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
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    if (!text.trim()) {
      setError(CONTACT_MESSAGES.replyRequired);
      return;
    }
    onSend(text.trim());
  };
  return (
    <FormDialog
      open={contact !== null}
      onOpenChange={(open) => !open && onClose()}
      dirty={text.trim() !== ''}
      onDiscard={() => setText('')}
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
          <Field label="Reply message" required error={error ?? undefined}>
            <Textarea
              rows={6}
              maxLength={10000}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setError(null);
              }}
            />
          </Field>
        </form>
      )}
    </FormDialog>
  );
}
