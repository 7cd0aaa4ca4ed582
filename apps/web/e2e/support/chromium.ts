import fs from 'node:fs';
import { chromium, type BrowserServer } from 'playwright-core';

// Without vitest's `inject`: the global setup (outside the test workers) starts the browser.

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].filter(
    Boolean,
  ) as string[];
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) throw new Error('Chromium not found: install it with `apt-get install -y chromium` or set CHROMIUM_PATH');
  return found;
}

// The closed network here refuses Chromium's background connections; these flags stop them.
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** The run's one Chromium, started by the global setup; each spec file connects to it. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: chromiumPath(), headless: true, args: ARGS });
}
