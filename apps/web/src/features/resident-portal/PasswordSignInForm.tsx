import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { failureMessage, toApiFailure } from '../../api/errors';
import { signInResidentWithPassword } from '../../api/resident';
import { useSubmission } from '../../lib/useSubmission';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { PasswordInput } from '../../ui/PasswordInput';
import { PORTAL_TEXTS } from './portalTexts';
import { FailureLine } from '../../ui/FailureLine';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Errors {
  email?: string;
  password?: string;
}

/** "Sign in with a password", for a resident who set one on their profile (POST /api/resident/auth/login). */
export function PasswordSignInForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const signIn = useSubmission(signInResidentWithPassword, {
    onSuccess: () => void navigate('/resident', { replace: true }),
    onError: (err) => {
      const fields = toApiFailure(err).errors ?? {};
      setErrors({ email: fields.email, password: fields.password });
      // A wrong pair is one message for both fields (no hint which one was wrong).
      setFailure(fields.email || fields.password ? null : failureMessage(err, PORTAL_TEXTS.signInFailed));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const address = email.trim();
    const found: Errors = {
      email: EMAIL.test(address) ? undefined : 'Enter a valid e-mail address.',
      password: password ? undefined : 'Enter your password.',
    };
    if (found.email || found.password) return setErrors(found);
    signIn.submit({ email: address, password });
  };

  return (
    <section aria-labelledby="password-sign-in-title" className="rounded-lg border border-slate-200 bg-white p-5">
      <h2 id="password-sign-in-title" className="text-lg font-semibold text-slate-900">
        Sign in with a password
      </h2>
      <p className="mt-1 text-sm text-slate-700">If you set a password on your profile, use it here.</p>
      <form method="post" noValidate onSubmit={submit} className="mt-3 flex flex-col gap-4">
        <Field label="Your e-mail" required error={errors.email}>
          <Input
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setErrors((v) => ({ ...v, email: undefined }));
            }}
          />
        </Field>
        <Field label="Password" required error={errors.password}>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setErrors((v) => ({ ...v, password: undefined }));
            }}
          />
        </Field>
        <FailureLine message={failure} />
        <Button type="submit" variant="outline" loading={signIn.pending} className="self-start">
          Sign in with password
        </Button>
      </form>
    </section>
  );
}
