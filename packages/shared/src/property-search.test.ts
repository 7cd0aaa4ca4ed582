import { describe, expect, it } from 'vitest';
import { tidyListPageSearch } from './property-search';

describe('tidyListPageSearch', () => {
  it('drops the empty and "Any" fields of a home search sent as a plain form', () => {
    expect(tidyListPageSearch('?city=&min_price=&max_price=1500&bedrooms=Any&bathrooms=Any')).toBe('max_price=1500');
  });

  it('removes the trailing + of beds and baths and trims the location', () => {
    expect(tidyListPageSearch('city=+Chicago%2C+IL+&bedrooms=2%2B&bathrooms=1%2B')).toBe('city=Chicago%2C+IL&bedrooms=2&bathrooms=1');
  });

  it("leaves names outside the home form alone (status=all widens the list's default) and keeps their order", () => {
    expect(tidyListPageSearch('view=map&bedrooms=Any&page=2&status=all&keyword=')).toBe('view=map&page=2&status=all&keyword=');
  });

  it('answers null for an address that is already tidy, so there is no redirect loop', () => {
    expect(tidyListPageSearch('')).toBeNull();
    expect(tidyListPageSearch('?city=Chicago&bedrooms=2&page=3')).toBeNull();
    expect(tidyListPageSearch(`?${tidyListPageSearch('?city=+A+&bedrooms=3%2B')}`)).toBeNull();
  });
});
