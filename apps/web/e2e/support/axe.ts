import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waits (up to a second) for the page's finite CSS transitions and animations to end: a button
 * re-enabled a moment ago is still fading from its grey disabled colour, and axe measuring it
 * mid-way reported a contrast failure no one sees. Endless ones (spinners) are not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 1000))]);
  });
}

/** Runs axe on the current page and fails on serious or critical violations. */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  await settleAnimations(page);
  // Toasts are left out: sonner fades them in and draws stacked ones translucent, so their
  // contrast depends on the instant axe looks (settled toasts are dark text on white).
  const results = await new AxeBuilder({ page: page as never })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-sonner-toaster]')
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join('\n  ')}`,
    )
    .join('\n');
  expect(bad, `axe violations on ${label}:\n${summary}`).toEqual([]);
}

/**
 * axe on one part of a page (e.g. a summary card a domain renders on the dashboard, whose
 * page-wide check belongs to the dashboard's own journey).
 */
export async function expectPartAccessible(page: Page, selector: string, label: string): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page: page as never })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.help}`),
    `axe violations on ${label}`,
  ).toEqual([]);
}
