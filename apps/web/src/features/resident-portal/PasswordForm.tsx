import { setResidentPassword } from '../../api/resident';
import { Field } from '../../ui/Field';
import { PasswordInput } from '../../ui/PasswordInput';
import { PASSWORD_LIMITS, PASSWORD_TEXTS, passwordInput } from './profileForms';
import { ProfileFormCard } from './ProfileFormCard';
import { useProfileForm } from './useProfileForm';

/** "Set a password" (or change it): then the resident may sign in with it instead of a link. */
export function PasswordForm({ hasPassword, onSaved }: { hasPassword: boolean; onSaved: () => void }) {
  const form = useProfileForm({
    initial: { current_password: '', new_password: '' },
    check: (v) => passwordInput(hasPassword, v.current_password, v.new_password),
    send: setResidentPassword,
    failed: PASSWORD_TEXTS.saveFailed,
    onSuccess: () => onSaved(),
    clearOnSuccess: true,
  });

  return (
    <ProfileFormCard
      titleId="password-title"
      title={hasPassword ? 'Change your password' : 'Set a password'}
      intro="With a password you can sign in without waiting for an e-mailed link."
      onSubmit={form.submit}
      failure={form.failure}
      status={form.done ? PASSWORD_TEXTS.saved : ''}
      submitLabel="Save password"
      pending={form.pending}
    >
      {hasPassword && (
        <Field label="Current password" required error={form.errors.current_password}>
          <PasswordInput autoComplete="current-password" maxLength={PASSWORD_LIMITS.max} {...form.field('current_password')} />
        </Field>
      )}
      <Field label="New password" required error={form.errors.new_password} hint={`At least ${PASSWORD_LIMITS.min} characters.`}>
        <PasswordInput autoComplete="new-password" maxLength={PASSWORD_LIMITS.max} {...form.field('new_password')} />
      </Field>
    </ProfileFormCard>
  );
}
