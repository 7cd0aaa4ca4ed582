import { sendResidentMessage } from '../../api/resident';
import { Field } from '../../ui/Field';
import { Input, Textarea } from '../../ui/Input';
import { messageInput, PROFILE_LIMITS, PROFILE_TEXTS } from './profileForms';
import { ProfileFormCard } from './ProfileFormCard';
import { useProfileForm } from './useProfileForm';

/** "Message the office" (POST /api/resident/messages): it lands in the office's Contact Messages. */
export function OfficeMessageForm() {
  const form = useProfileForm({
    initial: { subject: '', message: '' },
    check: (v) => messageInput(v.subject, v.message),
    send: sendResidentMessage,
    failed: PROFILE_TEXTS.sendFailed,
    clearOnSuccess: true,
  });

  return (
    <ProfileFormCard
      titleId="office-message-title"
      title="Message the office"
      intro="For a repair, send a maintenance request instead: the team sees it sooner."
      onSubmit={form.submit}
      failure={form.failure}
      status={form.done ? PROFILE_TEXTS.sent : ''}
      submitLabel="Send message"
      pending={form.pending}
    >
      <Field label="Subject" error={form.errors.subject} hint="Optional.">
        <Input maxLength={PROFILE_LIMITS.subject} {...form.field('subject')} />
      </Field>
      <Field label="Your message" required error={form.errors.message}>
        <Textarea rows={5} maxLength={PROFILE_LIMITS.message} {...form.field('message')} />
      </Field>
    </ProfileFormCard>
  );
}
