import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, newPage } from './support/browser';
import { it } from './support/journey';
import { waitForHydration } from './support/page';
import { createProperty, heading } from './support/properties';
import { newTag } from './support/tag';

/**
 * Typing, choosing and pressing at each point of a page's hydration (ADR 0029), on the home
 * search, the list's filters and the notices search: before the app's code has arrived (its
 * scripts are held with `page.route` and let go at a chosen moment), at the app's `rf:hydrating`
 * announcement (by a script of the page, so the point is exact), and as soon as React has taken
 * the page (`waitForHydration`). Whatever the point, what the visitor did is what the page shows
 * and what it sends.
 */

/** Holds every script whose address matches until the returned function is called. */
async function holdScripts(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The app's entry: while it is held the page is static (the starter listens, nothing hydrates). */
const ENTRY = /\/assets\/index-[\w-]+\.js$/;
/** The home search form's own code (a deferred section): while it is held the form stays static. */
const SEARCH_FORM = /\/assets\/SearchForm-[\w-]+\.js$/;

const hydrated = (page: Page) =>
  page.evaluate(() => Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__reactContainer')));

/** The starter has run (it adds the app's preloads): from now on it notes taps and holds submits. */
const starterRan = (page: Page) => page.waitForFunction(() => !!document.querySelector('link[rel="modulepreload"]'));

/** The list's address follows its filters once they settle (250 ms), on a busy machine later. */
const SETTLED = { timeout: 15_000 };

const searchParams = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** Runs `act` in the page at a point of the hydration: at the announcement, a microtask or a task after it. */
const POINTS = { 'at the announcement': 'now', 'a microtask after it': 'microtask', 'a task after it': 'task' } as const;
type Point = (typeof POINTS)[keyof typeof POINTS];

async function atPoint(page: Page, point: Point, act: () => void): Promise<void> {
  // As a script's text: the act is a function of the page, not of this file (the page's CSP
  // refuses eval, an init script is not bound by it).
  const run = { now: 'run()', microtask: 'queueMicrotask(run)', task: 'setTimeout(run, 0)' }[point];
  // Once per tab: the page a search leads to hydrates too, and must be left alone.
  await page.addInitScript({
    content: `if (!sessionStorage.getItem('e2e-acted')) document.addEventListener('rf:hydrating', () => {
      sessionStorage.setItem('e2e-acted', '1');
      const run = ${act.toString()};
      ${run};
    });`,
  });
}

describe('the list filters at each point of the hydration', () => {
  let city: string;
  it.beforeAll(async ({ api }) => {
    city = `Hydraton ${newTag()}`;
    // One home matches 2 bedrooms, 1 bathroom and $1,500 up; the others miss one of them each.
    await createProperty(api, { title: `Match ${city}`, city, price: 1600, bedrooms: 2, bathrooms: 1 });
    await createProperty(api, { title: `Cheap ${city}`, city, price: 1200, bedrooms: 2, bathrooms: 1 });
    await createProperty(api, { title: `Small ${city}`, city, price: 1700, bedrooms: 1, bathrooms: 1 });
  });

  const address = () => `/properties?city=${encodeURIComponent(city)}`;

  it('a min price typed and left with Tab and choices made before the code arrived all apply once the page is live', async ({
    browser,
  }) => {
    const { context, page } = await newPage(browser, DESKTOP);
    const release = await holdScripts(page, ENTRY);
    await page.goto(address(), { waitUntil: 'commit' });
    await starterRan(page);
    const minBox = page.getByLabel('Min price', { exact: true });
    // A person: the box, then Tab on to the next control (the box applies on leaving it).
    await minBox.fill('1500');
    await minBox.press('Tab');
    await page.getByLabel('Bedrooms').selectOption('2');
    await page.getByLabel('Bathrooms').selectOption('1');
    expect(await hydrated(page)).toBe(false);
    release();
    await waitForHydration(page);
    await expect.poll(() => searchParams(page), SETTLED).toEqual({ city, bedrooms: '2', bathrooms: '1', min_price: '1500' });
    await heading(page, '1 Properties Found');
    expect(await minBox.inputValue()).toBe('1500');
    expect(await page.getByLabel('Bedrooms').inputValue()).toBe('2');
    await context.close();
  });

  for (const [label, point] of Object.entries(POINTS)) {
    it(`a keyword typed and choices made ${label}, then Search, all apply`, async ({ browser }) => {
      const { context, page } = await newPage(browser, DESKTOP);
      await atPoint(page, point, () => {
        const form = document.querySelector<HTMLFormElement>('form[aria-label="Filter properties"]')!;
        const choose = (select: HTMLSelectElement, value: string) => {
          select.value = value;
          select.dispatchEvent(new Event('change', { bubbles: true }));
        };
        const [, bedrooms, bathrooms] = form.querySelectorAll('select');
        choose(bedrooms!, '2');
        choose(bathrooms!, '1');
        const keyword = form.querySelector<HTMLInputElement>('input[type="search"]')!;
        keyword.value = 'Match';
        keyword.dispatchEvent(new Event('input', { bubbles: true }));
        form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      });
      await page.goto(address());
      await expect.poll(() => searchParams(page), SETTLED).toEqual({ city, keyword: 'Match', bedrooms: '2', bathrooms: '1' });
      await heading(page, '1 Properties Found');
      expect(await page.getByLabel('Keyword').inputValue()).toBe('Match');
      await context.close();
    });
  }

  it('a min price typed and left, and a choice made, as soon as React has taken the page, apply', async ({ browser }) => {
    const { context, page } = await newPage(browser, DESKTOP);
    await page.goto(address(), { waitUntil: 'commit' });
    await waitForHydration(page);
    const minBox = page.getByLabel('Min price', { exact: true });
    await minBox.fill('1500');
    await minBox.press('Tab');
    await page.getByLabel('Bedrooms').selectOption('2');
    await expect.poll(() => searchParams(page), SETTLED).toEqual({ city, bedrooms: '2', min_price: '1500' });
    await heading(page, '1 Properties Found');
    await context.close();
  });
});

describe('the home search at each point of the hydration', () => {
  it("choices made while the page is live but the form's own code is still on its way are what Search sends", async ({ browser }) => {
    const { context, page } = await newPage(browser, DESKTOP);
    const releaseForm = await holdScripts(page, SEARCH_FORM);
    await page.goto('/', { waitUntil: 'commit' });
    await waitForHydration(page);
    const form = page.getByRole('search', { name: 'Search properties' });
    await form.getByRole('combobox', { name: 'Location' }).fill('Albany');
    await form.getByLabel('Min Price').selectOption('1000');
    await form.getByLabel('Beds').selectOption('2+');
    // The page is React's, the form is still the server's.
    expect(
      await page.evaluate(() => Object.keys(document.querySelector('form[role="search"]')!).some((k) => k.startsWith('__reactProps'))),
    ).toBe(false);
    releaseForm();
    await page.waitForFunction(() => Object.keys(document.querySelector('form[role="search"]')!).some((k) => k.startsWith('__reactProps')));
    // Pressed at once: the submit waits for the choices to be given back (submitHold.ts).
    await form.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((u) => u.pathname === '/properties');
    expect(searchParams(page)).toEqual({ city: 'Albany', min_price: '1000', bedrooms: '2' });
    await context.close();
  });

  for (const [label, point] of Object.entries(POINTS)) {
    it(`choices made and Search pressed ${label} are sent`, async ({ browser }) => {
      const { context, page } = await newPage(browser, MOBILE);
      await atPoint(page, point, () => {
        const form = document.querySelector<HTMLFormElement>('form[role="search"]')!;
        const choose = (name: string, value: string) => {
          const select = form.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
          select.value = value;
          select.dispatchEvent(new Event('change', { bubbles: true }));
        };
        choose('min_price', '1000');
        choose('bedrooms', '3+');
        form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      });
      await page.goto('/');
      await page.waitForURL((u) => u.pathname === '/properties');
      // Sent by the app, or by the browser while the form's code had not come (bedrooms=3+).
      const params = new URL(page.url()).searchParams;
      expect(params.get('min_price')).toBe('1000');
      expect(params.get('bedrooms')).toMatch(/^3\+?$/);
      await heading(page, /Properties Found$/);
      await context.close();
    });
  }
});

describe('the notices search at each point of the hydration', () => {
  it('typed and sent with Enter before the code arrived: the search runs once the page is live', async ({ browser }) => {
    const { context, page } = await newPage(browser, MOBILE);
    const release = await holdScripts(page, ENTRY);
    await page.goto('/notice', { waitUntil: 'commit' });
    await starterRan(page);
    const searchbox = page.getByRole('searchbox', { name: 'Search notices' });
    await searchbox.fill('elevator');
    await searchbox.press('Enter');
    expect(await hydrated(page)).toBe(false);
    // Held by the starter, not sent by the browser.
    expect(new URL(page.url()).search).toBe('');
    release();
    await page.waitForURL((u) => u.searchParams.get('search') === 'elevator');
    await waitForHydration(page);
    expect(await searchbox.inputValue()).toBe('elevator');
    await context.close();
  });

  it('begun before the code arrived and finished as it hydrates, then Search: the whole word is sent', async ({ browser }) => {
    const { context, page } = await newPage(browser, MOBILE);
    const release = await holdScripts(page, ENTRY);
    await page.goto('/notice', { waitUntil: 'commit' });
    await starterRan(page);
    const searchbox = page.getByRole('searchbox', { name: 'Search notices' });
    await searchbox.pressSequentially('elev');
    release();
    // The rest of the word and the click span the entry's arrival and React's hydration.
    await searchbox.pressSequentially('ator');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('search') === 'elevator');
    await waitForHydration(page);
    expect(await searchbox.inputValue()).toBe('elevator');
    await context.close();
  });

  it('typed and sent as soon as React has taken the page', async ({ browser }) => {
    const { context, page } = await newPage(browser, MOBILE);
    await page.goto('/notice', { waitUntil: 'commit' });
    await waitForHydration(page);
    const searchbox = page.getByRole('searchbox', { name: 'Search notices' });
    await searchbox.fill('elevator');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('search') === 'elevator');
    expect(await searchbox.inputValue()).toBe('elevator');
    await context.close();
  });
});
