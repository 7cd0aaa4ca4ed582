import { SECURITY_MESSAGES } from '@rentfront/shared/auth-security';
import { useState, type FormEvent } from 'react';
import { failureMessage, toApiFailure } from '../../../api/errors';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { toast } from '../../../ui/toast';
import { DialogCancelButton, useDialogForm } from '../../../ui/unsaved/FormDialog';
import { PasswordInput } from '../../../ui/PasswordInput';

export interface PasswordCodeFormProps {
  /** What happens, said before the fields. */
  intro?: string;
  submitLabel: string;
  /** For steps that take protection away (turning two-factor off). */
  danger?: boolean;
  /** Sends the password and the six-digit code; throws the API's failure, shown on the fields. */
  onSubmit: (password: string, code: string) => Promise<void>;
  /** The toast when the server gives no message of its own. */
  failureText: string;
  onClose: () => void;
}

/**
 * The password and a current authenticator code, which the riskier two-factor steps (turning it
 * off, new recovery codes) ask for: checked here for presence and shape, then by the server.
 */
export function PasswordCodeForm({ intro, submitLabel, danger, onSubmit, failureText, onClose }: PasswordCodeFormProps) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useDialogForm(password.length > 0 || code.length > 0, { fallbackClose: onClose });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (!password) next.password = SECURITY_MESSAGES.passwordRequired;
    if (!code.trim()) next.code = SECURITY_MESSAGES.mfaCodeRequired;
    else if (!/^\d{6}$/.test(code.trim())) next.code = SECURITY_MESSAGES.mfaCodeFormat;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      await onSubmit(password, code.trim());
    } catch (err) {
      setErrors(toApiFailure(err).errors ?? {});
      toast.error(failureMessage(err, failureText));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {intro && <p className="text-sm text-slate-700">{intro}</p>}
      <Field label="Password" error={errors.password} required>
        <PasswordInput autoFocus autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <Field label="Authentication code" error={errors.code} required>
        <Input value={code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
      </Field>
      <div className="flex justify-end gap-2">
        <DialogCancelButton onCancel={onClose} disabled={busy} />
        <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
