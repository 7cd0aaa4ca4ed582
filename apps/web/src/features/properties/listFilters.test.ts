import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  filtersFromParams,
  hasListParams,
  isFiltered,
  listQuery,
  MAP_PAGE_SIZE,
  mapQueries,
  mapStateFromParams,
  MAX_PAGE,
  paramsFromFilters,
  UNLOCATED_LIMIT,
} from './listFilters';

describe('property list filters', () => {
  it('reads the query names of the spec from the address', () => {
    const f = filtersFromParams(
      new URLSearchParams(
        'city=Albany&min_price=500&max_price=2500&bedrooms=2&bathrooms=3&keyword=loft&property_type=House&furnishing=furnished&status=all',
      ),
    );
    expect(f).toEqual({
      ...DEFAULT_FILTERS,
      city: 'Albany',
      priceRange: [500, 2500],
      bedrooms: '2',
      bathrooms: '3+',
      keyword: 'loft',
      propertyType: 'house',
      furnishing: 'furnished',
      status: 'all',
    });
    expect(filtersFromParams(new URLSearchParams('bedrooms=4'))).toMatchObject({ bedrooms: '4+' });
    // The home search form submitted by the browser before its script has loaded.
    expect(filtersFromParams(new URLSearchParams('city=Albany&min_price=&max_price=1500&bedrooms=2%2B&bathrooms=Any'))).toMatchObject({
      city: 'Albany',
      bedrooms: '2',
      bathrooms: 'any',
      priceRange: [0, 1500],
    });
    expect(filtersFromParams(new URLSearchParams('bedrooms=9&min_price=abc'))).toMatchObject({ bedrooms: 'any', priceRange: [0, 10000] });
    expect(filtersFromParams(new URLSearchParams(''))).toEqual(DEFAULT_FILTERS);
  });

  it('reads move-in date, lease term and accessibility, and drops what names nothing (issue 35)', () => {
    const f = filtersFromParams(
      new URLSearchParams('available_by=2027-01-01&lease_term=MTM&accessibility=elevator,moat,step_free_entrance'),
    );
    expect(f).toMatchObject({ moveInBy: '2027-01-01', leaseTerm: 'mtm', accessibility: ['step_free_entrance', 'elevator'] });
    expect(filtersFromParams(new URLSearchParams('available_by=2027-02-30&lease_term=0&accessibility=moat'))).toEqual(DEFAULT_FILTERS);
    expect(filtersFromParams(new URLSearchParams('lease_term=12%20months'))).toMatchObject({ leaseTerm: '12' });
    const back = paramsFromFilters(
      { ...DEFAULT_FILTERS, moveInBy: '2027-01-01', leaseTerm: '12', accessibility: ['elevator', 'grab_bars'] },
      1,
    );
    expect(back.toString()).toBe('available_by=2027-01-01&lease_term=12&accessibility=elevator%2Cgrab_bars');
    expect(filtersFromParams(back)).toMatchObject({ moveInBy: '2027-01-01', leaseTerm: '12', accessibility: ['elevator', 'grab_bars'] });
    expect(listQuery({ ...DEFAULT_FILTERS, moveInBy: '2027-01-01', leaseTerm: 'mtm', accessibility: ['elevator'] }, 1)).toMatchObject({
      available_by: '2027-01-01',
      lease_term: 'mtm',
      accessibility: 'elevator',
    });
    expect(listQuery(DEFAULT_FILTERS, 1)).toMatchObject({ available_by: undefined, lease_term: 'any', accessibility: undefined });
    expect(hasListParams(new URLSearchParams('accessibility=elevator'))).toBe(true);
  });

  it('reads the total monthly cost and the order, and drops what names nothing (issue 35)', () => {
    expect(filtersFromParams(new URLSearchParams('max_total=1750&sort=TOTAL_ASC'))).toMatchObject({ maxTotal: '1750', sort: 'total_asc' });
    expect(filtersFromParams(new URLSearchParams('max_total=lots&sort=cheapest'))).toEqual(DEFAULT_FILTERS);
    const f = { ...DEFAULT_FILTERS, maxTotal: '2000', sort: 'total_desc' as const };
    expect(paramsFromFilters(f, 1).toString()).toBe('max_total=2000&sort=total_desc');
    expect(listQuery(f, 1)).toMatchObject({ max_total: '2000', sort: 'total_desc' });
    // The default order is not sent, so the list's address and cache key stay as they were.
    expect(listQuery(DEFAULT_FILTERS, 1)).toMatchObject({ max_total: undefined, sort: undefined });
    expect(paramsFromFilters(DEFAULT_FILTERS, 1).toString()).toBe('');
  });

  it('knows when the address carried filters', () => {
    expect(hasListParams(new URLSearchParams('city=Troy'))).toBe(true);
    expect(hasListParams(new URLSearchParams('utm_source=x'))).toBe(false);
  });

  it('sends only the set filters; the slider ends mean no limit', () => {
    expect(listQuery(DEFAULT_FILTERS, 1)).toEqual({
      keyword: '',
      property_type: 'any',
      bedrooms: 'any',
      bathrooms: 'any',
      furnishing: 'any',
      status: 'available',
      city: '',
      state: '',
      min_price: undefined,
      max_price: undefined,
      available_by: undefined,
      lease_term: 'any',
      accessibility: undefined,
      page: 1,
      limit: 12,
    });
    expect(listQuery({ ...DEFAULT_FILTERS, bedrooms: '4+', bathrooms: '3+', priceRange: [100, 9900] }, 2)).toMatchObject({
      bedrooms: '4',
      bathrooms: '3',
      min_price: 100,
      max_price: 9900,
      page: 2,
    });
    expect(isFiltered(DEFAULT_FILTERS)).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, city: 'Troy' })).toBe(true);
  });
});

