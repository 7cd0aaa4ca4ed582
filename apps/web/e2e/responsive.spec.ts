import type { Page } from 'playwright-core';
import { ADMIN_SECTIONS } from '@rentfront/shared/routes';
import { describe, expect } from 'vitest';
import { it } from './support/journey';
import { createProperty } from './support/properties';
import { signInContext } from './support/api';
import { MOBILE, newPage } from './support/browser';

/** Elements that stick out past the right edge of the screen (what makes a phone page scroll sideways). */
async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; width: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, width: document.documentElement.clientWidth }));
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
      const { scrollWidth, width } = await horizontalOverflow(page);
      expect(scrollWidth, `${path} is ${scrollWidth}px wide`).toBeLessThanOrEqual(width);
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
      const { scrollWidth, width } = await horizontalOverflow(page);
      expect(scrollWidth, `/admin/${slug} is ${scrollWidth}px wide`).toBeLessThanOrEqual(width);
    }
    await page.goto('/services');
    await page.locator('h1').first().waitFor();
    const { scrollWidth, width } = await horizontalOverflow(page);
    expect(scrollWidth, `/services (signed in) is ${scrollWidth}px wide`).toBeLessThanOrEqual(width);
    await context.close();
  });
});
