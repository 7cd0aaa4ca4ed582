import { TOUR_MESSAGES, type TourType } from '@rentfront/shared/tours-core';
import { Form } from 'react-router';
import { SiteLink } from '../../ui/SiteLink';
import { Search } from '../../ui/icons';
import { buttonClasses } from '../../ui/Button';
import { Input } from '../../ui/Input';
import { TourHome } from './TourHome';
import type { TourHomeSummary } from './tourPageData';

/**
 * Without a home in the address, the tour page first asks which one: available homes that take
 * this kind of tour, searchable. When the office offers the kind not at all, it says so instead.
 */
export function TourHomeChooser({
  type,
  homes,
  typeOffered,
  query,
}: {
  type: TourType;
  homes: TourHomeSummary[];
  typeOffered: boolean;
  query: string;
}) {
  if (!typeOffered)
    return (
      <p role="status" className="rounded-md border border-slate-200 bg-white p-4 text-slate-800">
        {TOUR_MESSAGES.typeOff}
      </p>
    );
  return (
    <section aria-labelledby="tour-choose-title" className="grid gap-4">
      <h2 id="tour-choose-title" className="text-xl font-semibold text-slate-900">
        Which home would you like to see?
      </h2>
      <Form method="get" action="/tour" role="search" className="flex gap-2">
        <input type="hidden" name="type" value={type} />
        <label htmlFor="tour-home-search" className="sr-only">
          Search homes
        </label>
        <Input id="tour-home-search" name="q" defaultValue={query} placeholder="City, street or name" className="flex-1" />
        <button type="submit" className={buttonClasses('primary')}>
          <Search aria-hidden className="h-4 w-4" /> Search
        </button>
      </Form>
      {homes.length === 0 ? (
        <p className="text-sm text-slate-700">No available homes match. Please try another search.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {homes.map((home) => (
            <li key={home.id} className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3">
              <TourHome home={home} />
              <SiteLink
                to={`/tour?type=${type}&property=${encodeURIComponent(home.id)}`}
                className={buttonClasses('outline', 'sm', 'justify-self-start')}
                aria-label={`Book a tour of ${home.title}`}
              >
                Book a tour here
              </SiteLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
