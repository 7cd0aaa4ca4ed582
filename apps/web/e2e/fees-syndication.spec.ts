import { describe, expect } from 'vitest';
import { it } from './support/journey';
import { signInContext } from './support/api';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE, newPage, regionShot } from './support/browser';
import { shots, toastText, waitForHydration } from './support/page';
import { createProperty, heading, picture } from './support/properties';
import { newTag } from './support/tag';

// Issue 35 items 1 and 2: a renter compares homes by what they cost each month in all; the office
// keys in a fee, captions a photo, sends the home to the rental sites, and sets the listing rule.
const TRASH = JSON.stringify([
  { name: 'Trash and water', amount: 150, frequency: 'monthly', required: true, refundable: false, note: null },
]);

describe('fees, the total monthly cost and syndication', () => {
  it('a renter on a phone filters and sorts by the total monthly cost and reads the fee table', async ({ browser, api }) => {
    const tag = newTag();
    const city = `Totalton${tag}`;
    // The cheapest rent is not the cheapest home: its required fee puts it over $1,500.
    await createProperty(api, { title: `Low Rent ${tag}`, city, price: 1400, fees: TRASH, deposit: 1400 });
    await createProperty(api, { title: `No Fees ${tag}`, city, price: 1450 });
    await createProperty(api, { title: `Dearer ${tag}`, city, price: 1700 });

    const { page, context } = await newPage(browser, MOBILE);
    await page.goto(`/properties?city=${city}`);
    await heading(page, '3 Properties Found');
    await waitForHydration(page);
    const card = (title: string) => page.getByRole('article').filter({ hasText: title });
    expect(await card(`Low Rent ${tag}`).getByText('$1,550').first().isVisible()).toBe(true);
    expect(await card(`Low Rent ${tag}`).getByText('Rent $1,400 + $150 required fees').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Show filters' }).click();
    await page.getByLabel('Total monthly cost').selectOption('1500');
    await heading(page, '1 Properties Found');
    expect(await card(`No Fees ${tag}`).isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get('max_total')).toBe('1500');
    await page.getByLabel('Total monthly cost').selectOption('');
    await heading(page, '3 Properties Found');

    await page.getByLabel('Sort by').selectOption('total_asc');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('total_asc');
    await expect
      .poll(async () => (await page.getByRole('article').getByRole('heading').allTextContents()).map((t) => t.replace(` ${tag}`, '')))
      .toEqual(['No Fees', 'Low Rent', 'Dearer']);
    await expectAccessible(page, 'list sorted by total monthly cost');
    await shots(page, 'total-cost-list');

    // The address keeps it: a reload lists the same order.
    await page.reload();
    await heading(page, '3 Properties Found');
    expect((await page.getByRole('article').getByRole('heading').allTextContents())[0]).toContain('No Fees');

    await card(`Low Rent ${tag}`).getByRole('link').first().click();
    await heading(page, `Low Rent ${tag}`);
    const fees = page.getByRole('region', { name: 'Fees and Costs' });
    await fees.waitFor();
    expect(await fees.getByText('Total monthly cost').isVisible()).toBe(true);
    expect(await fees.getByText('$1,550').first().isVisible()).toBe(true);
    // First month ($1,550) and the deposit ($1,400).
    expect(await fees.getByText('$2,950').isVisible()).toBe(true);
    await expectAccessible(page, 'property with a fee table');
    await shots(page, 'total-cost-detail');
    await context.close();
  });

  it('the office adds a fee and a caption by keyboard, syndicates the home, sees it included, and sets the listing rule', async ({
    browser,
    api,
  }) => {
    const tag = newTag();
    const title = `Feed Home ${tag}`;
    // The rule is the office's, shared by every journey: start from its default.
    await api.request('PUT', '/api/admin/settings/listings', { advertise_total_price: true });
    await createProperty(api, { title, price: 1600 }, [await picture(40, 120, 90)]);
    const { page, context } = await newPage(browser, DESKTOP);
    await signInContext(context, api);
    await page.goto(`/admin/properties?search=${encodeURIComponent(title)}`);
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByText('Off', { exact: true }).waitFor();
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Property' });
    await edit.waitFor();

    await edit.getByRole('button', { name: 'Add fee' }).focus();
    await page.keyboard.press('Enter');
    const fee = edit.getByRole('group', { name: 'Fee 1' });
    await fee.getByLabel('Fee name').fill('Trash');
    await fee.getByLabel('Amount ($)').fill('25');
    await edit.getByLabel('Caption of image 1').fill('Front of the house');
    await edit.getByRole('checkbox', { name: 'List on rental sites (Zillow, Trulia, HotPads)' }).focus();
    await page.keyboard.press('Space');
    await expectAccessible(page, 'property form with a fee, a caption and the syndicate switch');
    await regionShot(page, edit.getByRole('group', { name: /^Images/ }), 'property-form-caption');
    await fee.scrollIntoViewIfNeeded();
    await regionShot(page, edit, 'property-form-fee-caption');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toastText(page, 'Property updated successfully!');
    await expect.poll(() => edit.count()).toBe(0);
    await row.getByText('On, not yet included').waitFor();

    // A rental site reads the feed: the home is in it, with its total, photo caption and link back.
    const feed = await page.request.get('/feeds/hotpads.xml');
    expect(feed.status()).toBe(200);
    const xml = await feed.text();
    const listing = xml.split('<Listing ').find((l) => l.includes(`<name>${title}</name>`)) ?? '';
    expect(listing).toContain('<price>1625.00</price>');
    expect(listing).toContain('<label>Front of the house</label>');
    expect(listing).toContain('utm_source=zillow_rental_network');
    await page.reload();
    await row.getByText(/^Last included /).waitFor();
    await expectAccessible(page, 'properties list with the Feeds column');

    // Settings → Listings: the rule "every advertised price is the total", by keyboard.
    await page.goto('/admin/settings');
    const rule = page.getByRole('checkbox', { name: 'Every advertised price is the total monthly cost' });
    await rule.waitFor();
    expect(await rule.isChecked()).toBe(true);
    await rule.focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Save listing settings' }).click();
    await toastText(page, 'Listing settings saved');
    await expectAccessible(page, 'settings with the listing rule');
    await regionShot(page, page.getByRole('region', { name: 'Listings' }), 'settings-listings');
    const off = await page.request.get('/feeds/hotpads.xml');
    expect((await off.text()).split('<Listing ').find((l) => l.includes(`<name>${title}</name>`))).toContain('<price>1600.00</price>');
    await rule.focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Save listing settings' }).click();
    await toastText(page, 'Listing settings saved');

    // A lead that came through the listing link is counted by its source on the dashboard.
    const { page: lead, context: visitor } = await newPage(browser, MOBILE);
    await lead.goto('/properties?utm_source=zillow_rental_network&utm_medium=syndication');
    await lead.goto('/contact');
    await waitForHydration(lead);
    await lead.getByLabel('Name', { exact: true }).fill('Lee Lead');
    await lead.getByLabel('Email', { exact: true }).fill(`lee.${tag}@example.com`);
    await lead.getByLabel('Phone', { exact: true }).fill('5185550142');
    await lead.getByLabel('Message', { exact: true }).fill('Saw this home on Zillow. Is it still free?');
    await lead.getByRole('button', { name: 'Send Message' }).click();
    await toastText(lead, 'Your message has been sent successfully!');
    await visitor.close();
    await page.goto('/admin/dashboard');
    const leads = page.getByRole('region', { name: 'Leads by source' });
    const zillow = leads.getByRole('row').filter({ hasText: 'Zillow Rental Network' });
    await zillow.waitFor();
    expect(Number(await zillow.getByRole('cell').first().textContent())).toBeGreaterThanOrEqual(1);
    await expectAccessible(page, 'dashboard with leads by source');
    await regionShot(page, leads, 'dashboard-lead-sources');
    await context.close();
  });
});
