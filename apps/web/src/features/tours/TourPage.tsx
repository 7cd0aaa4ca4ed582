import { TOUR_TYPE_DESCRIPTIONS, TOUR_TYPE_LABELS } from '@rentfront/shared/tours-core';
import type { TourBooked } from '@rentfront/shared/tours';
import { lazy, Suspense, useState } from 'react';
import { useLoaderData } from 'react-router';
import { SiteLink } from '../../ui/SiteLink';
import { hydrateWhenVisible } from '../../lib/hydration/hydrateWhenVisible';
import { TourHome } from './TourHome';
import { TourHomeChooser } from './TourHomeChooser';
import type { TourPageData } from './tourPageData';

// The form and its form library load when the form is on screen (at once on a home's page, never
// while the visitor is still choosing a home): not first-load JavaScript of /tour (ADR 0027).
const TourBookingForm = hydrateWhenVisible(() => import('./TourBookingForm').then((m) => m.TourBookingForm));

// Shown only after a booking (never server-rendered): not first-load JavaScript.
const TourConfirmation = lazy(() => import('./TourConfirmation').then((m) => ({ default: m.TourConfirmation })));

/** /tour?type=…&property=…: choose a home (if none is named), a day and a time, then book. */
export default function TourPage() {
  const { type, property, homes, typeOffered, query, propertyMissing } = useLoaderData() as TourPageData;
  const [booked, setBooked] = useState<TourBooked | null>(null);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold text-slate-900">Book a Tour</h1>
      <p className="mt-2 text-slate-700">
        <span className="font-semibold">{TOUR_TYPE_LABELS[type]}.</span> {TOUR_TYPE_DESCRIPTIONS[type]}
      </p>
      <div className="mt-6 grid gap-6">
        {propertyMissing && (
          <p role="status" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            We could not find that home. Please choose one below.
          </p>
        )}
        {!property ? (
          <TourHomeChooser type={type} homes={homes} typeOffered={typeOffered} query={query} />
        ) : (
          <>
            <section aria-label="The home" className="rounded-lg border border-slate-200 bg-white p-4">
              <TourHome home={property} />
              {!booked && (
                <SiteLink to={`/tour?type=${type}`} className="mt-3 inline-block text-sm text-brand-800 underline">
                  Choose another home
                </SiteLink>
              )}
            </section>
            {booked ? (
              <Suspense fallback={null}>
                <TourConfirmation booked={booked} typeLabel={TOUR_TYPE_LABELS[type]} homeTitle={property.title} />
              </Suspense>
            ) : (
              <section className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
                <TourBookingForm key={`${property.id}|${type}`} propertyId={property.id} type={type} onBooked={setBooked} />
              </section>
            )}
          </>
        )}
      </div>
    </div>
  );
}
