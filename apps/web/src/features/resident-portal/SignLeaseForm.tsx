import type { ResidentLease } from '@rentfront/shared/residents';
import { useId, useState, type FormEvent } from 'react';
import { failureMessage } from '../../api/errors';
import { signResidentLease } from '../../api/resident';
import { useSubmission } from '../../lib/useSubmission';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Checkbox, Input } from '../../ui/Input';
import { PORTAL_TEXTS } from './portalTexts';
import { isStaleDocument, signingFieldErrors, signingInput, type SigningErrors } from './signing';
import { FailureLine } from '../../ui/FailureLine';

interface Props {
  lease: ResidentLease;
  onSigned: (lease: ResidentLease) => void;
  /** The document changed since it was shown: the page shows `message` and reads the lease again. */
  onStale: (message: string) => void;
}

/**
 * Signing (issue 32 item 2): the ESIGN consent as a required box, the full name typed, Sign. The
 * call carries the version and hash of the document shown above.
 */
export function SignLeaseForm({ lease, onSigned, onStale }: Props) {
  const [fullName, setFullName] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<SigningErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const consentId = useId();
  const sign = useSubmission((input: Parameters<typeof signResidentLease>[1]) => signResidentLease(lease.id, input), {
    onSuccess: (res) => onSigned(res.data.lease),
    onError: (err) => {
      const message = failureMessage(err, PORTAL_TEXTS.signFailed);
      if (isStaleDocument(err)) return onStale(message);
      const fields = signingFieldErrors(err);
      setErrors(fields);
      setFailure(fields.full_name || fields.consent ? null : message);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const result = signingInput(lease.document, fullName, consent);
    if ('errors' in result) return setErrors(result.errors);
    sign.submit(result.input);
  };

  // A renewal offer is accepted by signing it (issue 32 item 6): the same form, named for what it does.
  const renewal = lease.renewal_of !== null;
  return (
    <section aria-labelledby="sign-title" className="rounded-lg border border-brand-600 bg-white p-4">
      <h2 id="sign-title" className="text-lg font-semibold text-slate-900">
        {renewal ? 'Accept the renewal' : 'Sign the lease'}
      </h2>
      <p className="mt-1 text-sm text-slate-700">Open and read the lease document above before you sign.</p>
      <form method="post" noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <fieldset className="flex flex-col gap-3">
          <legend className="text-sm font-semibold text-slate-900">Consent to electronic records and signatures</legend>
          <div id={consentId} className="flex flex-col gap-2 rounded border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
            {lease.consent.text.map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
          <Checkbox
            name="consent"
            checked={consent}
            required
            aria-describedby={consentId}
            error={errors.consent}
            onChange={(e) => {
              setConsent(e.target.checked);
              setErrors((v) => ({ ...v, consent: undefined }));
            }}
            label="I agree to receive and sign this lease electronically."
          />
        </fieldset>
        <Field label="Type your full name" required error={errors.full_name} hint="Your typed name is your signature.">
          <Input
            name="full_name"
            autoComplete="name"
            value={fullName}
            onChange={(e) => {
              setFullName(e.target.value);
              setErrors((v) => ({ ...v, full_name: undefined }));
            }}
          />
        </Field>
        <FailureLine message={failure} />
        <Button type="submit" size="lg" loading={sign.pending} className="self-start">
          {renewal ? 'Accept and sign' : 'Sign'}
        </Button>
      </form>
    </section>
  );
}
