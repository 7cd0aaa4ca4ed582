import { describe, expect, it } from 'vitest';
import { buildUrl, toFormData } from './client';

describe('buildUrl', () => {
  it('leaves out empty values, any and all, and trims', () => {
    expect(buildUrl('/api/properties', { city: ' Albany ', bedrooms: '', property_type: 'any', status: 'all', min_price: 0 })).toBe(
      '/api/properties?city=Albany&min_price=0',
    );
    expect(buildUrl('/api/x')).toBe('/api/x');
    expect(buildUrl('/api/x', { a: undefined, b: null })).toBe('/api/x');
  });
});

describe('toFormData', () => {
  it('omits null, undefined and empty strings; sends files as files and objects as JSON', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const form = toFormData({ title: 'T', empty: '', none: null, missing: undefined, count: 0, photo: file, list: ['a', 'b'] });
    expect(form.get('title')).toBe('T');
    expect(form.has('empty')).toBe(false);
    expect(form.has('none')).toBe(false);
    expect(form.has('missing')).toBe(false);
    expect(form.get('count')).toBe('0');
    expect((form.get('photo') as File).name).toBe('a.png');
    expect(form.get('list')).toBe('["a","b"]');
  });
});
