import { describe, expect, it } from 'vitest';
import { EMPTY_SEARCH, filterSuggestions, PRICE_OPTIONS, priceLabel, searchHref, withMaxPrice, withMinPrice } from './searchForm';

describe('home search form', () => {
  it('labels the price steps in dollars and thousands', () => {
    expect(PRICE_OPTIONS.map((o) => o.label)).toEqual([
      '$0',
      '$250',
      '$500',
      '$750',
      '$1k',
      '$1.25k',
      '$1.5k',
      '$1.75k',
      '$2k',
      '$2.5k',
      '$3k',
    ]);
    expect(priceLabel(1250)).toBe('$1.25k');
  });

  it('clears the max when the min goes above it, and the min when the max goes below it', () => {
    const s = { ...EMPTY_SEARCH, minPrice: '1000', maxPrice: '2000' };
    expect(withMinPrice(s, '2500')).toMatchObject({ minPrice: '2500', maxPrice: '' });
    expect(withMinPrice(s, '1500')).toMatchObject({ minPrice: '1500', maxPrice: '2000' });
    expect(withMinPrice(s, '2000')).toMatchObject({ minPrice: '2000', maxPrice: '2000' });
    expect(withMaxPrice(s, '750')).toMatchObject({ minPrice: '', maxPrice: '750' });
    expect(withMaxPrice(s, '3000')).toMatchObject({ minPrice: '1000', maxPrice: '3000' });
    expect(withMaxPrice({ ...EMPTY_SEARCH }, '500')).toMatchObject({ minPrice: '', maxPrice: '500' });
  });

  it('builds the query with only the set values, location trimmed and + removed', () => {
    expect(searchHref(EMPTY_SEARCH)).toBe('/properties');
    expect(searchHref({ location: '  Albany, NY ', minPrice: '0', maxPrice: '', beds: '2+', baths: 'Any' })).toBe(
      '/properties?city=Albany%2C+NY&min_price=0&bedrooms=2',
    );
    expect(searchHref({ location: '   ', minPrice: '', maxPrice: '2500', beds: 'Any', baths: '3+' })).toBe(
      '/properties?max_price=2500&bathrooms=3',
    );
  });

  it('filters the location suggestions as the visitor types', () => {
    expect(filterSuggestions('')).toHaveLength(6);
    expect(filterSuggestions('new')).toEqual(['New York, NY']);
    expect(filterSuggestions(' PH')).toEqual(['Phoenix, AZ', 'Philadelphia, PA']);
    expect(filterSuggestions('zzz')).toEqual([]);
  });
});
