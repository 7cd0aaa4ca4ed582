import { DRAFT_MESSAGES as D, STATUS_REPLY_MAX, type ApplicationStatusView } from '@rentfront/shared/application-drafts';
import { useState } from 'react';
import { failureMessage } from '../../../api/errors';
import { Button } from '../../../ui/Button';
import { CharacterCount } from '../../../ui/CharacterCount';
import { Field } from '../../../ui/Field';
import { Textarea } from '../../../ui/Input';

/** The applicant's answer to "more information needed" (issue 34 item 4). */
export function StatusReplyForm({
  token,
  onAnswered,
}: {
  token: string;
  onAnswered: (view: ApplicationStatusView, message: string) => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    if (text.trim() === '') {
      setError(D.replyRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const api = await import('../../../api/applicationDrafts');
      const answer = await api.replyOnStatusPage(token, text);
      setText('');
      onAnswered(answer.data, answer.message || D.replySent);
    } catch (e) {
      // The text stays in the box, to send again.
      setError(failureMessage(e, 'Your answer could not be sent. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <Field label="Your answer" required error={error ?? undefined}>
        <Textarea rows={5} maxLength={STATUS_REPLY_MAX} value={text} onChange={(e) => setText(e.target.value)} name="reply" />
      </Field>
      <CharacterCount length={text.length} max={STATUS_REPLY_MAX} />
      <div>
        <Button type="submit" loading={busy}>
          Send Answer
        </Button>
      </div>
    </form>
  );
}
