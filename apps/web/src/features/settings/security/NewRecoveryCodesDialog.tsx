import { SECURITY_MESSAGES } from '@rentfront/shared/auth-security';
import { useState, type FormEvent } from 'react';
import { failureMessage, toApiFailure } from '../../../api/errors';
import { regenerateRecoveryCodes } from '../../../api/security';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { Input } from '../../../ui/Input';
import { toast } from '../../../ui/toast';
import { DialogCancelButton, FormDialog, useDialogForm } from '../../../ui/unsaved/FormDialog';
import { PasswordInput } from '../../auth/PasswordInput';
import { RecoveryCodes } from './RecoveryCodes';

function NewCodesForm({ onCodes, onClose }: { onCodes: (codes: string[]) => void; onClose: () => void }) {
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
      const res = await regenerateRecoveryCodes(password, code.trim());
      toast.success(res.message ?? SECURITY_MESSAGES.recoveryCodesRegenerated);
      onCodes(res.data.recovery_codes);
    } catch (err) {
      setErrors(toApiFailure(err).errors ?? {});
      toast.error(failureMessage(err, 'Failed to make new recovery codes'));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">Ten new codes replace the ones you have: the old codes, used or not, stop working at once.</p>
      <Field label="Password" error={errors.password} required>
        <PasswordInput autoFocus autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
      <Field label="Authentication code" error={errors.code} required>
        <Input value={code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
      </Field>
      <div className="flex justify-end gap-2">
        <DialogCancelButton onCancel={onClose} disabled={busy} />
        <Button type="submit" loading={busy}>
          Make new codes
        </Button>
      </div>
    </form>
  );
}

/**
 * New recovery codes (the password and a current code). Once made, the codes are shown here once,
 * like after turning two-factor on; the dialog then only closes.
 */
export function NewRecoveryCodesDialog({
  open,
  onOpenChange,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: () => void;
}) {
  const [codes, setCodes] = useState<string[] | null>(null);
  const close = () => {
    const made = codes !== null;
    setCodes(null);
    onOpenChange(false);
    if (made) onDone();
  };
  return (
    <FormDialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())} title="New recovery codes" size="sm">
      {open &&
        (codes ? (
          <div className="space-y-4">
            <RecoveryCodes codes={codes} />
            <div className="flex justify-end">
              <Button onClick={close}>Done</Button>
            </div>
          </div>
        ) : (
          <NewCodesForm onCodes={setCodes} onClose={close} />
        ))}
    </FormDialog>
  );
}
