import type { Page } from 'playwright-core';
import { ADMIN_SECTIONS } from '@rentfront/shared/routes';
import { describe, expect, inject } from 'vitest';
import { it } from './support/journey';
import { createProperty } from './support/properties';
import { signInContext } from './support/api';
import { MOBILE, newPage } from './support/browser';

/** Elements that stick out past the right edge of the screen (what makes a phone page scroll sideways). */
async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; width: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // The innermost elements past the right edge name the cause in the failure message.
    const culprits = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .filter((el) => ![...el.children].some((child) => child.getBoundingClientRect().right > width + 0.5))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 80)} "${(el.textContent ?? '').slice(0, 60)}"`);
    return { scrollWidth: document.documentElement.scrollWidth, width, culprits };
  });
}

describe('phones: no page scrolls sideways at 375 px', () => {
  let propertyId: string;
  it.beforeAll(async ({ api }) => {
    const created = await createProperty(api, {
      title: `Responsive Check ${Date.now().toString(36)}`,
      description: 'A home for the phone layout check, with a long description that wraps over several lines.',
      area_sqft: 850,
      price: 1450,
      address: '12 Long Street Name Avenue',
      city: 'Saratoga Springs',
      pincode: '12866',
      amenities: 'Parking, Laundry in building, Dishwasher, Balcony with a view',
    });
    propertyId = created.id;
    // A message whose address and text have long unbroken words: lists must cut them, not widen the page.
    const base = inject('baseURL');
    const tag = Date.now().toString(36);
    const sent = await fetch(`${base}/api/public/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({
        full_name: `Maximilian Alexander Featherstonehaugh-Worthington ${tag}`,
        email: `maximilian.featherstonehaugh.worthington.${tag}@very-long-example-domain.com`,
        phone: '518-555-0100',
        message: `Please see https://www.example.com/listings/two-bedroom-apartment-with-balcony-${tag} for the home I mean.`,
      }),
    });
    expect(sent.status).toBe(201);
  });

  it('public pages fit the screen', async ({ browser }) => {
    const { page, context } = await newPage(browser, MOBILE);
    for (const path of [
      '/',
      '/properties',
      `/properties/${propertyId}`,
      '/notice',
      `/apply/${propertyId}`,
      '/screening',
      '/services',
      '/services/maintenance',
      '/about',
      '/contact',
      '/admin-login',
      '/no-such-page',
    ]) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      const { scrollWidth, width, culprits } = await horizontalOverflow(page);
      expect(scrollWidth, `${path} is ${scrollWidth}px wide: ${culprits.join('; ')}`).toBeLessThanOrEqual(width);
    }
    await context.close();
  });

  it('every admin section fits the screen, and so does the public header of a signed-in admin', async ({ browser }) => {
    const { page, context } = await newPage(browser, MOBILE);
    await signInContext(context);
    for (const { slug } of ADMIN_SECTIONS) {
      await page.goto(`/admin/${slug}`);
      await page.locator('#admin-main h1').waitFor();
      await page.waitForLoadState('networkidle');
      const { scrollWidth, width, culprits } = await horizontalOverflow(page);
      expect(scrollWidth, `/admin/${slug} is ${scrollWidth}px wide: ${culprits.join('; ')}`).toBeLessThanOrEqual(width);
    }
    // The long message opened in the details pane fits too.
    await page.goto('/admin/contacts');
    await page.getByRole('button', { name: /Featherstonehaugh/ }).click();
    await page.getByRole('heading', { name: /Featherstonehaugh/ }).waitFor();
    const opened = await horizontalOverflow(page);
    expect(opened.scrollWidth, `an opened message is ${opened.scrollWidth}px wide: ${opened.culprits.join('; ')}`).toBeLessThanOrEqual(
      opened.width,
    );
    await page.goto('/services');
    await page.locator('h1').first().waitFor();
    const { scrollWidth, width } = await horizontalOverflow(page);
    expect(scrollWidth, `/services (signed in) is ${scrollWidth}px wide`).toBeLessThanOrEqual(width);
    await context.close();
  });
});
