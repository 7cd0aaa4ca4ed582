import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** axe-core's browser build, read once per run and evaluated in each page that is checked. */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 A and AA, violations only: the journeys read nothing else. */
const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
};

/**
 * Runs axe-core in the page itself (`axe.run`). The journeys used `@axe-core/playwright`, whose
 * `analyze()` splits the run per frame and finishes it in a second, blank page it opens each
 * time: on this machine that cost 5–8 times the checks themselves (≈20 s against ≈3 s per call
 * under load, docs/performance.md), for frames our pages do not have. The rules are the same.
 * `page.evaluate` goes through the DevTools protocol, so the page's CSP does not stop it.
 */
async function runAxe(page: Page, context: { include?: string; exclude?: string }): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ([ctx, options]) => {
      const spec = { include: ctx.include ? [ctx.include] : [document], exclude: ctx.exclude ? [ctx.exclude] : [] };
      // A transition that starts after the settle below (a button enabled as data arrives) would
      // still be measured half-way: with transitions off for the run, every colour is its final one.
      const still = document.createElement('style');
      still.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
      document.head.append(still);
      try {
        return await (window as unknown as { axe: typeof import('axe-core') }).axe.run(spec as never, options);
      } finally {
        still.remove();
      }
    },
    [context, RUN_OPTIONS] as const,
  );
}

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

/** Fails on serious or critical violations, naming each rule and its first three places. */
function expectNoSeriousViolations(results: AxeResults, label: string): void {
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

/** Runs axe on the current page and fails on serious or critical violations. */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  await settleAnimations(page);
  // Toasts are left out: sonner fades them in and draws stacked ones translucent, so their
  // contrast depends on the instant axe looks (settled toasts are dark text on white).
  expectNoSeriousViolations(await runAxe(page, { exclude: '[data-sonner-toaster]' }), label);
}

/**
 * axe on one part of a page (e.g. a summary card a domain renders on the dashboard, whose
 * page-wide check belongs to the dashboard's own journey).
 */
export async function expectPartAccessible(page: Page, selector: string, label: string): Promise<void> {
  await settleAnimations(page);
  expectNoSeriousViolations(await runAxe(page, { include: selector }), label);
}
