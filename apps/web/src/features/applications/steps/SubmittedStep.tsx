import { APPLICATION_REVIEW_PROMISE } from '@rentfront/shared/review-times';
import { CheckCircle2 } from '../../../ui/icons';
import { SiteLink } from '../../../ui/SiteLink';
import { buttonClasses } from '../../../ui/Button';

/** Step 10: the reference, what happens next, and the two ways on. */
export function SubmittedStep({
  reference,
  statusToken,
  email,
  propertyId,
}: {
  reference?: string;
  statusToken: string | null;
  email: string;
  propertyId: string;
}) {
  return (
    <div className="space-y-6 text-center">
      <CheckCircle2 aria-hidden className="mx-auto h-14 w-14 text-green-700" />
      <p className="text-lg text-slate-800">Thank you! Your rental application has been received.</p>
      {reference && (
        <p className="text-slate-800">
          Your application reference is{' '}
          <strong className="inline-block whitespace-nowrap rounded bg-slate-100 px-2 py-1 font-mono text-lg text-slate-900">
            {reference}
          </strong>
        </p>
      )}
      <div className="mx-auto max-w-xl rounded-lg bg-brand-50 p-4 text-left text-sm text-slate-800">
        <h3 className="mb-2 text-base font-semibold text-slate-900">What happens next</h3>
        <ol className="list-decimal space-y-1 pl-5">
          <li>We have e-mailed a confirmation{email ? ` to ${email}` : ''} with your reference.</li>
          <li>{APPLICATION_REVIEW_PROMISE}</li>
          <li>With your consent we check your background, credit and references.</li>
          <li>We e-mail you our decision and the next steps.</li>
        </ol>
      </div>
      {statusToken && (
        <p className="text-slate-800">
          <SiteLink to={`/applications/${statusToken}`} className="font-medium text-brand-800 underline">
            See where your application stands
          </SiteLink>{' '}
          at any time; the link is also in your confirmation e-mail.
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        <SiteLink to={`/properties/${propertyId}`} className={buttonClasses('outline')}>
          Back to Property
        </SiteLink>
        <SiteLink to="/properties" className={buttonClasses('primary')}>
          Browse More Properties
        </SiteLink>
      </div>
    </div>
  );
}
