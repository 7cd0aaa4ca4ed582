import * as OTPAuth from 'otpauth';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The code an authenticator app shows for `secret`, `offsetSteps` 30-second steps from now (the server's library and settings). */
export function totpCode(secret: string, offsetSteps = 0): string {
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

/**
 * Opens Settings › Two-factor authentication › Set up for the signed-in user and reads the manual
 * key off the page, as a user typing it into an app would; the QR code is shown beside it.
 */
export async function openTotpSetup(page: Page): Promise<{ card: Locator; secret: string }> {
  await page.goto('/admin/settings');
  const card = page.locator('section', { has: page.getByRole('heading', { name: 'Two-factor authentication' }) });
  await card.getByRole('button', { name: 'Set up' }).click();
  const secret = ((await card.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await card.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
  return { card, secret };
}
