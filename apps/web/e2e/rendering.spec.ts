import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from './support/axe';
import { baseURL, DESKTOP, MOBILE, newPage } from './support/browser';
import { it } from './support/journey';
import { shots, waitForHydration } from './support/page';
import { createProperty } from './support/properties';

/** Public pages and a heading each shows when rendered on the server. */
function publicPages(id: string): [string, RegExp][] {
  return [
    ['/', /Welcome to/],
    ['/properties', /Find Your Next Home/],
    [`/properties/${id}`, /\S/],
    ['/about', /About/],
    ['/notice', /^Notices$/],
    ['/contact', /^Contact Us$/],
    ['/services', /Services/],
    ['/services/maintenance', /Maintenance/],
    ['/screening', /^Pre-Screening Questionnaire$/],
    [`/apply/${id}`, /^Rental Application$/],
  ];
}

/** Console errors and warnings of a page (hydration mismatches are reported there). */
function recordConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
  });
  return messages;
}

describe('server-rendered public pages', () => {
  // A home of this file's own (the journeys never depend on demo data or on other files' records).
  let propertyId: string;
  it.beforeAll(async ({ api }) => {
    propertyId = (await createProperty(api, { title: `Rendered Home ${Date.now().toString(36)}`, city: 'Albany' })).id;
  });

  it('shows every public page with its content and working links when JavaScript is off', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false, viewport: MOBILE });
    const page = await context.newPage();
    for (const [path, heading] of publicPages(propertyId)) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await expect.poll(() => page.locator('main h1').first().textContent(), { message: path }).toMatch(heading);
      expect(await page.title(), path).not.toBe('');
    }
    // A link navigates without JavaScript: the home page's Get Started leads to the list, server-rendered.
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL('**/properties');
    await expect.poll(() => page.getByRole('heading', { name: /Properties Found$/ }).count()).toBe(1);
    // The search form is a real form: a filtered list arrives from the server.
    await page.goto('/properties?bedrooms=2');
    expect(await page.locator('#results li').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('hydrates every public page without a console error and without asking the API again', async ({ browser }) => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const { context, page } = await newPage(browser, viewport);
      const messages = recordConsole(page);
      const apiCalls: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
      });
      for (const [path] of publicPages(propertyId)) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await expectAccessible(page, path);
      }
      expect(messages).toEqual([]);
      expect(apiCalls).toEqual([]);
      await context.close();
    }
  });

  it("draws the page before it asks for the app's code, then loads every named module at once and hydrates", async ({ browser }) => {
    const { context, page } = await newPage(browser, MOBILE);
    // When the first frame's rendering steps ran (an init script runs before the page's own).
    await page.addInitScript(() =>
      requestAnimationFrame(() => ((window as unknown as { firstFrameAt: number }).firstFrameAt = performance.now())),
    );
    const messages = recordConsole(page);
    await page.goto('/properties');
    await waitForHydration(page);
    const timing = await page.evaluate(() => {
      const listed = JSON.parse(document.getElementById('rf-page-scripts')?.textContent ?? 'null') as { entry: string; preload: string[] };
      const started = (path: string) => performance.getEntriesByName(new URL(path, location.href).href)[0]?.startTime ?? null;
      const preloaded = new Set(
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname),
      );
      return {
        firstFrameAt: (window as unknown as { firstFrameAt: number }).firstFrameAt,
        entryStartedAt: started(listed.entry),
        notPreloaded: listed.preload.filter((path) => !preloaded.has(path)),
      };
    });
    expect(timing.entryStartedAt).not.toBeNull();
    expect(timing.entryStartedAt!).toBeGreaterThan(timing.firstFrameAt);
    expect(timing.notPreloaded).toEqual([]);
    expect(messages).toEqual([]);
    await context.close();
  });

  it('keeps what a visitor typed, tapped and submitted before the page hydrated', async ({ browser }) => {
    const { context, page } = await newPage(browser, MOBILE);
    const messages = recordConsole(page);
    // The app's entry is held back until the visitor has acted, as on a slow phone: the page
    // stays static meanwhile.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/notice', { waitUntil: 'commit' });
    // The starter has run once it has added the app's preloads (it notes taps from then on).
    await page.waitForFunction(() => !!document.querySelector('link[rel="modulepreload"]'));
    const hydrated = () => page.evaluate(() => Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__reactContainer')));
    await page.getByRole('button', { name: 'Open menu' }).click();
    // Typed, then sent with Enter: the browser would submit the form itself, the starter holds it.
    await page.getByRole('searchbox', { name: 'Search notices' }).fill('elevator');
    await page.getByRole('searchbox', { name: 'Search notices' }).press('Enter');
    expect(await hydrated()).toBe(false);
    release();
    await waitForHydration(page);
    // The tap on the menu button is replayed: the menu opens.
    await expect.poll(() => page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    await expectAccessible(page, 'menu opened by a tap before hydration');
    // The typed text is the page's state, and the held search ran once the page was live.
    await page.waitForURL((u) => u.searchParams.get('search') === 'elevator');
    expect(await page.getByRole('searchbox', { name: 'Search notices' }).inputValue()).toBe('elevator');
    expect(messages).toEqual([]);
    await context.close();
  });

  it('keeps what a visitor typed while React was hydrating the page', async ({ browser }) => {
    const { context, page } = await newPage(browser, MOBILE);
    const messages = recordConsole(page);
    // Typed in the moment between the app's last look at the fields and React's hydration of
    // them: the app announces the hydration, then asks React to hydrate, and React renders in a
    // task of its own. A microtask queued from the announcement runs in that moment, as the typing
    // of a visitor who is quick (or a test driver) did on CI.
    await page.addInitScript(() =>
      document.addEventListener('rf:hydrating', () =>
        queueMicrotask(() => {
          const field = document.querySelector<HTMLInputElement>('input[type="search"]')!;
          field.value = 'elevator';
          field.dispatchEvent(new Event('input', { bubbles: true }));
        }),
      ),
    );
    await page.goto('/notice');
    await waitForHydration(page);
    const searchbox = page.getByRole('searchbox', { name: 'Search notices' });
    await expect.poll(() => searchbox.inputValue()).toBe('elevator');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // The text on screen is the page's state: the search runs with it.
    await page.waitForURL((u) => u.searchParams.get('search') === 'elevator');
    expect(await searchbox.inputValue()).toBe('elevator');
    expect(messages).toEqual([]);
    await context.close();
  });

  it('keeps the head in step with client-side navigation', async ({ browser }) => {
    const { context, page } = await newPage(browser, DESKTOP);
    const messages = recordConsole(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(await page.title()).toBe('Rentfront Property Rentals');
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('Properties for Rent | Rentfront Property Rentals');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/properties$/);
    const card = page.locator('#results li h2 a').first();
    const name = (await card.textContent())?.trim() ?? '';
    await card.click();
    await expect.poll(() => page.title(), { timeout: 10_000 }).toContain(name);
    // One title, one description, one canonical: the page's own replaced the previous page's.
    expect(await page.locator('head title').count()).toBe(1);
    expect(await page.locator('head meta[name="description"]').count()).toBe(1);
    expect(await page.locator('head link[rel="canonical"]').count()).toBe(1);
    expect(await page.locator('head script[type="application/ld+json"]').count()).toBe(1);
    await shots(page, 'rendering-property');
    expect(messages).toEqual([]);
    await context.close();
  });

  it('answers an unknown address with the not-found page and status 404', async ({ browser }) => {
    const { context, page } = await newPage(browser, MOBILE);
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).count()).toBe(1);
    await expectAccessible(page);
    await context.close();
  });
});
