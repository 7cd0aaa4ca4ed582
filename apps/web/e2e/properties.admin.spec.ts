import { describe, expect } from 'vitest';
import { it } from './support/journey';
import { signInContext } from './support/api';
import { expectAccessible } from './support/axe';
import { baseURL, DESKTOP, MOBILE, newPage, screenshot } from './support/browser';
import { createProperty, heading, picture, type ApiProperty } from './support/properties';
import { newTag } from './support/tag';

describe('admin properties and dashboard', () => {
  it('adds a property with two images, edits it (reorder, remove, add), sees it public, deletes it', async ({ browser, api }) => {
    const tag = newTag();
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
          .first()
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

    // The search (by city, any case) and the On Hold filter.
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

  it('shows dashboard numbers that match the data', async ({ browser, api }) => {
    const tag = newTag();
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

  it('manages the visit booking options in Settings', async ({ browser, api }) => {
    const tag = newTag();
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
