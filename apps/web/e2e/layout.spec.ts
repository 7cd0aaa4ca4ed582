import { describe, expect } from 'vitest';
import { it } from './support/journey';
import { expectAccessible } from './support/axe';
import { baseURL, DESKTOP, MOBILE, newPage, screenshot } from './support/browser';
import { waitForHydration } from './support/page';

describe('public layout, services and the 404 page', () => {
  it('answers an unknown path with status 404 and the 404 page, whose buttons work', async ({ browser }) => {
    const { page, context } = await newPage(browser);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, '404');
    await page.getByRole('link', { name: 'Search Properties' }).click();
    await page.waitForURL('**/properties');
    await page.goBack();
    await page.getByRole('link', { name: 'Contact Support' }).click();
    await page.waitForURL('**/contact');
    await page.goBack();
    await page.getByRole('main').getByRole('link', { name: 'Go to Home' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await context.close();
  });

  it('opens header menu groups on hover and by keyboard on desktop', async ({ browser }) => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/services');
    await expect.poll(() => page.getByRole('heading', { name: 'Our Services' }).isVisible()).toBe(true);
    // Hover and arrow keys are the app's: on the static page (before hydration) they do nothing.
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const properties = nav.getByRole('button', { name: 'Properties' });
    expect(await properties.getAttribute('aria-expanded')).toBe('false');
    await properties.hover();
    expect(await properties.getAttribute('aria-expanded')).toBe('true');
    expect(await nav.getByRole('link', { name: 'All Properties' }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Notice' }).isVisible()).toBe(true);
    await page.mouse.move(5, 600);
    expect(await properties.getAttribute('aria-expanded')).toBe('false');

    // Keyboard, as a disclosure: focus alone does not open a group; Enter and Space toggle it,
    // aria-expanded follows; Escape closes it and gives focus back to its button.
    const services = nav.getByRole('button', { name: 'Services' });
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent);
    await services.focus();
    expect(await services.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    expect(await services.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Enter');
    expect(await services.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Space');
    expect(await services.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await focusedText()).toBe('Maintenance Service');
    await page.keyboard.press('Escape');
    expect(await services.getAttribute('aria-expanded')).toBe('false');
    expect(await focusedText()).toBe('Services');
    // Tab past a closed group goes on to the next item; a group left by Tab closes.
    await page.keyboard.press('Tab');
    expect(await focusedText()).toBe('About');
    // ArrowDown opens a group on its first link; the arrows move between its links, wrapping.
    await properties.focus();
    await page.keyboard.press('ArrowDown');
    expect(await properties.getAttribute('aria-expanded')).toBe('true');
    expect(await focusedText()).toBe('All Properties');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText()).toBe('Notice');
    await page.keyboard.press('ArrowDown');
    expect(await focusedText()).toBe('All Properties');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await properties.getAttribute('aria-expanded')).toBe('false');
    await services.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/services/maintenance');
    await expectAccessible(page);
    await screenshot(page, 'services-maintenance');
    await context.close();
  });

  it('uses a hamburger menu with click-to-open groups on small screens', async ({ browser }) => {
    const { page, context } = await newPage(browser, MOBILE);
    await page.goto('/services');
    await expect.poll(() => page.getByRole('heading', { name: 'Our Services' }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await mobile.getByRole('button', { name: 'Apply Now' }).click();
    await mobile.getByRole('link', { name: 'Pre-Screening Form' }).click();
    await page.waitForURL('**/screening');
    expect(await mobile.isVisible()).toBe(false);
    await context.close();
  });

  it('shows the six services, the footer links and the resident portal in a new tab', async ({ browser }) => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const { page, context } = await newPage(browser, viewport);
      await page.goto('/services');
      await page.getByRole('heading', { name: 'Our Services' }).waitFor();
      for (const title of [
        'Property Management',
        'Maintenance & Repairs',
        'Leasing & Marketing',
        'Legal & Compliance',
        'Rent Collection',
        'Scheduling & Inspections',
      ]) {
        expect(await page.getByRole('heading', { name: title }).isVisible()).toBe(true);
      }
      const footer = page.getByRole('contentinfo');
      expect(await footer.getByRole('link', { name: 'Admin Login' }).getAttribute('href')).toBe('/admin-login');
      expect(await footer.getByText(`© ${new Date().getFullYear()}`).isVisible()).toBe(true);
      // The built-in resident portal by default (issue 32 item 7, ADR 0035), in the same tab.
      const payRent = page.getByRole('link', { name: 'Pay Rent' });
      expect(await payRent.getAttribute('href')).toBe('/resident');
      expect(await payRent.getAttribute('target')).toBeNull();
      await expectAccessible(page);
      await screenshot(page, 'services');
      await context.close();
    }
  });

  it('serves the site under a strict Content-Security-Policy', async () => {
    const res = await fetch(`${baseURL()}/`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
