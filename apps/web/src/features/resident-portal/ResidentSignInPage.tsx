import { useState, type FormEvent } from 'react';
import { failureMessage, toApiFailure } from '../../api/errors';
import { requestSignInLink } from '../../api/resident';
import { useSubmission } from '../../lib/useSubmission';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Input } from '../../ui/Input';
import { MailCheck } from '../../ui/icons';
import { PasswordSignInForm } from './PasswordSignInForm';
import { PortalFrame } from './PortalFrame';
import { PORTAL_TEXTS } from './portalTexts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** /resident/sign-in: an e-mail, then the same "check your e-mail" whoever it belongs to (no enumeration). */
export default function ResidentSignInPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useSubmission(requestSignInLink, {
    onSuccess: (_res, address) => setSentTo(address),
    onError: (err) => setError(toApiFailure(err).errors?.email ?? failureMessage(err, PORTAL_TEXTS.signInFailed)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL.test(address)) return setError('Enter a valid e-mail address.');
    send.submit(address);
  };

  if (sentTo !== null) {
    return (
      <PortalFrame title="Check your e-mail" nav={false}>
        <div role="status" className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5">
          <MailCheck aria-hidden className="h-8 w-8 text-brand-700" />
          <p className="text-slate-800">{PORTAL_TEXTS.linkSent}</p>
          <p className="text-sm text-slate-700">The link works once, for 30 minutes. Open it on this device to sign in.</p>
          <Button variant="outline" className="self-start" onClick={() => setSentTo(null)}>
            Use another e-mail
          </Button>
        </div>
      </PortalFrame>
    );
  }

  return (
    <PortalFrame title="Resident sign-in" nav={false} intro="Enter the e-mail address on your lease and we will send you a sign-in link.">
      <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5">
        <Field label="E-mail" required error={error}>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(undefined);
            }}
          />
        </Field>
        <Button type="submit" loading={send.pending} className="self-start">
          Send me a sign-in link
        </Button>
      </form>
      <div className="mt-4">
        <PasswordSignInForm />
      </div>
    </PortalFrame>
  );
}
