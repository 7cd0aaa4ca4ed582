import { SECURITY_MESSAGES } from '@rentfront/shared/auth-security';
import { useState, type FormEvent } from 'react';
import { toApiFailure } from '../../../api/errors';
import { reauthenticate } from '../../../api/security';
import { FormActions } from '../../../ui/FormActions';
import { useDialogForm } from '../../../ui/unsaved/FormDialog';
import { AuthDialog, type AuthDialogProps } from '../parts/AuthDialog';
import { CurrentPasswordField } from '../parts/codeFields';

function PasswordPromptForm({ onConfirmed, onClose }: { onConfirmed: () => void; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  useDialogForm(password.length > 0, { fallbackClose: onClose });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError(SECURITY_MESSAGES.passwordRequired);
    setBusy(true);
    try {
      await reauthenticate(password);
      onConfirmed();
    } catch (err) {
      const failure = toApiFailure(err);
      setError(failure.errors?.password ?? failure.message);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">{SECURITY_MESSAGES.reauthRequired}</p>
      <CurrentPasswordField autoFocus value={password} onChange={setPassword} error={error} />
      <FormActions onCancel={onClose} busy={busy} submitLabel="Confirm" />
    </form>
  );
}

/** Asks for the password again before a sensitive action (POST /api/auth/reauth). */
export function PasswordPromptDialog({ onConfirmed, ...dialog }: AuthDialogProps & { onConfirmed: () => void }) {
  return (
    <AuthDialog {...dialog} title="Confirm your password">
      <PasswordPromptForm onConfirmed={onConfirmed} onClose={() => dialog.onOpenChange(false)} />
    </AuthDialog>
  );
}
