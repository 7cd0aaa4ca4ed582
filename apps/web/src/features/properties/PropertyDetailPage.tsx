import { PROPERTY_MESSAGES, type Property } from '@rentfront/shared/properties-core';
import { ArrowLeft, MapPin, SearchX } from '../../ui/icons';
import { lazy, Suspense, useState } from 'react';
import { SiteLink } from '../../ui/SiteLink';
import { failureMessage } from '../../api/errors';
import { useLoaded } from '../../page-data/useLoaded';
import { useEverTrue } from '../../lib/useEverTrue';
import { Badge } from '../../ui/Badge';
import { buttonClasses } from '../../ui/Button';
import { ErrorState } from '../../ui/EmptyState';
import { PropertyGallery } from './PropertyGallery';
import { StatTiles } from './PropertyFacts';
import { MoveInLine } from './MoveInLine';
import { isAvailable, optionLabel } from './propertyText';
import { SideCard } from './SideCard';
import { MonthlyPrice } from './MonthlyPrice';
import { hydrateWhenVisible } from '../../lib/hydration/hydrateWhenVisible';

/**
 * Below the first screen and static: hydrates when reached (ADR 0027), or after the load or at the
 * first touch, so a link followed before it was reached is not held waiting for it (a navigation
 * changes the router's context, which React carries into the section).
 */
const DetailSections = hydrateWhenVisible(() => import('./PropertyDetailSections').then((m) => m.PropertyDetailSections), {
  afterLoad: true,
});
// The visit dialog (and its dialog library) loads when a visitor first asks for it, not with the page.
const VisitDialog = lazy(() => import('../bookings/VisitDialog.entry').then((m) => ({ default: m.VisitDialog })));

/** /properties/:id: gallery, facts, lists, description, side card and the visit dialog. */
export default function PropertyDetailPage() {
  const [visitOpen, setVisitOpen] = useState(false);
  const { data: property, failure, retry } = useLoaded<Property>();
  const visitWanted = useEverTrue(visitOpen);

  if (failure?.status === 404) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-3 px-4 py-20 text-center">
        <SearchX aria-hidden className="h-12 w-12 text-slate-500" />
        <h1 className="text-2xl font-bold text-slate-900">{PROPERTY_MESSAGES.notFoundTitle}</h1>
        <p className="text-slate-700">{PROPERTY_MESSAGES.notFoundText}</p>
        <SiteLink to="/properties" className={buttonClasses('primary', 'md', 'mt-2')}>
          Back to Properties
        </SiteLink>
      </div>
    );
  }

  if (failure || !property) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="mb-4 text-center text-2xl font-bold text-slate-900">{PROPERTY_MESSAGES.detailLoadFailed}</h1>
        <ErrorState message={failureMessage(failure, PROPERTY_MESSAGES.detailsFailed)} onRetry={retry}>
          <SiteLink to="/properties" className={buttonClasses('outline')}>
            Back to Properties
          </SiteLink>
        </ErrorState>
      </div>
    );
  }

  const available = isAvailable(property.status);
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <SiteLink to="/properties" className="mb-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden className="h-4 w-4" /> Back to Properties
      </SiteLink>
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <PropertyGallery media={property.media} title={property.title} />
          <header className="flex flex-col gap-2">
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{property.title}</h1>
            <p className="flex items-start gap-1 text-slate-700">
              <MapPin aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
              {[property.address, property.city, property.state].filter(Boolean).join(', ')}
            </p>
            <MoveInLine property={property} className="text-base" />
            <div className="lg:hidden">
              <MonthlyPrice property={property} className="text-2xl font-bold text-slate-900" unitSize="text-base" />
            </div>
            <div className="flex flex-wrap gap-2">
              <Badge tone="blue">{optionLabel(property.property_type)}</Badge>
              {property.furnishing && <Badge tone="purple">{optionLabel(property.furnishing)}</Badge>}
              <Badge tone={available ? 'green' : 'red'}>{available ? 'Available' : 'Not Available'}</Badge>
            </div>
          </header>
          <StatTiles property={property} />
          <DetailSections property={property} />
        </div>
        <aside aria-label="Rent and actions">
          <SideCard property={property} onScheduleVisit={() => setVisitOpen(true)} />
        </aside>
      </div>
      {available && visitWanted && (
        <Suspense fallback={null}>
          <VisitDialog open={visitOpen} onOpenChange={setVisitOpen} propertyId={property.id} propertyTitle={property.title} />
        </Suspense>
      )}
    </div>
  );
}
