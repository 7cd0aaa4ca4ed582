import { useState, type FormEvent } from 'react';
import { failureMessage } from '../../api/errors';
import { sendResidentMessage } from '../../api/resident';
import { useSubmission } from '../../lib/useSubmission';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Input, Textarea } from '../../ui/Input';
import { messageInput, PROFILE_LIMITS, PROFILE_TEXTS, serverFieldErrors, type FieldErrors, type MessageField } from './profileForms';

const FIELDS = ['subject', 'message'] as const;

/** "Message the office" (POST /api/resident/messages): it lands in the office's Contact Messages. */
export function OfficeMessageForm() {
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors<MessageField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const send = useSubmission(sendResidentMessage, {
    onSuccess: () => {
      setSent(true);
      setSubject('');
      setMessage('');
    },
    onError: (err) => {
      const fields = serverFieldErrors(err, FIELDS);
      setErrors(fields);
      setFailure(fields.subject || fields.message ? null : failureMessage(err, PROFILE_TEXTS.sendFailed));
    },
  });

  const edit = (field: MessageField, set: (value: string) => void) => (value: string) => {
    set(value);
    setSent(false);
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSent(false);
    const result = messageInput(subject, message);
    if ('errors' in result) return setErrors(result.errors);
    send.submit(result.input);
  };

  return (
    <section aria-labelledby="office-message-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="office-message-title" className="text-lg font-semibold text-slate-900">
        Message the office
      </h2>
      <p className="mt-1 text-sm text-slate-700">For a repair, send a maintenance request instead: the team sees it sooner.</p>
      <form method="post" noValidate onSubmit={submit} className="mt-3 flex flex-col gap-4">
        <Field label="Subject" error={errors.subject} hint="Optional.">
          <Input
            name="subject"
            maxLength={PROFILE_LIMITS.subject}
            value={subject}
            onChange={(e) => edit('subject', setSubject)(e.target.value)}
          />
        </Field>
        <Field label="Your message" required error={errors.message}>
          <Textarea
            name="message"
            rows={5}
            maxLength={PROFILE_LIMITS.message}
            value={message}
            onChange={(e) => edit('message', setMessage)(e.target.value)}
          />
        </Field>
        {failure && (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        )}
        <p role="status" className="text-sm text-green-800">
          {sent ? PROFILE_TEXTS.sent : ''}
        </p>
        <Button type="submit" loading={send.pending} className="self-start">
          Send message
        </Button>
      </form>
    </section>
  );
}
