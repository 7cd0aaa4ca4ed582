import { describe, expect, it } from 'vitest';
import type { Property } from '@rentfront/shared/properties-core';
import { additionalDetails, cleanList, firstImage, formatArea, pageOfText, resultCountText, tagPreview } from './propertyText';

describe('property text helpers', () => {
  it('cleans lists that arrive as arrays, JSON text or messy strings', () => {
    expect(cleanList(['Heat', ' Water '])).toEqual(['Heat', 'Water']);
    expect(cleanList('["Heat","Water"]')).toEqual(['Heat', 'Water']);
    expect(cleanList("['Heat', 'Water'")).toEqual(['Heat', 'Water']);
    expect(cleanList(['["Parking"', '"Pool"]'])).toEqual(['Parking', 'Pool']);
    expect(cleanList('')).toEqual([]);
    expect(cleanList(null)).toEqual([]);
  });

  it('formats square feet or says N/A', () => {
    expect(formatArea(1020.4)).toBe('1,020');
    expect(formatArea(0)).toBe('N/A');
    expect(formatArea(null)).toBe('N/A');
  });

  it('shows three tags then +N more', () => {
    expect(tagPreview(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(tagPreview(['a'])).toEqual({ shown: ['a'], more: 0 });
  });

  it('lists additional details with N/A, pets and lease only when present', () => {
    const p = {
      property_type: 'condo',
      furnishing: null,
      floors: 2,
      deposit: 0,
      application_fee: null,
      available_from: '2025-09-01',
      pet_policy: null,
      lease_term: 12,
    } as unknown as Property;
    expect(additionalDetails(p)).toEqual([
      ['Property Type', 'Condo'],
      ['Furnishing', 'N/A'],
      ['Floors', '2'],
      ['Deposit', '$0'],
      ['Application Fee', 'N/A'],
      ['Available From', '9/1/2025'],
      ['Lease Terms', '12 months'],
    ]);
  });

  it('picks the first media, then the first image, else nothing', () => {
    expect(firstImage({ media: [{ url: '/a' }], images: ['/b'] } as never)).toBe('/a');
    expect(firstImage({ media: [], images: ['/b'] } as never)).toBe('/b');
    expect(firstImage({ media: [], images: [] } as never)).toBeNull();
  });

  it('says an exact total as the spec does, and a capped one as a lower bound', () => {
    const base = { current_page: 3, per_page: 12, has_next: true, has_prev: true };
    expect(resultCountText({ ...base, total_count: 16, total_pages: 2, total_capped: false })).toBe('16 Properties Found');
    expect(resultCountText({ ...base, total_count: 1000, total_pages: 84, total_capped: true })).toBe('1,000+ Properties Found');
    expect(pageOfText({ ...base, total_count: 16, total_pages: 2, total_capped: false })).toBe('Page 3 of 2');
    expect(pageOfText({ ...base, total_count: 1000, total_pages: 84, total_capped: true })).toBe('Page 3 of 84+');
  });
});