describe('list or map view in the address', () => {
  it('reads view=map and its area; anything else is the list', () => {
    expect(mapStateFromParams(new URLSearchParams('view=map&north=43&south=42&east=-73&west=-74'))).toEqual({
      view: 'map',
      bounds: { north: 43, south: 42, east: -73, west: -74 },
    });
    expect(mapStateFromParams(new URLSearchParams('view=MAP'))).toEqual({ view: 'map' });
    expect(mapStateFromParams(new URLSearchParams('view=map&north=43&south=44&east=-73&west=-74'))).toEqual({ view: 'map' });
    expect(mapStateFromParams(new URLSearchParams('view=globe&north=43&south=42&east=-73&west=-74'))).toEqual({ view: 'list' });
    expect(mapStateFromParams(new URLSearchParams(''))).toEqual({ view: 'list' });
  });

  it('writes the view and area after the filters, before the page', () => {
    const filters = { ...DEFAULT_FILTERS, city: 'Albany' };
    const bounds = { north: 43, south: 42, east: -73, west: -74 };
    expect(paramsFromFilters(filters, 2, { view: 'map', bounds }).toString()).toBe(
      'city=Albany&view=map&north=43&south=42&east=-73&west=-74&page=2',
    );
    expect(paramsFromFilters(filters, 1, { view: 'list' }).toString()).toBe('city=Albany');
    // A hand-typed huge page is clamped to the API's last page.
    expect(paramsFromFilters(filters, 10 ** 9).get('page')).toBe(String(MAX_PAGE));
    expect(listQuery(filters, 10 ** 9).page).toBe(MAX_PAGE);
  });

  it('asks for the homes on the map in the area and, apart, those without a location', () => {
    const bounds = { north: 43, south: 42, east: -73, west: -74 };
    const { onMap, offMap } = mapQueries(DEFAULT_FILTERS, 3, bounds);
    expect(onMap).toMatchObject({ located: true, page: 3, limit: MAP_PAGE_SIZE, status: 'available', ...bounds });
    expect(offMap).toMatchObject({ located: false, page: 1, limit: UNLOCATED_LIMIT, status: 'available' });
    expect(offMap).not.toHaveProperty('north');
    expect(mapQueries(DEFAULT_FILTERS, 1, undefined).onMap).not.toHaveProperty('north');
  });

  it('ignores tampered filters instead of failing: negative prices, unknown names', () => {
    expect(filtersFromParams(new URLSearchParams('min_price=-500&max_price=-1&foo=bar&bedrooms=-2'))).toEqual(DEFAULT_FILTERS);
  });
});
