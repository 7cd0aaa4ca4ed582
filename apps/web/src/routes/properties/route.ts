import { PROPERTY_PAGE_SIZE } from '@rentfront/shared/properties-core';
import { tidyListPageSearch } from '@rentfront/shared/property-search';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { staticHead } from '../../app/head/routeHead';
import { filtersFromParams, listQuery, mapQueries, mapStateFromParams } from '../../features/properties/listFilters';
import type { PropertyListPageData } from '../../features/properties/listPageData';
import { pageFromParams } from '../../lib/pageParam';
import { loadPublic } from '../../page-data/publicData';

// `/properties`: the search, as a list or on the map.
export { default as Component } from '../../features/properties/PropertyListPage';

/** The search form's fields carry what a visitor types before the page is live. */
export const fields = true;

/**
 * One page of the search; on the map (`view=map`), the homes with a location inside the visible
 * area, and beside them the first homes without one. A home search sent as a plain form (before
 * its script loaded) carries every field: it is answered with the tidy address first.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const tidy = tidyListPageSearch(url.search);
  if (tidy !== null) throw redirect(tidy ? `${url.pathname}?${tidy}` : url.pathname);
  const params = url.searchParams;
  const filters = filtersFromParams(params);
  const map = mapStateFromParams(params);
  if (map.view === 'list')
    return loadPublic<PropertyListPageData>(context, (data) =>
      data.properties(listQuery(filters, pageFromParams(params), PROPERTY_PAGE_SIZE)),
    );
  const { onMap, offMap } = mapQueries(filters, pageFromParams(params), map.bounds);
  return loadPublic<PropertyListPageData>(context, async (data) => {
    const [located, unlocated] = await Promise.all([data.properties(onMap), data.properties(offMap)]);
    return { ...located, unlocated };
  });
}

export const head = staticHead(
  'Properties for Rent',
  'Browse available rentals: search by city, price, bedrooms, bathrooms and more.',
  '/properties',
);
