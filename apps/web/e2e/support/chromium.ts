import { chromium, type BrowserServer } from 'playwright-core';
// The same Chromium and flags as the budget and Lighthouse scripts: one list for the closed network.
import { CHROMIUM_FLAGS, chromiumPath } from '../../../../scripts/perf/chromium.mjs';

// Without vitest's `inject`: the global setup (outside the test workers) starts the browser.

/** The run's one Chromium, started by the global setup; each spec file connects to it. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: chromiumPath(),
    // Playwright adds --headless itself. /dev/shm is small in containers: tabs use /tmp instead.
    headless: true,
    args: [...CHROMIUM_FLAGS.filter((flag) => flag !== '--headless'), '--disable-dev-shm-usage'],
  });
}
