import { SignedOutCard } from '../../ui/SignedOutCard';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { readAdminHint } from '../../lib/adminHint';
import { safeAdminReturnPath } from '../../lib/returnPath';
import { usePageMeta } from '../../lib/usePageMeta';
import { LinkButton } from '../../ui/LinkButton';
import { writeAdminHint } from '../../lib/adminHint';
import type { LoginResponse } from '../../api/auth';
import { TotpSetupPanel } from './security/TotpSetupPanel';
import { ForgotForm } from './ForgotForm';
import { LoginForm } from './LoginForm';
import { MfaCodeForm } from './MfaCodeForm';
import { initialMode, resetTokenFrom, type LoginMode } from './loginMode';
import { ResetForm } from './ResetForm';

const TITLES: Record<LoginMode, string> = {
  login: 'Admin sign in',
  forgot: 'Forgot your password?',
  reset: 'Choose a new password',
  signup: 'Request an admin account',
};

export default function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { resetToken } = useParams();
  // Decided once on arrival: signing in here must not bounce to /admin before going home.
  const [arrivedSignedIn] = useState(() => readAdminHint() !== null);
  const [mode, setMode] = useState<LoginMode>(() => initialMode(location.pathname, location.search));
  // After a right password (issue 20): the code step, or the required two-factor setup.
  // ?setup=mfa: an admin call answered "mfa_setup_required" (the site requires two-factor).
  const [step, setStep] = useState<'password' | 'code' | 'setup'>(() =>
    new URLSearchParams(location.search).get('setup') === 'mfa' && readAdminHint() !== null ? 'setup' : 'password',
  );
  const title =
    mode === 'login' && step === 'code'
      ? 'Two-factor authentication'
      : mode === 'login' && step === 'setup'
        ? 'Set up two-factor authentication'
        : TITLES[mode];
  usePageMeta(title);
  // Where the admin guard was sending the browser (?next=/admin/...), when it is a safe admin path.
  const next = safeAdminReturnPath(new URLSearchParams(location.search).get('next'));

  if (arrivedSignedIn && mode !== 'reset' && step !== 'setup') return <Navigate to={next ?? '/admin'} replace />;

  const goOn = () => navigate(next ?? '/');
  const signedIn = (res: LoginResponse) => {
    writeAdminHint(res.user);
    if (res.mfa_setup_required) setStep('setup');
    else goOn();
  };

  const backToLogin = () => {
    setStep('password');
    setMode('login');
    if (location.pathname !== '/admin-login') navigate('/admin-login', { replace: true });
  };

  return (
    <SignedOutCard>
      <h1 className="mb-6 text-2xl font-bold text-slate-900">{title}</h1>
      {mode === 'login' && step === 'password' && (
        <LoginForm next={next} onForgot={() => setMode('forgot')} onSecondFactor={() => setStep('code')} onSignedIn={signedIn} />
      )}
      {mode === 'login' && step === 'code' && <MfaCodeForm onSignedIn={signedIn} onRestart={() => setStep('password')} />}
      {mode === 'login' && step === 'setup' && <TotpSetupPanel required onDone={goOn} />}
      {mode === 'forgot' && <ForgotForm />}
      {mode === 'reset' && <ResetForm token={resetTokenFrom(resetToken, location.search)} onDone={backToLogin} />}
      {mode === 'signup' && (
        <p className="text-sm text-slate-700">
          Admin accounts are created by an existing administrator. Ask your administrator to add you; you will receive an e-mail with a link
          to set your password.
        </p>
      )}
      {mode === 'login' && step === 'password' ? (
        <p className="mt-6 text-center text-sm text-slate-700">
          Need an account? <LinkButton onClick={() => setMode('signup')}>Request access</LinkButton>
        </p>
      ) : (
        <p className="mt-6 text-center">
          <LinkButton onClick={backToLogin}>Back to login</LinkButton>
        </p>
      )}
    </SignedOutCard>
  );
}
