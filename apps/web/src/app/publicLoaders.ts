import { imageVariant, PROPERTY_PAGE_SIZE, type Property } from '@rentfront/shared/properties-core';
import { NOTICES_PAGE_SIZE, TEAM_ABOUT_PAGE_SIZE } from '@rentfront/shared/page-sizes';
import { propertyIdOf, visitTypeOf, type ContactPageContext } from '@rentfront/shared/contact-context';
import { TOUR_LIMITS, TOUR_TYPES, type TourType } from '@rentfront/shared/tours-core';
import { tidyListPageSearch } from '@rentfront/shared/property-search';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { TourHomeSummary, TourPageData } from '../features/tours/tourPageData';
import { load } from '../page-data/loaded';
import { publicDataOf } from '../page-data/publicData';
import { filtersFromParams, listQuery, mapQueries, mapStateFromParams } from '../features/properties/listFilters';
import type { PropertyListPageData } from '../features/properties/listPageData';
import { pageFromParams } from '../lib/pageParam';

// The public pages' loaders: one read each, through the data source of the side they run on
// (HTTP in the browser, the services on the server). They live in the first-load chunk, so a
// navigation asks for the data while the page's own chunk downloads.

const searchParams = (request: Request) => new URL(request.url).searchParams;

/** The layout: the business's identity (header, footer) and the origin the page was asked on. */
export async function siteLoader({ request, context }: LoaderFunctionArgs) {
  return { site: await load(() => publicDataOf(context).site()), origin: new URL(request.url).origin };
}
export type SiteLoaderData = Awaited<ReturnType<typeof siteLoader>>;

export const homeLoader = ({ context }: LoaderFunctionArgs) => load(() => publicDataOf(context).coverImages());

/**
 * /properties: one page of the search; on the map (`view=map`), the homes with a location inside
 * the visible area, and beside them the first homes without one.
 */
export function propertyListLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const tidy = tidyListPageSearch(url.search);
  if (tidy !== null) throw redirect(tidy ? `${url.pathname}?${tidy}` : url.pathname);
  const params = url.searchParams;
  const filters = filtersFromParams(params);
  const data = publicDataOf(context);
  const map = mapStateFromParams(params);
  if (map.view === 'list')
    return load<PropertyListPageData>(() => data.properties(listQuery(filters, pageFromParams(params), PROPERTY_PAGE_SIZE)));
  const { onMap, offMap } = mapQueries(filters, pageFromParams(params), map.bounds);
  return load<PropertyListPageData>(async () => {
    const [located, unlocated] = await Promise.all([data.properties(onMap), data.properties(offMap)]);
    return { ...located, unlocated };
  });
}

export const propertyLoader = ({ params, context }: LoaderFunctionArgs) => load(() => publicDataOf(context).property(params.id ?? ''));

export const applyLoader = ({ params, context }: LoaderFunctionArgs) => load(() => publicDataOf(context).property(params.propertyId ?? ''));

export function noticesLoader({ request, context }: LoaderFunctionArgs) {
  const params = searchParams(request);
  const page = pageFromParams(params);
  const search = params.get('search')?.trim() ?? '';
  return load(() => publicDataOf(context).notices({ limit: NOTICES_PAGE_SIZE, offset: (page - 1) * NOTICES_PAGE_SIZE, search }));
}

export const teamLoader = ({ context }: LoaderFunctionArgs) =>
  load(() => publicDataOf(context).team({ limit: TEAM_ABOUT_PAGE_SIZE, offset: 0 }));

export const screeningLoader = ({ context }: LoaderFunctionArgs) => load(() => publicDataOf(context).screeningQuestions());

/**
 * /contact?property=<id>&visit=<tour type>: the home and tour the visitor asks about (issue 18).
 * Whatever the address carries that names no home or tour is ignored: the plain form, status 200.
 */
export async function contactLoader({ request, context }: LoaderFunctionArgs): Promise<ContactPageContext> {
  const params = searchParams(request);
  const visit = visitTypeOf(params.get('visit'));
  const id = propertyIdOf(params.get('property'));
  const read = id ? await load(() => publicDataOf(context).property(id)) : null;
  const p = read?.data;
  if (!p) return { property: null, visit };
  // The page shows a thumbnail: the smallest stored width of the cover.
  const cover = p.cover_image ?? p.images?.[0] ?? null;
  const property = {
    id: p.id,
    title: p.title,
    address: p.address,
    city: p.city,
    state: p.state,
    cover_image: cover && imageVariant(cover, 400),
  };
  return { property, visit };
}

export const leaseTermsLoader = ({ context }: LoaderFunctionArgs) => load(() => publicDataOf(context).siteText('lease_terms'));

export const rentalPoliciesLoader = ({ context }: LoaderFunctionArgs) => load(() => publicDataOf(context).siteText('rental_policies'));

const tourHome = (p: Property): TourHomeSummary => {
  const cover = p.cover_image ?? p.images?.[0] ?? null;
  return { id: p.id, title: p.title, address: p.address, city: p.city, state: p.state, cover_image: cover && imageVariant(cover, 400) };
};

/**
 * /tour?type=<tour type>&property=<id>&q=<search>: the home to book a tour of, or (without one) the
 * available homes to choose from. An unknown type falls back to a self-guided tour.
 */
export async function tourLoader({ request, context }: LoaderFunctionArgs): Promise<TourPageData> {
  const params = searchParams(request);
  const typeParam = params.get('type') ?? '';
  const type: TourType = (TOUR_TYPES as readonly string[]).includes(typeParam) ? (typeParam as TourType) : 'self_guided';
  const query = (params.get('q') ?? '').trim().slice(0, 100);
  const data = publicDataOf(context);
  const id = propertyIdOf(params.get('property'));
  if (id) {
    const read = await load(() => data.property(id));
    if (read.data) return { type, property: tourHome(read.data), homes: [], typeOffered: true, query, propertyMissing: false };
  }
  const list = await load(() => data.properties({ status: 'available', keyword: query, page: 1, limit: TOUR_LIMITS.offerIdsMax }));
  const candidates = (list.data?.properties ?? []).map(tourHome);
  // Only the homes that take this kind of tour. Should that check fail, the list stays whole:
  // each home's own tour page still says when it takes none.
  const offer =
    candidates.length > 0
      ? await load(() =>
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
