import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, filtersFromParams, hasListParams, isFiltered, listQuery } from './listFilters';

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
    expect(filtersFromParams(new URLSearchParams('bedrooms=9&min_price=abc'))).toMatchObject({ bedrooms: 'any', priceRange: [0, 10000] });
    expect(filtersFromParams(new URLSearchParams(''))).toEqual(DEFAULT_FILTERS);
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
