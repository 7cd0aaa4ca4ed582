// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPropertyId, pagePath, PUBLIC_PAGES, selectPages } from './pages.mjs';

describe('selectPages', () => {
  it('is every public page without an option', () => {
    expect(selectPages(undefined)).toBe(PUBLIC_PAGES);
  });

  it('keeps the named pages in their usual order', () => {
    expect(selectPages(' /properties/:id, /').map((p) => p.page)).toEqual(['/', '/properties/:id']);
  });

  it('refuses a page it does not know', () => {
    expect(() => selectPages('/,/nope')).toThrow(/unknown page \/nope/);
  });
});

describe('pagePath', () => {
  it('puts the property id in place of :id', () => {
    expect(pagePath('/apply/:id', '49f6-1f2c')).toBe('/apply/49f6-1f2c');
    expect(pagePath('/about', 'x')).toBe('/about');
  });
});

describe('firstPropertyId', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the first id of the public list', async () => {
    const fetch = vi.fn(async () => Response.json({ success: true, data: { properties: [{ id: 'p-1' }, { id: 'p-2' }] } }));
    vi.stubGlobal('fetch', fetch);
    await expect(firstPropertyId('http://127.0.0.1:1')).resolves.toBe('p-1');
    expect(fetch).toHaveBeenCalledWith('http://127.0.0.1:1/api/properties');
  });

  it('says so when the list is empty or the request fails', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ success: true, data: { properties: [] } }));
    await expect(firstPropertyId('http://h')).rejects.toThrow(/no property/);
    vi.stubGlobal('fetch', async () => new Response('', { status: 503 }));
    await expect(firstPropertyId('http://h')).rejects.toThrow(/503/);
  });
});
