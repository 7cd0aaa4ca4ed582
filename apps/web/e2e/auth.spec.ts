import sharp from 'sharp';
import { describe, expect, inject } from 'vitest';
import { it } from './support/journey';
import { openLoginAndSubmit, signInContext, signInViaUi, submitPasswordStep } from './support/api';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE, newPage, screenshot } from './support/browser';
import { linkIn, waitForMail } from './support/mail';
import { settleToasts, toastText } from './support/page';

describe('signing in, passwords and the profile', () => {
  it('signs in and out through the login screen', async ({ browser }) => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/admin');
    await page.waitForURL('**/admin-login');
    await page.getByRole('heading', { name: 'Admin sign in' }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'login');

    // Wrong password: the server's generic message.
    await submitPasswordStep(page, inject('adminEmail'), 'not-the-password');
    await toastText(page, 'Invalid email or password');

    await page.getByLabel('Password', { exact: true }).fill(inject('adminPassword'));
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await toastText(page, 'Login successful! Welcome back.');
    // The Dashboard button shows once an admin is stored; the footer links to the dashboard.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.waitForURL('**/admin/dashboard');
    await page.getByText('Welcome back, Admin').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'admin-shell');

    // A signed-in admin visiting the login screen goes to /admin.
    await page.goto('/admin-login');
    await page.waitForURL('**/admin/dashboard');
    // Sign out once the dashboard has settled: the shell must go home, not to the login screen,
    // even though React keeps it mounted until the home page has loaded.
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await toastText(page, 'Logged out successfully.');
    await page.waitForURL((u) => u.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('adminUser'))).toBeNull();
    await page.goto('/admin');
    await page.waitForURL('**/admin-login');
    await context.close();
  });

  it('resets a forgotten password from the e-mailed link, then signs in with it', async ({ browser }) => {
    // The shared admin resets to the same password, so later journeys can still sign in.
    const target = inject('adminEmail');

    const { page, context } = await newPage(browser, MOBILE);
    await page.goto('/admin-login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('Email').fill(target);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await toastText(page, 'Reset password link sent to your email!');

    const mail = await waitForMail(target, /Reset your/);
    const link = linkIn(mail, '/reset-password/');
    await page.goto(new URL(link).pathname);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    const newPassword = inject('adminPassword');
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(`${newPassword}x`);
    await page.getByText('Passwords do not match').waitFor();
    expect(await page.getByRole('button', { name: 'Reset password' }).isDisabled()).toBe(true);
    await expectAccessible(page);
    await screenshot(page, 'reset-password');
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await toastText(page, 'Password reset successfully!');
    // Back to the login mode after two seconds.
    await page.getByRole('heading', { name: 'Admin sign in' }).waitFor({ timeout: 5000 });
    await signInViaUi(page, target, newPassword);

    // The same link a second time is refused.
    await page.goto(new URL(link).pathname);
    await page.getByLabel('New password').fill('another-password-8');
    await page.getByLabel('Confirm password').fill('another-password-8');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid or expired reset link' }).waitFor();
    await context.close();
  });

  it('verifies an invited admin from the e-mailed link, who can then sign in', async ({ browser }) => {
    const email = inject('unverifiedEmail');
    const password = inject('unverifiedPassword');
    const { page, context } = await newPage(browser, DESKTOP);
    // Signing in before confirming gives the generic message and a fresh verification e-mail.
    await openLoginAndSubmit(page, email, password);
    await toastText(page, 'Invalid email or password');
    const mail = await waitForMail(email, /Verify your/);
    await page.goto(new URL(linkIn(mail, '/verify-email/')).pathname);
    await page.getByRole('heading', { name: 'Email verified successfully!' }).waitFor();
    await page.locator('[data-sonner-toast]').getByText('Email verified successfully!').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'verify-email-success');
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await page.waitForURL('**/admin-login');
    await signInViaUi(page, email, password);
    await context.close();
  });

  it('shows the verification error state for a bad link', async ({ browser }) => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/verify-email/not-a-real-token');
    await page.getByRole('heading', { name: 'Email verification failed' }).waitFor();
    await page.locator('[data-sonner-toast]').getByText('Invalid or expired verification link').waitFor();
    await page.locator('main').getByText('Invalid or expired verification link').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'verify-email-error');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.locator('main').getByText('Invalid or expired verification link').waitFor();
    await page.goto('/verify-email');
    await page.getByText('the verification link has expired,').waitFor();
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await page.waitForURL('**/admin-login');
    await context.close();
  });

  it('sends the browser to /admin-login once when an admin call answers 401', async ({ browser }) => {
    const { page, context } = await newPage(browser, DESKTOP);
    const api = await signInContext(context);
    await page.goto('/admin/settings');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
    // Every Settings card has its answer: a card still loading when the session ends would get
    // the first 401 and send the browser off with next=/admin/settings.
    await page.waitForLoadState('networkidle');
    // The session ends on the server (as if it expired); the next admin calls get 401s.
    await api.request('POST', '/api/auth/logout');
    let logoutCalls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/auth/logout')) logoutCalls += 1;
    });
    // Opening another section makes several admin calls at once; the redirect happens once.
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Dashboard' }).click();
    // With the page it was on, so signing in again returns there (issue 19).
    await page.waitForURL((u) => u.pathname === '/admin-login' && u.searchParams.get('next') === '/admin/dashboard');
    await page.getByRole('heading', { name: 'Admin sign in' }).waitFor();
    expect(logoutCalls).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('adminUser'))).toBeNull();
    await context.close();
  });

  it('edits the profile with a photo, and refuses a file that is not an image', async ({ browser }) => {
    const { page, context } = await newPage(browser, DESKTOP);
    await signInContext(context);
    await page.goto('/admin/settings');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expectAccessible(page);

    await page
      .getByLabel('Profile photo')
      .setInputFiles({ name: 'notes.png', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await page.getByText('Please select a valid image file').waitFor();

    const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 30, g: 90, b: 160 } } })
      .jpeg()
      .toBuffer();
    await page.getByLabel('Profile photo').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByLabel('Full name').fill('Avery Admin');
    await page.getByLabel('Phone', { exact: true }).fill('(518) 555-0199');
    expect(await page.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toastText(page, 'Profile updated successfully!');
    await page.getByRole('heading', { name: 'Avery Admin' }).waitFor();
    const src = await page.getByRole('img', { name: 'Photo of Avery Admin' }).getAttribute('src');
    expect(src).toMatch(/^\/media\/profile\/.+\.webp$/);
    await page.getByText('Verified').waitFor();
    await settleToasts(page);
    await expectAccessible(page);
    await screenshot(page, 'settings-profile');

    // An emptied phone is sent, so the server clears it.
    await page.getByText('(518) 555-0199').waitFor();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Phone', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Not set').waitFor();
    expect(await page.getByText('(518) 555-0199').count()).toBe(0);
    await context.close();

    const { page: mobile, context: c2 } = await newPage(browser, MOBILE);
    await signInContext(c2);
    await mobile.goto('/admin/settings');
    await mobile.getByRole('heading', { name: 'Avery Admin' }).waitFor();
    await screenshot(mobile, 'settings-profile');
    await c2.close();
  });
});
