import { useState, type FormEvent } from 'react';
import { failureMessage } from '../../api/errors';
import { setResidentPassword } from '../../api/resident';
import { useSubmission } from '../../lib/useSubmission';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { PasswordInput } from '../../ui/PasswordInput';
import { PASSWORD_LIMITS, PASSWORD_TEXTS, passwordInput, serverFieldErrors, type FieldErrors, type PasswordField } from './profileForms';

const FIELDS = ['current_password', 'new_password'] as const;

/** "Set a password" (or change it): then the resident may sign in with it instead of a link. */
export function PasswordForm({ hasPassword, onSaved }: { hasPassword: boolean; onSaved: () => void }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<FieldErrors<PasswordField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useSubmission(setResidentPassword, {
    onSuccess: () => {
      setSaved(true);
      setCurrent('');
      setNext('');
      onSaved();
    },
    onError: (err) => {
      const fields = serverFieldErrors(err, FIELDS);
      setErrors(fields);
      setFailure(fields.current_password || fields.new_password ? null : failureMessage(err, PASSWORD_TEXTS.saveFailed));
    },
  });

  const edit = (field: PasswordField, set: (value: string) => void) => (value: string) => {
    set(value);
    setSaved(false);
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSaved(false);
    const result = passwordInput(hasPassword, current, next);
    if ('errors' in result) return setErrors(result.errors);
    save.submit(result.input);
  };

  const title = hasPassword ? 'Change your password' : 'Set a password';
  return (
    <section aria-labelledby="password-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="password-title" className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-700">With a password you can sign in without waiting for an e-mailed link.</p>
      <form method="post" noValidate onSubmit={submit} className="mt-3 flex flex-col gap-4">
        {hasPassword && (
          <Field label="Current password" required error={errors.current_password}>
            <PasswordInput
              name="current_password"
              autoComplete="current-password"
              maxLength={PASSWORD_LIMITS.max}
              value={current}
              onChange={(e) => edit('current_password', setCurrent)(e.target.value)}
            />
          </Field>
        )}
        <Field label="New password" required error={errors.new_password} hint={`At least ${PASSWORD_LIMITS.min} characters.`}>
          <PasswordInput
            name="new_password"
            autoComplete="new-password"
            maxLength={PASSWORD_LIMITS.max}
            value={next}
            onChange={(e) => edit('new_password', setNext)(e.target.value)}
          />
        </Field>
        {failure && (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        )}
        <p role="status" className="text-sm text-green-800">
          {saved ? PASSWORD_TEXTS.saved : ''}
        </p>
        <Button type="submit" loading={save.pending} className="self-start">
          Save password
        </Button>
      </form>
    </section>
  );
}
