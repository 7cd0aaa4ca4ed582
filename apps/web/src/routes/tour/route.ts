import { propertyIdOf } from '@rentfront/shared/contact-context';
import { TOUR_LIMITS, TOUR_TYPES, type TourType } from '@rentfront/shared/tours-core';
import type { LoaderFunctionArgs } from 'react-router';
import { staticHead } from '../../app/head/routeHead';
import type { TourPageData } from '../../features/tours/tourPageData';
import { loadPublic } from '../../page-data/publicData';
import { homeSummary } from '../homeSummary';

// `/tour`: book a tour of one home, or choose the home first.
export { default as Component } from '../../features/tours/TourPage';

/** The home search and the booking form carry what a visitor types before the page is live. */
export const fields = true;

/**
 * /tour?type=<tour type>&property=<id>&q=<search>: the home to book a tour of, or (without one) the
 * available homes to choose from. An unknown type falls back to a self-guided tour.
 */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<TourPageData> {
  const params = new URL(request.url).searchParams;
  const typeParam = params.get('type') ?? '';
  const type: TourType = (TOUR_TYPES as readonly string[]).includes(typeParam) ? (typeParam as TourType) : 'self_guided';
  const query = (params.get('q') ?? '').trim().slice(0, 100);
  const id = propertyIdOf(params.get('property'));
  if (id) {
    const read = await loadPublic(context, (data) => data.property(id));
    if (read.data) return { type, property: homeSummary(read.data), homes: [], typeOffered: true, query, propertyMissing: false };
  }
  const list = await loadPublic(context, (data) =>
    data.properties({ status: 'available', keyword: query, page: 1, limit: TOUR_LIMITS.offerIdsMax }),
  );
  const candidates = (list.data?.properties ?? []).map(homeSummary);
  // Only the homes that take this kind of tour. Should that check fail, the list stays whole:
  // each home's own tour page still says when it takes none.
  const offer =
    candidates.length > 0
      ? await loadPublic(context, (data) =>
          data.tourOffer(
            type,
            candidates.map((h) => h.id),
          ),
        )
      : null;
  const open = offer?.data ? new Set(offer.data.property_ids) : null;
  return {
    type,
    property: null,
    homes: open ? candidates.filter((h) => open.has(h.id)) : candidates,
    typeOffered: offer?.data?.type_offered ?? true,
    query,
    propertyMissing: Boolean(params.get('property')),
  };
}

export const head = staticHead(
  'Book a Tour',
  'Pick a free time and book a tour of a rental home: self-guided, with an agent or on a video call.',
  '/tour',
);
