import type { Property } from '@rentfront/shared/properties-core';
import { Link } from 'react-router';
import { failureMessage } from '../../api/errors';
import { useLoaded } from '../../data/useLoaded';
import { buttonClasses } from '../../ui/Button';
import { EmptyState, ErrorState } from '../../ui/EmptyState';
import { ApplicationWizard } from './ApplicationWizard';

/** /apply/:propertyId: the rental application wizard for one property. */
export default function ApplyPage() {
  const { data: property, failure, retry } = useLoaded<Property>();
  const notFound = failure?.status === 404;

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">Rental Application</h1>
      {notFound && (
        <EmptyState
          title="Property Not Found"
          message="The property you're looking for doesn't exist, so there is nothing to apply for. Choose another home from our listings."
          action={
            <Link to="/properties" className={buttonClasses('primary')}>
              Browse Properties
            </Link>
          }
        />
      )}
      {failure && !notFound && (
        <ErrorState
          title="Failed to load property"
          message={failureMessage(failure, 'Failed to fetch property details. Please try again.')}
          onRetry={retry}
        >
          <Link to="/properties" className={buttonClasses('outline')}>
            Back to Properties
          </Link>
        </ErrorState>
      )}
      {property && <ApplicationWizard key={property.id} property={property} />}
    </div>
  );
}
