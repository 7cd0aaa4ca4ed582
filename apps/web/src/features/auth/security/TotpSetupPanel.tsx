import { SECURITY_MESSAGES, type TotpSetup } from '@rentfront/shared/auth-security';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { failureMessage, toApiFailure } from '../../../api/errors';
import { enableTotp, startTotpSetup } from '../../../api/security';
import { Button } from '../../../ui/Button';
import { ErrorState } from '../../../ui/EmptyState';
import { SkeletonMedia } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toast';
import { AuthCodeField, authCodeProblem, CurrentPasswordField } from '../parts/codeFields';
import { RecoveryCodes } from './RecoveryCodes';

/**
 * Turning on TOTP: scan the QR code (or type the key), confirm with a code and the current password
 * (so a stolen session cannot enrol its own app), then keep the recovery codes. Used in Settings
 * and on the sign-in page when the site requires two-factor.
 */
export function TotpSetupPanel({
  onDone,
  onCancel,
  onDirtyChange,
  required = false,
}: {
  onDone: () => void;
  onCancel?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  required?: boolean;
}) {
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ code?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const started = useRef(false);

  const start = () => {
    setLoadError(null);
    setSetup(null);
    startTotpSetup()
      .then((res) => setSetup(res.data))
      .catch((err) => setLoadError(failureMessage(err, 'Failed to start two-factor setup. Please try again.')));
  };
  useEffect(() => {
    // Once per panel: each setup call replaces the pending secret, so a second one would show a stale key.
    if (started.current) return;
    started.current = true;
    start();
  }, []);

  // Unsaved until the codes are shown: the secret is pending, closing would lose the scan.
  const dirty = (code.length > 0 || password.length > 0) && !recoveryCodes;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    const next = { code: authCodeProblem(trimmed), password: password ? undefined : SECURITY_MESSAGES.passwordRequired };
    setErrors(next);
    if (next.code || next.password) return;
    setBusy(true);
    try {
      const res = await enableTotp(trimmed, password);
      setRecoveryCodes(res.data.recovery_codes);
      toast.success(res.message ?? SECURITY_MESSAGES.mfaEnabled);
    } catch (err) {
      // Field errors stay on their fields (a wrong password keeps the code typed); anything else under the code.
      const failure = toApiFailure(err);
      setErrors(failure.errors?.code || failure.errors?.password ? failure.errors : { code: failure.message });
    } finally {
      setBusy(false);
    }
  };

  if (recoveryCodes) {
    return (
      <div className="space-y-4">
        <RecoveryCodes codes={recoveryCodes} />
        <Button onClick={onDone}>{required ? 'Continue' : 'Done'}</Button>
      </div>
    );
  }
  if (loadError) return <ErrorState message={loadError} onRetry={start} />;
  if (!setup) {
    return <SkeletonMedia label="Preparing two-factor setup" media="h-40 w-40" lines={['h-4 w-full', 'h-4 w-2/3']} />;
  }

  return (
    <form onSubmit={confirm} noValidate className="space-y-4">
      {required && <p className="text-sm text-slate-700">{SECURITY_MESSAGES.mfaSetupNeeded}</p>}
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Open an authenticator app on your phone (for example Google Authenticator, 1Password or Microsoft Authenticator).</li>
        <li>Scan the QR code, or enter the key by hand.</li>
        <li>Type the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-wrap items-start gap-4">
        <img src={setup.qr_code} alt="QR code for your authenticator app" width={176} height={176} className="rounded-md border" />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="text-sm font-medium text-slate-800">Key</p>
          <code className="block break-all rounded bg-slate-50 p-2 font-mono text-sm text-slate-900" data-testid="totp-secret">
            {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
          </code>
        </div>
      </div>
      <AuthCodeField value={code} onChange={setCode} error={errors.code} />
      <CurrentPasswordField
        hint="Your current password, to confirm it is you."
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
      <div className="flex gap-2">
        <Button type="submit" loading={busy}>
          Turn on
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
