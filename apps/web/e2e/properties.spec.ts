import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, signInContext, type AdminApi } from './support/api';
import { expectAccessible } from './support/axe';
import { baseURL, DESKTOP, launchBrowser, MOBILE, newPage, screenshot } from './support/browser';

interface ApiProperty {
  id: string;
  title: string;
  media: { id: string; url: string }[];
}

const tag = Date.now().toString(36);

async function picture(r: number, g: number, b: number) {
  return sharp({ create: { width: 480, height: 320, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}

/** Creates a property through the admin API (test data never depends on the demo seed). */
async function createProperty(api: AdminApi, fields: Record<string, string | number>, images: Buffer[] = []): Promise<ApiProperty> {
  const form = new FormData();
  const defaults = {
    description: 'A bright home for the browser journeys.',
    property_type: 'apartment',
    status: 'available',
    area_sqft: 900,
    bedrooms: 2,
    bathrooms: 1,
    price: 1500,
    address: '1 Journey Street',
    city: 'Albany',
    state: 'NY',
    pincode: '12207',
  };
  for (const [k, v] of Object.entries({ ...defaults, ...fields })) form.append(k, String(v));
  images.forEach((bytes, i) => form.append('media_files', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `p${i}.png`));
  const res = await api.request<{ data: ApiProperty }>('POST', '/api/admin/properties/add', form);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

async function heading(page: Page, name: string | RegExp) {
  await page.getByRole('heading', { name }).first().waitFor();
}

describe('properties: home, list, detail and visit booking', () => {
  let browser: Browser;
  let api: AdminApi;
  beforeAll(async () => {
    browser = await launchBrowser();
    api = await adminApi();
  });
  afterAll(() => browser?.close());

  it('searches from the home form and lands on the filtered list', async () => {
    const city = `Searchville${tag}`;
    await createProperty(api, { title: `Two Bed ${tag}`, city, bedrooms: 2, price: 1200 });
    await createProperty(api, { title: `Three Bed ${tag}`, city, bedrooms: 3, price: 2400 });
    await createProperty(api, { title: `One Bed ${tag}`, city, bedrooms: 1, price: 900 });

    for (const viewport of [MOBILE, DESKTOP]) {
      const { page, context } = await newPage(browser, viewport);
      await page.goto('/');
      await heading(page, /Welcome to/);
      // The sections below the fold load as they near the viewport, or once the page settles.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.getByRole('heading', { name: 'Our Services' }).waitFor();
      await page.getByRole('heading', { name: 'Featured Properties' }).waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectAccessible(page, `home ${viewport.width}`);
      await screenshot(page, 'home');
      await context.close();
    }

    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/');
    const location = page.getByRole('combobox', { name: 'Location' });
    // The suggestions follow what is typed and are operable by keyboard.
    await location.fill('phi');
    const listbox = page.getByRole('listbox', { name: 'Suggested locations' });
    await expect.poll(() => listbox.getByRole('option').allTextContents()).toEqual(['Philadelphia, PA']);
    await location.press('ArrowDown');
    await location.press('Enter');
    expect(await location.inputValue()).toBe('Philadelphia, PA');
    expect(await listbox.isVisible()).toBe(false);

    await location.fill(`  ${city} `);
    await page.getByLabel('Min Price').selectOption('1000');
    await page.getByLabel('Max Price').selectOption('750');
    // A max below the chosen min clears the min.
    expect(await page.getByLabel('Min Price').inputValue()).toBe('');
    await page.getByLabel('Max Price').selectOption('3000');
    await page.getByLabel('Min Price').selectOption('1000');
    await page.getByLabel('Beds').selectOption('2+');
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    // The filters are read, then the address becomes plain /properties.
    await page.waitForURL((u) => u.pathname === '/properties' && u.search === '');
    await heading(page, '2 Properties Found');
    const titles = await page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();
    expect(titles.sort()).toEqual([`Three Bed ${tag}`, `Two Bed ${tag}`]);
    expect(await page.getByLabel('City').inputValue()).toBe(city);
    await expectAccessible(page, 'filtered list');
    await context.close();
  });

  it('filters, pages and opens a property', async () => {
    const city = `Pageville${tag}`;
    for (let i = 1; i <= 13; i++)
      await createProperty(api, {
        title: `Pager ${String(i).padStart(2, '0')} ${tag}`,
        city,
        bedrooms: 2,
        amenities: 'Parking, Laundry, Balcony, Gym, Pool',
      });
    await createProperty(api, { title: `Pager Studio ${tag}`, city, bedrooms: 0, property_type: 'studio' });
    await createProperty(api, { title: `Pager Rented ${tag}`, city, bedrooms: 2, status: 'rented' });

    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto(`/properties?city=${city}`);
    await page.waitForURL((u) => u.search === '');
    // Available only by default: the rented one is not counted.
    await heading(page, '14 Properties Found');
    await page.getByText('Page 1 of 2').first().waitFor();
    expect(await page.getByRole('article').count()).toBe(12);
    // The first 3 amenity tags, then +N more.
    const card = page.getByRole('article').filter({ hasText: `Pager 13 ${tag}` });
    expect(await card.getByRole('listitem').allTextContents()).toEqual(['Parking', 'Laundry', 'Balcony', '+2 more']);
    await expectAccessible(page, 'list');
    await screenshot(page, 'properties-list');

    await page.getByLabel('Bedrooms').selectOption('2');
    await heading(page, '13 Properties Found');
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2 of 2').first().waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(1);

    await page.getByLabel('Status').selectOption('all');
    await heading(page, '14 Properties Found');
    await page.getByLabel('Status').selectOption('available');
    await page.getByLabel('Property type').selectOption('studio');
    await page.getByLabel('Bedrooms').selectOption('any');
    await heading(page, '1 Properties Found');
    await page.getByRole('link', { name: `Pager Studio ${tag}` }).click();
    await page.waitForURL(/\/properties\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: `Pager Studio ${tag}` }).waitFor();
    await expectAccessible(page, 'detail');
    await context.close();

    const mobile = await newPage(browser, MOBILE);
    await mobile.page.goto(`/properties?city=${city}`);
    await heading(mobile.page, '14 Properties Found');
    await mobile.page.getByRole('button', { name: 'Show filters' }).click();
    await mobile.page.getByLabel('Property type').waitFor();
    await expectAccessible(mobile.page, 'list mobile');
    await screenshot(mobile.page, 'properties-list');
    await mobile.context.close();
  });

  it('shows Property Not Found for an unknown id', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/properties/00000000-0000-4000-8000-000000000000');
    await heading(page, 'Property Not Found');
    await page.getByText("The property you're looking for doesn't exist.").waitFor();
    await expectAccessible(page, 'not found');
    await page.getByRole('link', { name: 'Back to Properties' }).click();
    await page.waitForURL('**/properties');
    await context.close();
  });

  it('moves through the gallery by mouse and keyboard, wrapping at both ends', async () => {
    const p = await createProperty(
      api,
      {
        title: `Gallery Home ${tag}`,
        utilities: '["Heat", "Water"]',
        amenities: 'Parking, Garden',
        deposit: 1500,
        lease_term: 12,
        pet_policy: 'cats-allowed',
      },
      [await picture(200, 40, 40), await picture(40, 200, 40), await picture(40, 40, 200)],
    );
    for (const viewport of [MOBILE, DESKTOP]) {
      const { page, context } = await newPage(browser, viewport);
      await page.goto(`/properties/${p.id}`);
      await heading(page, `Gallery Home ${tag}`);
      await expectAccessible(page, `detail ${viewport.width}`);
      await screenshot(page, 'property-detail');
      await context.close();
    }

    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto(`/properties/${p.id}`);
    const gallery = page.getByRole('region', { name: `Photos of Gallery Home ${tag}` });
    const shown = () => gallery.getByRole('img').getAttribute('alt');
    await expect.poll(shown).toBe(`Gallery Home ${tag}, photo 1 of 3`);
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect.poll(shown).toBe(`Gallery Home ${tag}, photo 2 of 3`);
    await gallery.getByRole('button', { name: 'Show photo 3' }).click();
    await expect.poll(shown).toBe(`Gallery Home ${tag}, photo 3 of 3`);
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect.poll(shown).toBe(`Gallery Home ${tag}, photo 1 of 3`);
    await gallery.getByRole('button', { name: 'Previous photo' }).click();
    await expect.poll(shown).toBe(`Gallery Home ${tag}, photo 3 of 3`);
    await gallery.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(shown).toBe(`Gallery Home ${tag}, photo 1 of 3`);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(shown).toBe(`Gallery Home ${tag}, photo 3 of 3`);
    // The stored WebP widths are offered to the browser.
    expect(await gallery.getByRole('img').getAttribute('srcset')).toMatch(/400\.webp 400w, .*800\.webp 480w/);

    // Facts, cleaned lists and details.
    await page.getByRole('heading', { name: 'Utilities Included' }).waitFor();
    expect(await page.getByText('Lease Terms').isVisible()).toBe(true);
    expect(await page.getByText('Available Now').isVisible()).toBe(true);
    await context.close();
  });

  it('offers the booking options of the visit dialog, with its empty and failure states', async () => {
    // Start from no options (only this journey creates them).
    const existing = await api.request<{ data: { id: string }[] }>('GET', '/api/admin/booking-types');
    for (const o of existing.body.data) await api.request('DELETE', `/api/admin/booking-types/${o.id}`);
    const home = await createProperty(api, { title: `Visit Home ${tag}` });
    const rented = await createProperty(api, { title: `Taken Home ${tag}`, status: 'rented' });

    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto(`/properties/${rented.id}`);
    await heading(page, `Taken Home ${tag}`);
    expect(await page.getByText('Not Available').first().isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Schedule Visit' }).count()).toBe(0);

    await page.goto(`/properties/${home.id}`);
    await page.getByRole('button', { name: 'Schedule Visit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule a Visit' });
    await dialog.getByText('No booking options available').waitFor();
    await expectAccessible(page, 'visit dialog empty');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Failure, then Try Again once the service answers.
    await page.route('**/api/tidycal/booking-types*', (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: '{"success":false,"detail":"Upstream down"}' }),
    );
    await page.reload();
    await page.getByRole('button', { name: 'Schedule Visit' }).click();
    await dialog.getByText('Failed to load booking options').waitFor();
    await dialog.getByText('Unable to load booking options').waitFor();
    await expectAccessible(page, 'visit dialog failure');
    await page.unroute('**/api/tidycal/booking-types*');
    const bookingUrl = `${baseURL()}/contact?visit=e2e-${tag}`;
    await api.request('POST', '/api/admin/booking-types', {
      title: 'Self-guided tour',
      description: 'Lockbox code by text.',
      booking_page_url: bookingUrl,
      duration_minutes: 30,
    });
    const hidden = await api.request<{ data: { id: string } }>('POST', '/api/admin/booking-types', {
      title: 'Hidden tour',
      booking_page_url: bookingUrl,
      duration_minutes: 90,
      price: 25,
    });
    await api.request('PUT', `/api/admin/booking-types/${hidden.body.data.id}`, { disabled: true });
    await api.request('POST', '/api/admin/booking-types', {
      title: 'Agent tour',
      booking_page_url: bookingUrl,
      duration_minutes: 90,
      price: 25,
    });
    await dialog.getByRole('button', { name: 'Try Again' }).click();
    await dialog.getByText('Self-guided tour').waitFor();
    expect(await dialog.getByText('Hidden tour').count()).toBe(0);
    expect(await dialog.getByText('30 minutes', { exact: true }).isVisible()).toBe(true);
    expect(await dialog.getByText('Free').isVisible()).toBe(true);
    expect(await dialog.getByText('1 hour 30 minutes').isVisible()).toBe(true);
    expect(await dialog.getByText('$25.00').isVisible()).toBe(true);
    await expectAccessible(page, 'visit dialog options');
    await screenshot(page, 'visit-dialog');

    // Choosing one opens its booking page in a new tab and closes the dialog.
    const [popup] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('button', { name: /Self-guided tour/ }).click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(bookingUrl);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect.poll(() => dialog.count()).toBe(0);
    await context.close();
  });
});

describe('admin properties and dashboard', () => {
  let browser: Browser;
  let api: AdminApi;
  beforeAll(async () => {
    browser = await launchBrowser();
    api = await adminApi();
  });
  afterAll(() => browser?.close());

  it('adds a property with two images, edits it (reorder, remove, add), sees it public, deletes it', async () => {
    const title = `Admin Loft ${tag}`;
    const { page, context } = await newPage(browser, DESKTOP);
    await signInContext(context, api);
    await page.goto('/admin/properties');
    await heading(page, 'Properties management');
    await expectAccessible(page, 'admin properties');
    await screenshot(page, 'admin-properties');

    await page.getByRole('button', { name: 'Add Property' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Property' });
    await dialog.waitFor();
    // The form's rules run before anything is sent.
    await dialog.getByRole('button', { name: 'Add Property' }).click();
    await dialog.getByText('Title is required').waitFor();
    await dialog.getByText('Pincode is required').waitFor();
    await expectAccessible(page, 'add dialog with errors');

    await dialog.getByLabel('Title').fill(title);
    expect(await dialog.getByText('Title is required').count()).toBe(0);
    await dialog.getByLabel('Description').fill('Corner loft with tall windows.');
    await dialog.getByLabel('Property type').selectOption('condo');
    await dialog.getByLabel('Area (sq ft)').fill('1100');
    await dialog.getByLabel('Bedrooms').fill('2');
    await dialog.getByLabel('Bathrooms').fill('1.25');
    await dialog.getByLabel('Price per month ($)').fill('1875.50');
    await dialog.getByLabel('Address').fill('77 Lark Street');
    await dialog.getByLabel('City').fill('Albany');
    await dialog.getByLabel('State').fill('NY');
    await dialog.getByLabel('Pincode').fill('12210');
    await dialog.getByLabel('Amenities').fill('Parking, Rooftop, , Gym');
    await dialog.getByLabel(/Add images/).setInputFiles([
      { name: 'red.png', mimeType: 'image/png', buffer: await picture(220, 30, 30) },
      { name: 'green.png', mimeType: 'image/png', buffer: await picture(30, 220, 30) },
    ]);
    await dialog.getByRole('img', { name: 'Cover, red.png' }).waitFor();
    await dialog.getByRole('button', { name: 'Add Property' }).click();
    await dialog.getByText('Bathrooms must be a multiple of 0.5').waitFor();
    await dialog.getByLabel('Bathrooms').fill('1.5');

    // A failed save keeps the modal open with the server's message.
    await page.route('**/api/admin/properties/add', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"success":false,"detail":"Storage is busy, try again","message":"Storage is busy, try again"}',
      }),
    );
    await dialog.getByRole('button', { name: 'Add Property' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Storage is busy, try again' }).waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await page.unroute('**/api/admin/properties/add');

    await dialog.getByRole('button', { name: 'Add Property' }).click();
    await page.getByText('Property added successfully!').first().waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    expect(await row.getByText('$1,875.50/month').isVisible()).toBe(true);

    const list = await api.request<{ data: { properties: ApiProperty[] } }>('GET', `/api/properties?keyword=${encodeURIComponent(title)}`);
    const created = list.body.data.properties[0];
    expect(created.media).toHaveLength(2);
    const [red, green] = created.media;

    // Edit: green becomes the cover, red is removed, a blue one is added.
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Property' });
    await edit.waitFor();
    expect(await edit.getByLabel('Title').inputValue()).toBe(title);
    await edit.getByRole('button', { name: 'Make image 2 the cover' }).click();
    await edit.getByRole('button', { name: 'Remove image 2' }).click();
    await edit.getByLabel(/Add images/).setInputFiles([{ name: 'blue.png', mimeType: 'image/png', buffer: await picture(30, 30, 220) }]);
    await edit.getByRole('button', { name: 'Move blue.png earlier' }).waitFor();
    await edit.getByLabel('Price per month ($)').fill('1900');
    await expectAccessible(page, 'edit dialog');
    await screenshot(page, 'admin-property-edit');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Property updated successfully!').first().waitFor();
    await expect.poll(() => edit.count()).toBe(0);
    await page.getByRole('row').filter({ hasText: title }).getByText('$1,900/month').waitFor();

    const after = (await api.request<{ data: ApiProperty }>('GET', `/api/properties/${created.id}`)).body.data;
    expect(after.media).toHaveLength(2);
    expect(after.media[0].id).toBe(green.id);
    expect(after.media.map((m) => m.id)).not.toContain(red.id);

    // A visitor sees it.
    const visitor = await newPage(browser, DESKTOP);
    await visitor.page.goto(`/properties/${created.id}`);
    await heading(visitor.page, title);
    await visitor.page.getByRole('complementary', { name: 'Rent and actions' }).getByText('$1,900').waitFor();
    await expect
      .poll(() =>
        visitor.page
          .getByRole('region', { name: `Photos of ${title}` })
          .getByRole('img')
          .getAttribute('alt'),
      )
      .toBe(`${title}, photo 1 of 2`);
    expect(await visitor.page.getByText('+1 more').count()).toBe(0);
    await visitor.context.close();

    // Delete, with the spec's confirmation.
    await page
      .getByRole('row')
      .filter({ hasText: title })
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete Property' });
    await confirm.getByText('This action cannot be undone.').waitFor();
    await expectAccessible(page, 'delete confirmation');
    await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
    await page.getByText('Property deleted successfully!').first().waitFor();
    await expect.poll(() => page.getByRole('row').filter({ hasText: title }).count()).toBe(0);
    expect((await api.request('GET', `/api/properties/${created.id}`)).status).toBe(404);

    // Client-side search and the On Hold filter.
    await createProperty(api, { title: `Held Cabin ${tag}`, status: 'hold', city: `Holdtown${tag}` });
    await page.reload();
    await page.getByLabel('Search by title, city or state').fill(`holdtown${tag}`);
    await page
      .getByRole('row')
      .filter({ hasText: `Held Cabin ${tag}` })
      .waitFor();
    await page.getByLabel('Filter by status').selectOption('hold');
    expect(
      await page
        .getByRole('row')
        .filter({ hasText: `Held Cabin ${tag}` })
        .getByText('On Hold')
        .isVisible(),
    ).toBe(true);
    await page.getByLabel('Filter by status').selectOption('rented');
    await expect
      .poll(() =>
        page
          .getByRole('row')
          .filter({ hasText: `Held Cabin ${tag}` })
          .count(),
      )
      .toBe(0);
    await context.close();

    const mobile = await newPage(browser, MOBILE);
    await signInContext(mobile.context, api);
    await mobile.page.goto('/admin/properties');
    await heading(mobile.page, 'Properties management');
    await expectAccessible(mobile.page, 'admin properties mobile');
    await screenshot(mobile.page, 'admin-properties');
    await mobile.context.close();
  });

  it('shows dashboard numbers that match the data', async () => {
    await createProperty(api, { title: `Dash Rented ${tag}`, status: 'rented' });
    await createProperty(api, { title: `Dash Repair ${tag}`, status: 'maintenance' });
    const latest = await createProperty(api, { title: `Dash Newest ${tag}` }, [await picture(90, 90, 200)]);
    const stats = (
      await api.request<{
        data: { total_properties: number; available_properties: number; rented_properties: number; maintenance_properties: number };
      }>('GET', '/api/admin/properties/stats')
    ).body.data;
    const recent = (await api.request<{ data: { title: string }[] }>('GET', '/api/admin/properties/recent?limit=5')).body.data;
    expect(recent[0].title).toBe(latest.title);

    for (const viewport of [MOBILE, DESKTOP]) {
      const { page, context } = await newPage(browser, viewport);
      await signInContext(context, api);
      await page.goto('/admin/dashboard');
      const card = (label: string) => page.locator(`xpath=//p[normalize-space()='${label}']/following-sibling::p[1]`);
      await expect.poll(() => card('Total Properties').textContent()).toBe(String(stats.total_properties));
      expect(await card('Available').textContent()).toBe(String(stats.available_properties));
      expect(await card('Rented').textContent()).toBe(String(stats.rented_properties));
      expect(await card('Maintenance').textContent()).toBe(String(stats.maintenance_properties));
      const rate = Math.round((stats.rented_properties / stats.total_properties) * 100);
      const occupancy = page.getByRole('region', { name: 'Occupancy Rate' });
      await occupancy.getByText(`${rate}%`).waitFor();
      const recentPanel = page.getByRole('region', { name: 'Recent Properties' });
      await recentPanel.getByText(latest.title).waitFor();
      expect(await recentPanel.getByRole('listitem').count()).toBe(Math.min(5, recent.length));
      for (const r of recent) expect(await recentPanel.getByText(r.title, { exact: true }).isVisible()).toBe(true);
      await expectAccessible(page, `dashboard ${viewport.width}`);
      await screenshot(page, 'admin-dashboard');
      await context.close();
    }
  });

  it('manages the visit booking options in Settings', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await signInContext(context, api);
    await page.goto('/admin/settings');
    const card = page.getByRole('region', { name: 'Visit booking options' });
    await card.waitFor();
    await card.getByRole('button', { name: 'Add option' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add booking option' });
    await dialog.getByRole('button', { name: 'Add Option' }).click();
    await dialog.getByText('Title is required').waitFor();
    await dialog.getByLabel('Title').fill(`Evening tour ${tag}`);
    await dialog.getByLabel('Booking page URL').fill('not a url');
    await dialog.getByRole('button', { name: 'Add Option' }).click();
    await dialog.getByText('Booking page URL must be a valid http(s) URL').waitFor();
    await dialog.getByLabel('Booking page URL').fill(`${baseURL()}/contact?visit=evening`);
    await dialog.getByLabel('Duration (minutes)').fill('45');
    await expectAccessible(page, 'booking option dialog');
    await dialog.getByRole('button', { name: 'Add Option' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const item = card.getByRole('listitem').filter({ hasText: `Evening tour ${tag}` });
    await item.getByText('45 minutes · Free').waitFor();

    await item.getByRole('button', { name: `Edit Evening tour ${tag}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit booking option' });
    await edit.getByLabel('Title').fill(`Late tour ${tag}`);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    const renamed = card.getByRole('listitem').filter({ hasText: `Late tour ${tag}` });
    await renamed.waitFor();

    // By keyboard (a toast may sit over the buttons at the bottom right).
    await renamed.getByRole('button', { name: `Disable Late tour ${tag}` }).focus();
    await page.keyboard.press('Enter');
    await renamed.getByText('Disabled').waitFor();
    const pub = await api.request<{ data: { title: string }[] }>('GET', '/api/tidycal/booking-types?page=1&per_page=30');
    expect(pub.body.data.map((b) => b.title)).not.toContain(`Late tour ${tag}`);
    await renamed.getByRole('button', { name: `Enable Late tour ${tag}` }).focus();
    await page.keyboard.press('Enter');
    await renamed.getByText('Enabled').waitFor();
    // Checked once the toasts are gone (axe misreads their contrast while they fade).
    await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 15_000 }).toBe(0);
    await expectAccessible(page, 'settings');
    await screenshot(page, 'admin-settings');
    await context.close();
  });
});
