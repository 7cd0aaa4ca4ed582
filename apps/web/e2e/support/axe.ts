import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Runs axe on the current page and fails on serious or critical violations. */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
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
