import { AUTH_MESSAGES, PASSWORD_MIN_CLIENT } from '@rentfront/shared/auth';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { resetPassword } from '../../api/auth';
import { failureMessage } from '../../api/errors';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { FormNote } from '../../ui/FormNote';
import { authToast } from '../../ui/toast';
import { PasswordInput } from '../../ui/PasswordInput';

const RETURN_TO_LOGIN_MS = 2000;

export function ResetForm({ token, onDone }: { token: string | null; onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const tooShort = password.length > 0 && password.length < PASSWORD_MIN_CLIENT;
  const mismatch = confirm.length > 0 && confirm !== password;
  const canSubmit = Boolean(token) && password.length >= PASSWORD_MIN_CLIENT && confirm === password && !submitting && !done;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!token || !canSubmit) return;
    setSubmitting(true);
    setError(null);
    const id = authToast.loading(AUTH_MESSAGES.resetting);
    try {
      const res = await resetPassword(token, password);
      authToast.success(res.message || AUTH_MESSAGES.resetSuccess, id);
      setDone(true);
      timer.current = setTimeout(onDone, RETURN_TO_LOGIN_MS);
    } catch (err) {
      const message = failureMessage(err, AUTH_MESSAGES.resetFailed);
      setError(message);
      authToast.error(message, id);
    } finally {
      setSubmitting(false);
    }
  };

  if (!token) {
    return <FormNote tone="error">{AUTH_MESSAGES.resetTokenMissing}</FormNote>;
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Field label="New password" required error={tooShort ? `Password must be at least ${PASSWORD_MIN_CLIENT} characters` : undefined}>
        <PasswordInput autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <Field label="Confirm password" required error={mismatch ? AUTH_MESSAGES.passwordsDoNotMatch : undefined}>
        <PasswordInput autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      </Field>
      {error && <FormNote tone="error">{error}</FormNote>}
      {done && <FormNote tone="success">{AUTH_MESSAGES.resetSuccess} Returning to sign in...</FormNote>}
      <Button type="submit" disabled={!canSubmit} loading={submitting} className="w-full justify-center">
        Reset password
      </Button>
    </form>
  );
}
