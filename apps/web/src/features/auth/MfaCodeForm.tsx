import { AUTH_MESSAGES } from '@rentfront/shared/auth';
import { SECURITY_MESSAGES } from '@rentfront/shared/auth-security';
import { useState, type FormEvent } from 'react';
import { failureMessage, toApiFailure } from '../../api/errors';
import { loginWithSecondFactor } from '../../api/security';
import type { LoginResponse } from '../../api/auth';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { authToast } from '../../ui/toast';

/**
 * The second sign-in step (issue 20): a 6-digit code from the authenticator app, or one recovery
 * code. A lapsed step (5 minutes) sends the user back to the password form.
 */
export function MfaCodeForm({ onSignedIn, onRestart }: { onSignedIn: (res: LoginResponse) => void; onRestart: () => void }) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (!trimmed) return setError(useRecovery ? SECURITY_MESSAGES.recoveryCodeRequired : SECURITY_MESSAGES.mfaCodeRequired);
    if (!useRecovery && !/^\d{6}$/.test(trimmed)) return setError(SECURITY_MESSAGES.mfaCodeFormat);
    setError(undefined);
    setBusy(true);
    const id = authToast.loading(AUTH_MESSAGES.loggingIn);
    try {
      const res = await loginWithSecondFactor(useRecovery ? { recovery_code: trimmed } : { code: trimmed });
      authToast.success(res.message || AUTH_MESSAGES.loginSuccess, id);
      onSignedIn(res);
    } catch (err) {
      const failure = toApiFailure(err);
      authToast.error(failureMessage(err, AUTH_MESSAGES.loginFailed), id);
      if (failure.status === 401) onRestart();
      else setError(failure.errors?.code ?? failure.errors?.recovery_code ?? failure.message);
    } finally {
      setBusy(false);
    }
  };

  const toggle = () => {
    setUseRecovery((r) => !r);
    setValue('');
    setError(undefined);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        {useRecovery ? 'Enter one of your recovery codes. Each code works once.' : SECURITY_MESSAGES.mfaCodeNeeded}
      </p>
      <Field label={useRecovery ? 'Recovery code' : 'Authentication code'} error={error} required>
        <Input
          key={useRecovery ? 'recovery' : 'code'}
          autoFocus
          value={value}
          onChange={(e) => setValue(e.target.value)}
          autoComplete="one-time-code"
          inputMode={useRecovery ? 'text' : 'numeric'}
          maxLength={useRecovery ? 64 : 6}
          spellCheck={false}
        />
      </Field>
      <div className="flex justify-end">
        <button type="button" onClick={toggle} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          {useRecovery ? 'Use a code from your app' : 'Use a recovery code'}
        </button>
      </div>
      <Button type="submit" loading={busy} className="w-full justify-center">
        Verify
      </Button>
    </form>
  );
}
