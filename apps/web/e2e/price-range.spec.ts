import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/journey';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE, newPage, screenshot } from './support/browser';
import { createProperty, heading } from './support/properties';
import { newTag } from './support/tag';

/** Console errors and warnings (a hydration mismatch among them) collected for the whole visit. */
function consoleProblems(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') messages.push(`${m.type()}: ${m.text()}`);
  });
  return messages;
}

const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.id);
const priceParams = (page: Page) => {
  const params = new URL(page.url()).searchParams;
  return [params.get('min_price'), params.get('max_price')];
};

describe('properties: the budget slider and its boxes', () => {
  it('sets the budget by keyboard on the slider and in the boxes, at phone and desktop sizes', async ({ browser, api }) => {
    const tag = newTag();
    const city = `Budgetville${tag}`;
    await createProperty(api, { title: `Cheap ${tag}`, city, price: 800 });
    await createProperty(api, { title: `Middle ${tag}`, city, price: 1500 });
    await createProperty(api, { title: `Dear ${tag}`, city, price: 2600 });

    for (const viewport of [MOBILE, DESKTOP]) {
      const { page, context } = await newPage(browser, viewport);
      const problems = consoleProblems(page);
      const address = `/properties?city=${city}&min_price=1000&max_price=3000`;

      // The server renders the boxes with the address's values (before any script runs).
      const html = await (await page.request.get(address)).text();
      expect(html).toMatch(/inputmode="numeric"[^>]*value="1000"/i);
      expect(html).toMatch(/inputmode="numeric"[^>]*value="3000"/i);

      await page.goto(address);
      await heading(page, '2 Properties Found');
      if (viewport === MOBILE) await page.getByRole('button', { name: 'Show filters' }).click();
      const minThumb = page.getByRole('slider', { name: 'Minimum price' });
      const maxThumb = page.getByRole('slider', { name: 'Maximum price' });
      const minBox = page.getByLabel('Min price', { exact: true });
      const maxBox = page.getByLabel('Max price', { exact: true });
      expect(await minBox.inputValue()).toBe('1000');
      expect(await maxBox.inputValue()).toBe('3000');
      expect(await minThumb.getAttribute('aria-valuetext')).toBe('$1,000');
      await expectAccessible(page, `price range ${viewport.width}`);

      // Keyboard only: from the control before it, Tab lands on the min thumb.
      await page.getByLabel('Status').focus();
      await page.keyboard.press('Tab');
      expect(await focusedName(page)).toBe('Minimum price');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => minBox.inputValue()).toBe('1100');
      // PageUp moves ten steps; the box follows and the list and address follow once it settles.
      await page.keyboard.press('PageUp');
      await expect.poll(() => minBox.inputValue()).toBe('2100');
      expect(await minThumb.getAttribute('aria-valuenow')).toBe('2100');
      await heading(page, '1 Properties Found');
      await expect.poll(() => priceParams(page)).toEqual(['2100', '3000']);

      await page.keyboard.press('Tab');
      expect(await focusedName(page)).toBe('Maximum price');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => maxBox.inputValue()).toBe('2900');

      // Type in a box, Enter: the thumb, the list and the address follow.
      await page.keyboard.press('Tab');
      expect(await minBox.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('500');
      await page.keyboard.press('Enter');
      await expect.poll(() => minThumb.getAttribute('aria-valuenow')).toBe('500');
      await heading(page, '3 Properties Found');
      await expect.poll(() => priceParams(page)).toEqual(['500', '2900']);

      // Off-grid input snaps to the $100 step.
      await page.keyboard.press('Tab');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('$1,234');
      await page.keyboard.press('Enter');
      await expect.poll(() => maxBox.inputValue()).toBe('1200');
      expect(await maxThumb.getAttribute('aria-valuenow')).toBe('1200');
      await heading(page, '1 Properties Found');
      await expect.poll(() => priceParams(page)).toEqual(['500', '1200']);

      // A min above the max stops at the max; the max box is left as it was.
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('5000');
      await page.keyboard.press('Enter');
      await expect.poll(() => minBox.inputValue()).toBe('1200');
      expect(await maxBox.inputValue()).toBe('1200');
      await expect.poll(() => priceParams(page)).toEqual(['1200', '1200']);
      await page.getByText('No vacancies right now').waitFor();

      // Clearing a box opens that end of the range; leaving the box (blur) applies it.
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Tab');
      await expect.poll(() => minBox.inputValue()).toBe('0');
      await heading(page, '1 Properties Found');
      await expect.poll(() => priceParams(page)).toEqual([null, '1200']);

      await expectAccessible(page, `price range set ${viewport.width}`);
      await minThumb.scrollIntoViewIfNeeded();
      await screenshot(page, 'price-range');
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
