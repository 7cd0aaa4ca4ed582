import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const MOBILE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

/** A connection to the run's Chromium. Closing it closes the file's contexts, not the browser. */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserWsEndpoint'));
}

export function baseURL(): string {
  return inject('baseURL');
}

/** A fresh browser context (no cookies, no storage) at the given viewport. */
export async function newPage(browser: Browser, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport,
    acceptDownloads: true,
    locale: 'en-US',
    timezoneId: 'America/New_York',
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  // A page error is a failed journey, not a silent one.
  page.on('pageerror', (err) => {
    throw err;
  });
  return { context, page };
}

const SHOTS = path.resolve(import.meta.dirname, '../../../../test-results/screenshots');

/** Saves a full-page screenshot to test-results/screenshots/<name>-<width>.png. */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, `${name}-${page.viewportSize()?.width ?? 0}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Saves one region of the page (a card of a long page) to test-results/screenshots/<name>-<width>.png. */
export async function regionShot(page: Page, region: Locator, name: string): Promise<string> {
  fs.mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, `${name}-${page.viewportSize()?.width ?? 0}.png`);
  await region.screenshot({ path: file });
  return file;
}
