import { test } from 'vitest';
import { adminApi } from './api';
import { connectBrowser } from './browser';

/**
 * `it` for the journeys, with two file-scoped fixtures: a connection to the run's Chromium and one signed-in admin API
 * client per spec file. Vitest sets a fixture up only when a test (or `it.beforeAll`) asks for it,
 * so a file that never names `api` never signs in.
 */
export const it = test
  // Vitest reads the fixture's first parameter to find its dependencies: it must be a pattern, even an empty one.
  // eslint-disable-next-line no-empty-pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    // A connection to the run's one Chromium (global-setup.ts): a file no longer starts its own.
    const browser = await connectBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  // eslint-disable-next-line no-empty-pattern
  .extend('api', { scope: 'file' }, async ({}) => adminApi());
