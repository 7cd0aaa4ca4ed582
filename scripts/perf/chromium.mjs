// The system Chromium, started the same way for Playwright (budget script) and for Lighthouse.
import fs from 'node:fs';

/**
 * Flags for a closed network: Chromium's own background connections (updates, sync, QUIC probes)
 * are refused here and would only add noise or delays to a measurement.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].filter(
    Boolean,
  );
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) throw new Error('Chromium not found: run `node scripts/ensure-chromium.mjs` or set CHROMIUM_PATH');
  return found;
}

/** A headless Chromium driven by Playwright. */
export async function launchForPlaywright() {
  const { chromium } = await import('playwright-core');
  // Playwright adds --headless itself when headless is set; the rest are ours.
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS.filter((f) => f !== '--headless') });
}

/**
 * A headless Chromium with a DevTools port, as Lighthouse wants it, and its full version (the user
 * agent Lighthouse reports is reduced to 156.0.0.0).
 * @returns {Promise<{ port: number, version: string, kill: () => Promise<void> }>}
 */
export async function launchForLighthouse() {
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' });
  const about = await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
    .then((res) => res.json())
    .catch(() => ({}));
  return { port: chrome.port, version: about.Browser ?? 'unknown', kill: async () => chrome.kill() };
}
