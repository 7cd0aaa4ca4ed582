import { describe, expect, it } from 'vitest';
import { describeSavedSearch } from '@rentfront/shared/saved-searches-core';
import { filtersFromAddress } from './savedSearchFilters';

describe('filtersFromAddress', () => {
  it('keeps the search filters of a /properties address, typed, without paging or status', () => {
    const params = new URLSearchParams(
      'city=Albany&bedrooms=2%2B&property_type=Apartment&max_price=1500&page=3&status=rented&keyword=%20loft%20',
    );
    expect(filtersFromAddress(params)).toEqual({
      keyword: 'loft',
      property_type: 'apartment',
      city: 'Albany',
      max_price: 1500,
      bedrooms: 2,
    });
  });

  it('drops empty, any and unreadable values', () => {
    const params = new URLSearchParams('city=&bedrooms=any&bathrooms=lots&furnishing=ALL&pets_allowed=maybe');
    expect(filtersFromAddress(params)).toEqual({});
  });

  it('says a search in words, and an empty one as all homes', () => {
    expect(
      describeSavedSearch(filtersFromAddress(new URLSearchParams('city=Troy&state=NY&min_price=1000&max_price=2000&pets_allowed=true'))),
    ).toBe('Troy, NY · $1,000 to $2,000 a month · Pets allowed');
    expect(describeSavedSearch({})).toBe('All available homes');
  });
});
