import { SECURITY_MESSAGES } from '@rentfront/shared/auth-security';
import { useState, type FormEvent } from 'react';
import { failureMessage, toApiFailure } from '../../../api/errors';
import { disableTotp } from '../../../api/security';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { toast } from '../../../ui/toast';
import { DialogCancelButton, FormDialog, useDialogForm } from '../../../ui/unsaved/FormDialog';
import { PasswordInput } from '../../auth/PasswordInput';

function DisableTotpForm({ onDone, onClose }: { onDone: () => void; onClose: () => void }) {
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
      const res = await disableTotp({ password, code: code.trim() });
      toast.success(res.message ?? SECURITY_MESSAGES.mfaDisabled);
      onDone();
    } catch (err) {
      const failure = toApiFailure(err);
      setErrors(failure.errors ?? {});
      toast.error(failureMessage(err, 'Failed to turn off two-factor authentication'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Password" error={errors.password} required>
        <PasswordInput autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <Field label="Authentication code" error={errors.code} required>
        <Input value={code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
      </Field>
      <div className="flex justify-end gap-2">
        <DialogCancelButton onCancel={onClose} disabled={busy} />
        <Button type="submit" variant="danger" loading={busy}>
          Turn off
        </Button>
      </div>
    </form>
  );
}

/** Turning TOTP off asks for the password and a current code. */
export function DisableTotpDialog({
  open,
  onOpenChange,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title="Turn off two-factor authentication" size="sm">
      {open && <DisableTotpForm onDone={onDone} onClose={() => onOpenChange(false)} />}
    </FormDialog>
  );
}
