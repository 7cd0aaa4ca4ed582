import { SECURITY_MESSAGES } from '@rentfront/shared/auth-security';
import { useState, type FormEvent } from 'react';
import { toApiFailure } from '../../../api/errors';
import { reauthenticate } from '../../../api/security';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { DialogCancelButton, FormDialog, useDialogForm } from '../../../ui/unsaved/FormDialog';
import { PasswordInput } from '../../../ui/PasswordInput';

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
      <Field label="Password" error={error} required>
        <PasswordInput autoFocus autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <div className="flex justify-end gap-2">
        <DialogCancelButton onCancel={onClose} disabled={busy} />
        <Button type="submit" loading={busy}>
          Confirm
        </Button>
      </div>
    </form>
  );
}

/** Asks for the password again before a sensitive action (POST /api/auth/reauth). */
export function PasswordPromptDialog({
  open,
  onOpenChange,
  onConfirmed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirmed: () => void;
}) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title="Confirm your password" size="sm">
      {open && <PasswordPromptForm onConfirmed={onConfirmed} onClose={() => onOpenChange(false)} />}
    </FormDialog>
  );
}
