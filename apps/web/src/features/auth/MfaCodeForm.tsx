import { AUTH_MESSAGES } from '@rentfront/shared/auth';
import { SECURITY_MESSAGES } from '@rentfront/shared/auth-security';
import { useState, type FormEvent } from 'react';
import { failureMessage, toApiFailure } from '../../api/errors';
import { loginWithSecondFactor } from '../../api/security';
import type { LoginResponse } from '../../api/auth';
import { Button } from '../../ui/Button';
import { LinkButton } from '../../ui/LinkButton';
import { authToast } from '../../ui/toast';
import { AuthCodeField, authCodeProblem } from './parts/codeFields';

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
    const problem = useRecovery ? (trimmed ? undefined : SECURITY_MESSAGES.recoveryCodeRequired) : authCodeProblem(trimmed);
    setError(problem);
    if (problem) return;
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
      <AuthCodeField autoFocus recovery={useRecovery} value={value} onChange={setValue} error={error} />
      <div className="flex justify-end">
        <LinkButton onClick={toggle}>{useRecovery ? 'Use a code from your app' : 'Use a recovery code'}</LinkButton>
      </div>
      <Button type="submit" loading={busy} className="w-full justify-center">
        Verify
      </Button>
    </form>
  );
}
