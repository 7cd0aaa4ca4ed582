import { SECURITY_MESSAGES } from '@rentfront/shared/auth-security';
import { useState, type FormEvent } from 'react';
import { failureMessage, toApiFailure } from '../../../api/errors';
import { FormActions } from '../../../ui/FormActions';
import { toast } from '../../../ui/toast';
import { useDialogForm } from '../../../ui/unsaved/FormDialog';
import { AuthCodeField, authCodeProblem, CurrentPasswordField } from '../parts/codeFields';

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
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  useDialogForm(password.length > 0 || code.length > 0, { fallbackClose: onClose });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { password: password ? undefined : SECURITY_MESSAGES.passwordRequired, code: authCodeProblem(code) };
    setErrors(next);
    if (next.password || next.code) return;
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
      <CurrentPasswordField autoFocus value={password} onChange={setPassword} error={errors.password} />
      <AuthCodeField value={code} onChange={setCode} error={errors.code} />
      <FormActions onCancel={onClose} busy={busy} submitLabel={submitLabel} danger={danger} />
    </form>
  );
}
