import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { fetchApplyProperty } from '../../api/applications';
import { ApiError, failureMessage } from '../../api/errors';
import { usePageMeta } from '../../lib/usePageMeta';
import { buttonClasses } from '../../ui/Button';
import { EmptyState, ErrorState } from '../../ui/EmptyState';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { ApplicationWizard } from './ApplicationWizard';

function WizardSkeleton() {
  return (
    <LoadingRegion label="Loading property" className="space-y-6">
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-2 w-full" />
      <Skeleton className="h-8 w-full" />
      <Skeleton className="h-72 w-full" />
    </LoadingRegion>
  );
}

/** /apply/:propertyId: the rental application wizard for one property. */
export default function ApplyPage() {
  const { propertyId = '' } = useParams();
  const property = useQuery({
    queryKey: ['applications', 'property', propertyId],
    queryFn: () => fetchApplyProperty(propertyId),
    // An unknown property will not appear by asking again.
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 2,
  });
  usePageMeta(
    property.data ? `Apply for ${property.data.title}` : 'Rental Application',
    'Apply online for a rental home in nine short steps; we review applications within 48 hours.',
  );
  const notFound = property.error instanceof ApiError && property.error.status === 404;

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">Rental Application</h1>
      {property.isPending && <WizardSkeleton />}
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
      {property.isError && !notFound && (
        <ErrorState
          title="Failed to load property"
          message={failureMessage(property.error, 'Failed to fetch property details. Please try again.')}
          onRetry={() => void property.refetch()}
        >
          <Link to="/properties" className={buttonClasses('outline')}>
            Back to Properties
          </Link>
        </ErrorState>
      )}
      {property.data && <ApplicationWizard key={property.data.id} property={property.data} />}
    </div>
  );
}
