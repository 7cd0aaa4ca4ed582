import { STAFF_MESSAGES } from '@rentfront/shared/staff';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { acceptInvite } from '../../api/staff';
import { ApiError, failureMessage } from '../../api/errors';
import { usePageMeta } from '../../lib/usePageMeta';
import { SignedOutCard } from '../../ui/SignedOutCard';
import { InviteAcceptForm } from './InviteAcceptForm';

const TO_SIGN_IN_MS = 2500;

/**
 * /admin/invite?token=…: the invited colleague chooses a password, then signs in as usual (so
 * sign-in rules such as MFA apply to them too). Public and client-rendered, like /admin-login.
 */
export default function InviteAcceptPage() {
  usePageMeta('Accept your invitation');
  const location = useLocation();
  const navigate = useNavigate();
  // Read once, then taken out of the address bar: the link's token should not stay in the
  // history or reach another page's Referer.
  const [token] = useState(() => new URLSearchParams(location.search).get('token'));
  useEffect(() => {
    if (new URLSearchParams(window.location.search).has('token')) window.history.replaceState(window.history.state, '', '/admin/invite');
  }, []);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (password: string) => {
    if (!token) return;
    setBusy(true);
    setError(null);
    setFieldError(undefined);
    try {
      await acceptInvite(token, password);
      setDone(true);
      timer.current = setTimeout(() => navigate('/admin-login', { replace: true }), TO_SIGN_IN_MS);
    } catch (err) {
      const passwordError = err instanceof ApiError ? err.errors?.password : undefined;
      if (passwordError) setFieldError(passwordError);
      else setError(failureMessage(err, STAFF_MESSAGES.inviteInvalid));
    } finally {
      setBusy(false);
    }
  };

  return (
    <SignedOutCard>
      <h1 className="mb-2 text-2xl font-bold text-slate-900">Accept your invitation</h1>
      {!token ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          {STAFF_MESSAGES.tokenMissing}
        </p>
      ) : done ? (
        <p role="status" className="rounded-md bg-green-50 p-3 text-sm text-green-900">
          {STAFF_MESSAGES.inviteAccepted} Taking you to sign in...
        </p>
      ) : (
        <>
          <p className="mb-6 text-sm text-slate-700">Choose the password you will sign in to the back office with.</p>
          <InviteAcceptForm busy={busy} serverError={fieldError} onSubmit={(password) => void submit(password)} />
          {error && (
            <p role="alert" className="mt-4 rounded-md bg-red-50 p-3 text-sm text-red-900">
              {error}
            </p>
          )}
        </>
      )}
      <p className="mt-6 text-center">
        <Link to="/admin-login" className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          {done ? 'Sign in now' : 'Go to sign in'}
        </Link>
      </p>
    </SignedOutCard>
  );
}
