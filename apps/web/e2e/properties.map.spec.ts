import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/journey';
import { expectAccessible } from './support/axe';
import { signInContext } from './support/api';
import { DESKTOP, MOBILE, newPage, screenshot } from './support/browser';
import { createProperty, heading } from './support/properties';
import { newTag } from './support/tag';

// The map view of /properties (issue 18, item 8). The journeys' server draws its tiles from
// MAP_TILE_URL=https://tiles.e2e.test/... (global-setup): nothing here reaches the internet; each
// page answers that host with one small PNG, so the CSP's img-src for the tile host is exercised.

/** The map arrives after its chunk: polls wait as long as a locator would. */
const POLL = { timeout: 15_000 };
const TILE_HOST = 'https://tiles.e2e.test';
// A 1x1 light grey PNG.
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVQI12P4//8/AAX+Av7czFnnAAAAAElFTkSuQmCC', 'base64');

async function serveTiles(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(`${TILE_HOST}/**`, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', body: TILE });
  });
  return asked;
}

describe('properties: the map view', () => {
  it('toggles to the map, reaches a home from a marker by keyboard, and Back returns to the same area', async ({ browser, api }) => {
    const tag = newTag();
    const city = `Mapton${tag}`;
    await createProperty(api, { title: `Riverside Loft ${tag}`, city, price: 1450, latitude: 42.6526, longitude: -73.7562 });
    await createProperty(api, { title: `Hill Cottage ${tag}`, city, price: 2100, latitude: 42.7284, longitude: -73.6918 });
    await createProperty(api, { title: `Lake House ${tag}`, city, price: 2600, latitude: 43.0831, longitude: -73.7846 });
    await createProperty(api, { title: `Unpinned Flat ${tag}`, city, price: 1200 });

    for (const viewport of [MOBILE, DESKTOP]) {
      const { page, context } = await newPage(browser, viewport);
      const tiles = await serveTiles(page);
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));

      await page.goto(`/properties?city=${city}`);
      await heading(page, '4 Properties Found');
      // The list view fetches no map code.
      await page.waitForLoadState('networkidle');
      expect(scripts.filter((u) => /PropertyMap|leaflet/i.test(u))).toEqual([]);

      await page.getByRole('navigation', { name: 'Results view' }).getByRole('link', { name: 'Map' }).click();
      await page.waitForURL((u) => u.searchParams.get('view') === 'map');
      // Markers for the three homes with a location; the fourth is listed beside the map.
      const map = page.getByRole('region', { name: /Map of homes/ });
      await map.waitFor();
      const markers = map.getByRole('button', { name: new RegExp(`${tag}, \\$[\\d,]+ a month`) });
      await expect.poll(() => markers.count(), POLL).toBe(3);
      await page.getByRole('heading', { name: '1 home without a map location' }).waitFor();
      await page.getByRole('link', { name: `Unpinned Flat ${tag}` }).waitFor();
      expect(scripts.some((u) => /PropertyMap/.test(u))).toBe(true);
      await expect.poll(() => tiles.length, POLL).toBeGreaterThan(0);
      expect(await page.getByRole('link', { name: 'Map' }).getAttribute('aria-current')).toBe('page');
      await expectAccessible(page, `map view ${viewport.width}`);
      await screenshot(page, 'properties-map');
      // A change of window size is not the visitor choosing another area: the address keeps no
      // area. (Leaflet reports a resize's move 200 ms after it; nothing shows its absence sooner.)
      await page.setViewportSize({ width: viewport.width, height: viewport.height + 120 });
      await page.setViewportSize(viewport);
      await page.waitForTimeout(800);
      expect(new URL(page.url()).searchParams.has('north')).toBe(false);

      // Keyboard: focus a marker, Enter opens its card and moves focus to the home's link.
      const marker = map.getByRole('button', { name: `Riverside Loft ${tag}, $1,450 a month` });
      await marker.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''), POLL).toBe(`Riverside Loft ${tag}`);
      await expectAccessible(page, `map card ${viewport.width}`);
      if (viewport === DESKTOP) await screenshot(page, 'properties-map-card');
      // Escape closes the card and gives the focus back to its marker.
      await page.keyboard.press('Escape');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''), POLL)
        .toBe(`Riverside Loft ${tag}, $1,450 a month`);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''), POLL).toBe(`Riverside Loft ${tag}`);
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => /^\/properties\/[0-9a-f-]{36}$/.test(u.pathname));
      await heading(page, `Riverside Loft ${tag}`);

      // Back: the map view again, with the same search.
      await page.goBack();
      await page.waitForURL((u) => u.pathname === '/properties' && u.searchParams.get('view') === 'map');
      await expect.poll(() => map.getByRole('button', { name: new RegExp(tag) }).count(), POLL).toBe(3);
      await context.close();
    }
  }, 240_000);

  it('searches the visible area as the map moves, keeps it through a reload, and ignores a tampered one', async ({ browser, api }) => {
    const tag = newTag();
    const town = `Areaville${tag}`;
    await createProperty(api, { title: `North End ${tag}`, city: town, price: 1300, latitude: 43.3, longitude: -73.6 });
    await createProperty(api, { title: `South End ${tag}`, city: town, price: 1700, latitude: 42.0, longitude: -73.6 });

    const { page, context } = await newPage(browser, DESKTOP);
    await serveTiles(page);
    // A shared link to an area round the northern home: only it is listed.
    await page.goto(`/properties?city=${town}&view=map&north=43.5&south=43.1&east=-73.4&west=-73.8`);
    const map = page.getByRole('region', { name: /Map of homes/ });
    await map.waitFor();
    await heading(page, '1 Properties Found');
    await expect.poll(() => map.getByRole('button', { name: new RegExp(tag) }).count(), POLL).toBe(1);
    // Zoom out with the map's own keys: the address gets the wider area and the list follows it.
    await map.focus();
    // Each step out doubles the area; the list follows once the map rests (a step at a time, so
    // the journey does not depend on how the first view was fitted).
    const both = page.getByRole('heading', { name: '2 Properties Found' });
    for (let i = 0; i < 8 && (await both.count()) === 0; i++) {
      await page.keyboard.press('-');
      await page.waitForTimeout(1200);
    }
    await page.waitForURL((u) => Number(u.searchParams.get('north')) > 43.5);
    await heading(page, '2 Properties Found');
    await expect.poll(() => map.getByRole('button', { name: new RegExp(tag) }).count(), POLL).toBe(2);
    const url = new URL(page.url());
    expect(Number(url.searchParams.get('south'))).toBeLessThan(42);
    expect(await page.getByRole('list', { name: 'Homes on the map' }).getByRole('article').count()).toBe(2);

    // A reload keeps the same area (server-rendered from the address).
    await page.reload();
    await heading(page, '2 Properties Found');
    expect(new URL(page.url()).searchParams.get('north')).toBe(url.searchParams.get('north'));
    // From the reloaded map to a home and Back: the same area again.
    const north = map.getByRole('button', { name: `North End ${tag}, $1,300 a month` });
    await north.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''), POLL).toBe(`North End ${tag}`);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => /^\/properties\/[0-9a-f-]{36}$/.test(u.pathname));
    await heading(page, `North End ${tag}`);
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/properties' && u.searchParams.get('view') === 'map');
    expect(new URL(page.url()).searchParams.get('north')).toBe(url.searchParams.get('north'));
    await heading(page, '2 Properties Found');
    // Tampered values render the page with them ignored or clamped, never an error page.
    for (const query of [
      `city=${town}&view=map&north=999&south=-5&east=abc&west=1`,
      `city=${town}&view=map&north=1&south=2&east=3&west=4`,
      `city=${town}&view=sideways&page=99999999999&min_price=-50&max_price=-1&limit=100000&unknown=1`,
    ]) {
      const res = await page.goto(`/properties?${query}`);
      expect(res?.status(), query).toBe(200);
      await page
        .getByRole('heading', { name: /Properties Found|No vacancies right now/ })
        .first()
        .waitFor();
    }
    await page.goto(`/properties?city=${town}&view=map&north=999&south=-5&east=abc&west=1`);
    await expect.poll(() => map.getByRole('button', { name: new RegExp(tag) }).count(), POLL).toBe(2);
    await expectAccessible(page, 'map view with a tampered area');
    await screenshot(page, 'properties-map-area');
    await context.close();
  }, 240_000);

  it('lets the office pin a home on a small map, by pointer and by keyboard, and saves the pin', async ({ browser, api }) => {
    const tag = newTag();
    const title = `Pinless Place ${tag}`;
    const created = await createProperty(api, { title, city: `Pinton${tag}`, price: 1300 });
    for (const viewport of [DESKTOP, MOBILE]) {
      const { page, context } = await newPage(browser, viewport);
      await signInContext(context);
      await serveTiles(page);
      await page.goto('/admin/properties');
      await page.getByLabel('Search by title, city or state').fill(title);
      await page
        .getByRole('button', { name: `Edit ${title}` })
        .first()
        .click();
      const edit = page.getByRole('dialog', { name: 'Edit Property' });
      await edit.waitFor();
      const latitude = edit.getByLabel('Latitude');
      const longitude = edit.getByLabel('Longitude');
      // No geocoding provider is set in the journeys: no address search, the pin map only.
      expect(await edit.getByRole('button', { name: 'Find on map' }).count()).toBe(0);
      const toggle = edit.getByRole('button', { name: 'Drop a pin on the map' });
      await toggle.click();
      expect(await edit.getByRole('button', { name: 'Hide the map' }).getAttribute('aria-expanded')).toBe('true');
      const pinMap = edit.getByTestId('pin-map');
      await pinMap.waitFor();
      await expect.poll(() => pinMap.locator('.leaflet-tile-loaded, .leaflet-tile').count(), POLL).toBeGreaterThan(0);

      // A click on the map drops the pin there: both boxes fill.
      await pinMap.click({ position: { x: 60, y: 60 } });
      await expect.poll(() => latitude.inputValue(), POLL).toMatch(/^-?\d+(\.\d+)?$/);
      expect(await longitude.inputValue()).toMatch(/^-?\d+(\.\d+)?$/);
      const clicked = [await latitude.inputValue(), await longitude.inputValue()];

      // By keyboard: "Pin the map's center" moves the pin to the map's center (a different place).
      await edit.getByRole('button', { name: "Pin the map's center" }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(async () => [await latitude.inputValue(), await longitude.inputValue()], POLL).not.toEqual(clicked);
      await expectAccessible(page, `admin pin map (${viewport.width})`);
      await screenshot(page, 'admin-pin-map');
      const pinned = [Number(await latitude.inputValue()), Number(await longitude.inputValue())];

      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await expect.poll(() => edit.count(), POLL).toBe(0);
      const saved = await api.request<{ data: { latitude: number | null; longitude: number | null } }>(
        'GET',
        `/api/properties/${created.id}`,
      );
      expect([saved.body.data.latitude, saved.body.data.longitude]).toEqual(pinned);
      await context.close();
    }
  }, 240_000);
});
