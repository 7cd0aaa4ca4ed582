import { describe, expect, inject } from 'vitest';
import { it } from './support/journey';
import { openLoginAndSubmit, signInViaUi, signOutViaUi } from './support/api';
import { expectAccessible } from './support/axe';
import { openTotpSetup, totpCode } from './support/totp';
import { DESKTOP, newPage, screenshot } from './support/browser';
import { toastText } from './support/page';

describe('two-factor authentication', () => {
  it('turns TOTP on in Settings (code and password), then signs in with a code and with a recovery code', async ({ browser }) => {
    const email = inject('mfaEmail');
    const password = inject('mfaPassword');
    const { page, context } = await newPage(browser, DESKTOP);
    await signInViaUi(page, email, password);

    const { card, secret } = await openTotpSetup(page);
    await expectAccessible(page);
    const codeField = card.getByLabel('Authentication code');
    const passwordField = card.getByLabel('Password', { exact: true });
    // Both are asked for: the code proves the app, the password the person (issue 30).
    await codeField.fill('000000');
    await card.getByRole('button', { name: 'Turn on' }).click();
    await card.getByText('Password is required').waitFor();
    await passwordField.fill(password);
    await card.getByRole('button', { name: 'Turn on' }).click();
    await card.getByText('Invalid code. Please try again.').waitFor();
    // A wrong password: its own message, and the code typed stays (keyboard: Enter submits).
    const code = totpCode(secret);
    await codeField.fill(code);
    await passwordField.fill('not-my-password');
    await passwordField.press('Enter');
    await card.getByText('Password is incorrect').waitFor();
    expect(await codeField.inputValue()).toBe(code);
    await expectAccessible(page, 'two-factor setup, wrong password');
    await passwordField.fill(password);
    await passwordField.press('Enter');
    const codes = card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(10);
    const recovery = (await codes.first().textContent()) ?? '';
    await screenshot(page, 'two-factor-recovery-codes');
    await card.getByRole('button', { name: 'Done' }).click();
    await card.getByText('10 of 10 recovery codes left.', { exact: false }).waitFor();

    // Signed-in devices lists this browser.
    const devices = page.locator('section', { has: page.getByRole('heading', { name: 'Signed-in devices' }) });
    await devices.getByText('This device').waitFor();

    // Sign out, then in again: the password step asks for a code; the used code cannot be replayed.
    await signOutViaUi(page);
    await openLoginAndSubmit(page, email, password);
    await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('Authentication code').fill(totpCode(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await toastText(page, 'Login successful! Welcome back.');

    // A recovery code works too (signed out again first).
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await openLoginAndSubmit(page, email, password);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(recovery);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await context.close();
  });
});
