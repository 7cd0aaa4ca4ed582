import { SITE_TEXT_PAGES } from '@rentfront/shared/site-texts-core';
import { ExternalLink } from '../../../ui/icons';
import { CheckboxField, TextField } from '../fields';

/** A link to a terms page in a new tab, so the application in this tab stays as it is. */
function TermsLink({ page }: { page: keyof typeof SITE_TEXT_PAGES }) {
  const { title, path } = SITE_TEXT_PAGES[page];
  return (
    <a
      href={path}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      {title}
      <ExternalLink aria-hidden className="h-3.5 w-3.5" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/** Step 8: validated on Continue (lease terms and background check consent). */
export function SignatureStep() {
  return (
    <div className="space-y-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">Electronic Signature</legend>
        <TextField
          name="signature_acknowledgment.electronic_signature.full_name"
          label="Full Name (signature)"
          autoComplete="name"
          hint="Typing your name here signs this application."
        />
        <TextField name="signature_acknowledgment.electronic_signature.signature_date" label="Signature Date" type="date" />
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="mb-2 text-base font-semibold text-slate-900">Terms</legend>
        <p className="text-sm text-slate-700">
          Please read our <TermsLink page="lease_terms" /> and <TermsLink page="rental_policies" /> before you sign.
        </p>
        <CheckboxField
          name="signature_acknowledgment.terms_acknowledgment.agree_to_lease_terms"
          label={
            <>
              I agree to the lease terms <span className="text-red-700">*</span>
            </>
          }
        />
        <CheckboxField
          name="signature_acknowledgment.terms_acknowledgment.consent_to_background_credit_checks"
          label={
            <>
              I consent to background and credit checks <span className="text-red-700">*</span>
            </>
          }
        />
        <CheckboxField
          name="signature_acknowledgment.terms_acknowledgment.understand_rental_policies"
          label="I have read and understand the rental policies"
        />
      </fieldset>
    </div>
  );
}
