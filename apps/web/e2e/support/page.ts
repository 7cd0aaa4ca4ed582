import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, MOBILE, screenshot } from './browser';

/** Waits for a toast (or any text) with exactly this text to show. */
export async function toastText(page: Page, value: string): Promise<void> {
  await page.getByText(value, { exact: true }).first().waitFor();
}

/**
 * Closes every toast and waits until none is on screen: a toast sliding in is drawn
 * half-transparent, which axe rightly reports as low contrast, so pages are checked without them.
 * The toasts are closed with their own close button rather than left to time out (4 s each, about
 * three minutes over the journeys). `click()` from the page sends no pointer events, so an open
 * dialog does not take it for a press outside itself. A toast that comes while this runs is closed too.
 */
export async function settleToasts(page: Page): Promise<void> {
  const toasts = page.locator('[data-sonner-toast]');
  await expect
    .poll(
      async () => {
        await toasts
          .locator('[data-close-button]')
          .evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLButtonElement).click()));
        return toasts.count();
      },
      { timeout: 15_000, interval: 150 },
    )
    .toBe(0);
}

/**
 * Waits until React has taken over the server-rendered page (its root is marked when hydration
 * starts; from then on a tap on a part not yet hydrated is replayed). A tap before that lands on
 * static HTML: a link still navigates, but a button that only opens a dialog does nothing yet.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/** True once no finite animation or transition is running (e.g. the admin sidebar after a resize). */
export function settled(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length === 0,
  );
}

/** Screenshots at 375 px and 1280 px of the page as it is now, then back to its own size. */
export async function shots(page: Page, name: string): Promise<void> {
  const size = page.viewportSize() ?? DESKTOP;
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    // From the top, so the sticky header is not painted over the middle of a full-page shot.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => settled(page)).toBe(true);
    await screenshot(page, name);
  }
  await page.setViewportSize(size);
}

/** The number shown on a StatCard (its label and value are sibling paragraphs). */
export function statValue(page: Page, label: string): Locator {
  return page.locator(`xpath=//p[normalize-space()='${label}']/following-sibling::p[1]`);
}
