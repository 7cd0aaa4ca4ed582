import { CheckCircle2, Loader2, XCircle } from '../../ui/icons';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { AUTH_MESSAGES } from '@rentfront/shared/auth';
import { verifyEmail } from '../../api/auth';
import { toApiFailure } from '../../api/errors';
import { usePageMeta } from '../../lib/usePageMeta';
import { buttonClasses } from '../../ui/Button';
import { authToast } from '../../ui/toast';

type State = { kind: 'verifying' } | { kind: 'success'; message: string } | { kind: 'error'; message: string | null };

export default function VerifyEmailPage() {
  usePageMeta('Email verification');
  const { token } = useParams();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>(token ? { kind: 'verifying' } : { kind: 'error', message: null });
  // One call per attempt, even when effects run twice in development.
  const started = useRef(-1);

  useEffect(() => {
    if (!token || started.current === attempt) return;
    started.current = attempt;
    setState({ kind: 'verifying' });
    const toastId = authToast.loading(AUTH_MESSAGES.verifying);
    verifyEmail(token)
      .then((res) => {
        const message = res.message || AUTH_MESSAGES.verifySuccess;
        authToast.success(message, toastId);
        setState({ kind: 'success', message });
      })
      .catch((err) => {
        // The page explains the usual causes; the toast and the text below carry what the server said.
        const message = toApiFailure(err).message || null;
        authToast.error(message ?? AUTH_MESSAGES.verifyFailed, toastId);
        setState({ kind: 'error', message });
      });
  }, [token, attempt]);

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <div className="w-full max-w-md rounded-xl bg-white p-8 text-center shadow-lg">
        {state.kind === 'verifying' && (
          <div role="status" className="flex flex-col items-center gap-3">
            <Loader2 aria-hidden className="h-10 w-10 animate-spin text-brand-700" />
            <h1 className="text-xl font-semibold text-slate-900">{AUTH_MESSAGES.verifying}</h1>
          </div>
        )}
        {state.kind === 'success' && (
          <div className="flex flex-col items-center gap-3">
            <CheckCircle2 aria-hidden className="h-12 w-12 text-green-700" />
            <h1 className="text-xl font-semibold text-slate-900">{state.message}</h1>
            <div className="mt-2 flex flex-wrap justify-center gap-2">
              <Link to="/admin-login" className={buttonClasses('primary')}>
                Go to Login
              </Link>
              <Link to="/" className={buttonClasses('outline')}>
                Back to Home
              </Link>
            </div>
          </div>
        )}
        {state.kind === 'error' && (
          <div role="alert" className="flex flex-col items-center gap-3">
            <XCircle aria-hidden className="h-12 w-12 text-red-700" />
            <h1 className="text-xl font-semibold text-slate-900">{AUTH_MESSAGES.verifyFailed}</h1>
            {state.message ? (
              <p className="text-slate-700">{state.message}</p>
            ) : (
              <div className="text-left text-sm text-slate-700">
                <p>We could not verify your e-mail address. This can happen when:</p>
                <ul className="mt-2 list-disc pl-5">
                  <li>the verification link has expired,</li>
                  <li>the link is invalid or incomplete,</li>
                  <li>your e-mail address is already verified.</li>
                </ul>
              </div>
            )}
            <div className="mt-2 flex flex-wrap justify-center gap-2">
              {token && (
                <button type="button" className={buttonClasses('primary')} onClick={() => setAttempt((n) => n + 1)}>
                  Try Again
                </button>
              )}
              <Link to="/admin-login" className={buttonClasses('outline')}>
                Go to Login
              </Link>
            </div>
          </div>
        )}
      </div>
    </main>
  );
}
