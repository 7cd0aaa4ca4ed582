import type { Property } from '@rentfront/shared/properties-core';
import { lazy, Suspense } from 'react';

import { SiteLink } from '../../ui/SiteLink';
import { failureMessage } from '../../api/errors';
import { useLoaded } from '../../page-data/useLoaded';
import { useHydrated } from '../../lib/useHydrated';
import { buttonClasses } from '../../ui/Button';
import { EmptyState, ErrorState } from '../../ui/EmptyState';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { PropertyStep } from './steps/PropertyStep';
import { stepTitle } from './wizard';
import { WizardProgress } from './WizardProgress';

/**
 * The wizard (its form library, the validation schemas and nine steps) is not part of the page's
 * first load: it renders only once the page is live. Asked for as soon as this module runs in the
 * browser, so its code arrives while the page hydrates rather than after (issue 17: /apply's long
 * tasks and the scripts queued before its picture).
 */
const loadWizard = () => import('./ApplicationWizard');
if (typeof document !== 'undefined') void loadWizard().catch(() => undefined);
const ApplicationWizard = lazy(() => loadWizard().then((m) => ({ default: m.ApplicationWizard })));

const NOTHING_COMPLETED: ReadonlySet<number> = new Set();

/**
 * The wizard's place while the page hydrates: its first step as the server can draw it (progress,
 * the property with its picture, how it works) and a placeholder for the buttons, about the
 * wizard's height so nothing below it moves. The picture is then in the server's HTML, the
 * page's largest paint, instead of waiting for the wizard's code (Lighthouse, issue 17).
 */
function WizardPreview({ property }: { property: Property }) {
  return (
    <LoadingRegion label="Loading the application form" className="min-h-[40rem] space-y-6">
      <WizardProgress step={1} completed={NOTHING_COMPLETED} />
      <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 className="mb-1 text-xl font-semibold text-slate-900">{stepTitle(1)}</h2>
        <div className="mt-4 space-y-6">
          <PropertyStep property={property} />
          <div className="flex justify-end border-t border-slate-200 pt-4">
            <Skeleton className="h-10 w-44" />
          </div>
        </div>
      </div>
    </LoadingRegion>
  );
}

/** /apply/:propertyId: the rental application wizard for one property. */
export default function ApplyPage() {
  const { data: property, failure, retry } = useLoaded<Property>();
  const notFound = failure?.status === 404;
  // The wizard resumes a draft kept in this tab and dates by the visitor's clock: it renders in the
  // browser only, so the server's HTML and the first browser render agree.
  const hydrated = useHydrated();

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">Rental Application</h1>
      {notFound && (
        <EmptyState
          title="Property Not Found"
          message="The property you're looking for doesn't exist, so there is nothing to apply for. Choose another home from our listings."
          action={
            <SiteLink to="/properties" className={buttonClasses('primary')}>
              Browse Properties
            </SiteLink>
          }
        />
      )}
      {failure && !notFound && (
        <ErrorState
          title="Failed to load property"
          message={failureMessage(failure, 'Failed to fetch property details. Please try again.')}
          onRetry={retry}
        >
          <SiteLink to="/properties" className={buttonClasses('outline')}>
            Back to Properties
          </SiteLink>
        </ErrorState>
      )}
      {property && (
        // After a hydration the switch to the wizard is a transition (useHydrated), so the preview
        // stays on screen while the wizard's code arrives; after a client-side navigation the
        // preview is the fallback.
        <Suspense fallback={<WizardPreview property={property} />}>
          {hydrated ? <ApplicationWizard key={property.id} property={property} /> : <WizardPreview property={property} />}
        </Suspense>
      )}
      {property && !hydrated && (
        <noscript>
          <p className="mt-4 text-slate-800">
            The application form needs JavaScript. Please turn it on, or{' '}
            <SiteLink to="/contact" className="font-medium text-brand-700 underline">
              contact us
            </SiteLink>{' '}
            to apply another way.
          </p>
        </noscript>
      )}
    </div>
  );
}
