import { APPLICATION_REVIEW_PROMISE } from '@rentfront/shared/review-times';
import type { Property } from '@rentfront/shared/properties';
import { CheckCircle2, Clock, FileText, ShieldCheck } from '../../../ui/icons';
import { SiteLink } from '../../../ui/SiteLink';
import { PropertySummary } from './PropertySummary';

/** Step 1: the property, how the process works, and Start Application (in the wizard footer). */
export function PropertyStep({ property }: { property: Property }) {
  return (
    <div className="space-y-6">
      <PropertySummary property={property} />
      <div className="space-y-3 rounded-lg bg-brand-50 p-4 text-sm text-slate-800">
        <h3 className="text-base font-semibold text-slate-900">How it works</h3>
        <ul className="space-y-2">
          <li className="flex gap-2">
            <CheckCircle2 aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
            Nine short steps. Personal information and the signature are required; residential history, employment, credit, references and
            additional information can be skipped.
          </li>
          <li className="flex gap-2">
            <Clock aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
            {APPLICATION_REVIEW_PROMISE}
          </li>
          <li className="flex gap-2">
            <ShieldCheck aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
            Your answers are kept in this browser tab until you submit, so a reload loses nothing. From step 2 on they are also saved on our
            side, and we e-mail you a link to continue on any device. Your date of birth, social security number and driver&apos;s license
            number are never stored in the browser and are encrypted on our side.
          </li>
          <li className="flex gap-2">
            <FileText aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
            <span>
              We decide by published{' '}
              <SiteLink to="/screening-criteria" className="font-medium text-brand-800 underline">
                screening criteria
              </SiteLink>
              , the same for every applicant; they also say how to ask for a reasonable accommodation.
            </span>
          </li>
        </ul>
      </div>
    </div>
  );
}
