import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { it } from './support/journey';
import { openLoginAndSubmit, signInViaUi, signOutViaUi } from './support/api';
import { submitApplication } from './support/applications';
import { expectAccessible } from './support/axe';
import { DESKTOP, newPage } from './support/browser';
import { allMail, linkIn } from './support/mail';
import { settleToasts, shots, toastText } from './support/page';
import { createProperty } from './support/properties';
import { openTotpSetup, totpCode } from './support/totp';
import { newTag } from './support/tag';

/** Presses Tab until the control named `name` has the focus: the way a keyboard user gets there. */
async function tabTo(page: Page, name: string, max = 150): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      if (!el) return '';
      const label = el.getAttribute('aria-label') ?? el.labels?.[0]?.textContent ?? el.textContent ?? '';
      return label.replace(/\s*\*\s*$/, '').trim();
    });
    if (focused === name) return;
  }
  throw new Error(`"${name}" never got the focus by Tab`);
}

const focusedText = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.textContent?.trim() ?? '');

/** The invitations mailed to the address so far, oldest first. */
async function invitations(email: string) {
  return (await allMail()).filter((m) => m.to.includes(email) && /invited/.test(m.subject));
}

describe('staff accounts and security (issue 20, done when)', () => {
  it(
    'the owner invites an agent (password asked again), resends the link; the agent accepts, turns TOTP on, signs in with a code, is refused the PII reveal; the owner reads it all in the audit log',
    { timeout: 240_000 },
    async ({ browser, api }) => {
      const tag = newTag();
      const email = `agent-sec-${tag}@example.com`;
      const name = `Riley Agent ${tag}`;
      const password = `riley-journey-${tag}-pw`;
      const ownerEmail = inject('adminEmail');
      const ownerPassword = inject('adminPassword');

      const property = await createProperty(api, {
        title: `Security Journey Flat ${tag}`,
        description: 'A flat made by the staff security journey, to hold an application.',
        property_type: 'apartment',
        area_sqft: 650,
        bathrooms: 1,
        price: 1500,
        deposit: 1500,
        address: '21 Security Street',
        city: 'Saratoga Springs',
        pincode: '12866',
      });
      const applicant = `Jordan Applicant ${tag}`;
      const application = await submitApplication(property.id, {
        name: applicant,
        email: `jordan-${tag}@example.com`,
        phone: '5185550123',
        ssn: '123-45-6789',
      });

      // ── The owner, keyboard only: Staff › Invite staff member.
      const owner = await newPage(browser, DESKTOP);
      await signInViaUi(owner.page, ownerEmail, ownerPassword);
      await owner.page.goto('/admin/staff');
      await owner.page.getByRole('table', { name: 'Staff members' }).waitFor();
      await settleToasts(owner.page);
      await expectAccessible(owner.page, 'staff');
      await shots(owner.page, 'staff-security-staff');

      // A session whose last password check is over 15 minutes old cannot be made in a journey
      // (the server's clock is real, its database in its own process): the first invite call gets
      // the server's own 403 reauth_required answer here, every later call reaches the server.
      // The server side of staleness is covered by staff-reauth-resend.test.ts on both engines.
      let staleAnswers = 1;
      await owner.page.route('**/api/admin/users/invite', async (route) => {
        if (staleAnswers-- > 0 && route.request().method() === 'POST') {
          await route.fulfill({
            status: 403,
            contentType: 'application/json',
            body: JSON.stringify({
              success: false,
              message: 'Please enter your password again to continue.',
              detail: 'Please enter your password again to continue.',
              code: 'reauth_required',
            }),
          });
          return;
        }
        await route.continue();
      });

      await tabTo(owner.page, 'Invite staff member');
      await owner.page.keyboard.press('Enter');
      const inviteDialog = owner.page.getByRole('dialog', { name: 'Invite staff member' });
      await inviteDialog.waitFor();
      // The first field has the focus; Tab moves through the form.
      await expect
        .poll(() => owner.page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent))
        .toMatch(/^Full name/);
      await owner.page.keyboard.type(name);
      await owner.page.keyboard.press('Tab');
      await owner.page.keyboard.type(email);
      await owner.page.keyboard.press('Tab');
      // The role select: Agent is the default; the keyboard can pick it again.
      await owner.page.keyboard.press('End');
      await expect.poll(() => inviteDialog.getByLabel('Role').inputValue()).toBe('agent');
      await expectAccessible(owner.page, 'invite dialog');
      await shots(owner.page, 'staff-security-invite-dialog');
      await tabTo(owner.page, 'Send invitation');
      await owner.page.keyboard.press('Enter');

      // The password prompt, over the invite dialog, with the focus in its field.
      const prompt = owner.page.getByRole('dialog', { name: 'Confirm your password' });
      await prompt.waitFor();
      await prompt.getByText('Please enter your password again to continue.').waitFor();
      await expect.poll(() => owner.page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('password');
      await expectAccessible(owner.page, 're-auth dialog');
      await shots(owner.page, 'staff-security-reauth-dialog');
      await owner.page.keyboard.type('not-the-password');
      await owner.page.keyboard.press('Enter');
      await prompt.getByText('Password is incorrect').waitFor();
      await owner.page.keyboard.press('ControlOrMeta+A');
      await owner.page.keyboard.type(ownerPassword);
      await owner.page.keyboard.press('Enter');
      // Confirmed: the invite is sent again by itself, both dialogs close, focus is back on the trigger.
      await toastText(owner.page, `Invitation sent to ${email}`);
      await prompt.waitFor({ state: 'detached' });
      await inviteDialog.waitFor({ state: 'detached' });
      await expect.poll(() => focusedText(owner.page)).toBe('Invite staff member');
      const row = owner.page.getByRole('row').filter({ hasText: name });
      await row.getByText('Invited').waitFor();
      await settleToasts(owner.page);
      // The pending row with its Resend action; on a phone the address sits under the name.
      await shots(owner.page, 'staff-security-staff-pending');
      await expect.poll(async () => (await invitations(email)).length).toBe(1);

      // The link was lost: Resend invitation (keyboard), the first link dies.
      await tabTo(owner.page, `Resend invitation to ${name}`);
      await owner.page.keyboard.press('Enter');
      const resendDialog = owner.page.getByRole('dialog', { name: 'Resend invitation' });
      await resendDialog.waitFor();
      await settleToasts(owner.page);
      await expectAccessible(owner.page, 'resend dialog');
      await resendDialog.getByRole('button', { name: 'Send again' }).focus();
      await owner.page.keyboard.press('Enter');
      await toastText(owner.page, `Invitation sent again to ${email}`);
      await resendDialog.waitFor({ state: 'detached' });
      await expect.poll(async () => (await invitations(email)).length).toBe(2);
      await owner.context.close();

      const [firstMail, secondMail] = await invitations(email);
      const firstLink = new URL(linkIn(firstMail, '/admin/invite?token='));
      const link = new URL(linkIn(secondMail, '/admin/invite?token='));
      expect(link.search).not.toBe(firstLink.search);

      // ── The agent: the first link is dead, the new one sets the password.
      const agent = await newPage(browser, DESKTOP);
      const { page } = agent;
      await page.goto(firstLink.pathname + firstLink.search);
      await page.getByLabel('New password').fill(password);
      await page.getByLabel('Confirm password').fill(password);
      await page.getByRole('button', { name: 'Set password' }).click();
      await page.getByText('This invitation link is invalid, expired or already used', { exact: false }).first().waitFor();

      await page.goto(link.pathname + link.search);
      await page.getByRole('heading', { name: 'Accept your invitation' }).waitFor();
      await page.getByLabel('New password').fill(password);
      await page.getByLabel('Confirm password').fill(password);
      await settleToasts(page);
      await expectAccessible(page, 'invite accept');
      await shots(page, 'staff-security-invite-accept');
      await page.getByRole('button', { name: 'Set password' }).click();
      await page.getByText('Your password is set. You can sign in now.').first().waitFor();
      await page.waitForURL('**/admin-login');
      await signInViaUi(page, email, password);

      // Settings › Two-factor authentication: the secret from the page, the code computed here.
      const { card, secret } = await openTotpSetup(page);
      await settleToasts(page);
      await expectAccessible(page, 'two-factor setup');
      await shots(page, 'staff-security-totp-setup');
      await card.getByLabel('Authentication code').fill(totpCode(secret));
      await card.getByLabel('Password', { exact: true }).fill(password);
      await card.getByRole('button', { name: 'Turn on' }).click();
      await card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').first().waitFor();
      await card.getByRole('button', { name: 'Done' }).click();
      await card.getByText('10 of 10 recovery codes left.', { exact: false }).waitFor();

      // Sign out, then in with the password and a code (the next step's: the used one cannot be replayed).
      await signOutViaUi(page);
      await openLoginAndSubmit(page, email, password);
      await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
      await settleToasts(page);
      await expectAccessible(page, 'code step');
      await shots(page, 'staff-security-code-step');
      await page.getByLabel('Authentication code').fill(totpCode(secret, 1));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL((u) => u.pathname === '/');

      // The application: masked, no reveal offered to an agent.
      await page.goto('/admin/applications');
      await page.getByLabel('Search applications').fill(applicant);
      const appRow = page.getByRole('row').filter({ hasText: applicant });
      await appRow.getByRole('button', { name: `View details of ${applicant}` }).click();
      const detail = page.getByRole('dialog', { name: `Application of ${applicant}` });
      await detail.getByText('Your role cannot reveal them.', { exact: false }).waitFor();
      await detail.getByText('***-**-6789').waitFor();
      expect(await detail.getByRole('button', { name: 'Reveal sensitive details' }).count()).toBe(0);
      await settleToasts(page);
      await expectAccessible(page, 'application detail (agent)');
      await shots(page, 'staff-security-agent-application');

      // The reveal from this very browser session (its cookie and CSRF token): 403 in the spec's shape.
      const refused = await page.evaluate(async (id) => {
        const csrf = ((await (await fetch('/api/auth/csrf')).json()) as { data: { csrf_token: string } }).data.csrf_token;
        const res = await fetch(`/api/admin/applications/${id}/reveal`, { method: 'POST', headers: { 'X-CSRF-Token': csrf } });
        return { status: res.status, body: (await res.json()) as unknown };
      }, application.id);
      expect(refused).toEqual({
        status: 403,
        body: { success: false, message: 'Your role does not allow this action', detail: 'Your role does not allow this action' },
      });
      await agent.context.close();

      // ── The owner signs in again and reads the audit log.
      const audit = await newPage(browser, DESKTOP);
      await signInViaUi(audit.page, ownerEmail, ownerPassword);

      // ── Issue 30: the agent's phone is lost. The owner resets their two-factor, keyboard only.
      await audit.page.goto('/admin/staff');
      const agentRow = audit.page.getByRole('row').filter({ hasText: name });
      await agentRow.getByRole('button', { name: `Reset two-factor of ${name}` }).waitFor();
      await tabTo(audit.page, `Reset two-factor of ${name}`);
      await audit.page.keyboard.press('Enter');
      const resetDialog = audit.page.getByRole('dialog', { name: 'Reset two-factor' });
      await resetDialog.getByText('signed out everywhere', { exact: false }).waitFor();
      await settleToasts(audit.page);
      await expectAccessible(audit.page, 'reset two-factor dialog');
      await shots(audit.page, 'staff-security-reset-two-factor');
      // Escape closes it with nothing done and the focus back on the trigger; then again, confirmed.
      await audit.page.keyboard.press('Escape');
      await resetDialog.waitFor({ state: 'detached' });
      await expect.poll(() => focusedText(audit.page)).toBe('Reset two-factor');
      await audit.page.keyboard.press('Enter');
      await resetDialog.waitFor();
      await tabTo(audit.page, 'Reset two-factor');
      await audit.page.keyboard.press('Enter');
      await toastText(audit.page, 'Two-factor authentication reset. They can set it up again at their next sign-in.');
      await resetDialog.waitFor({ state: 'detached' });
      // Two-factor is off: the button is gone and the focus is on the same row's next action.
      await expect.poll(() => agentRow.getByRole('button', { name: `Reset two-factor of ${name}` }).count()).toBe(0);
      await expect.poll(() => focusedText(audit.page)).toBe('Change role');
      await expect
        .poll(
          async () => (await allMail()).filter((m) => m.to.includes(email) && /two-factor authentication was reset/.test(m.subject)).length,
        )
        .toBe(1);

      await audit.page.goto('/admin/audit');
      await audit.page.getByRole('heading', { level: 1, name: 'Audit Log' }).waitFor();
      await audit.page.getByLabel('Person').selectOption({ label: `${name} (${email})` });
      const table = audit.page.getByRole('table');
      const rowOf = (label: string) => table.getByRole('row').filter({ has: audit.page.getByRole('cell', { name: label, exact: true }) });
      for (const label of ['Accepted invitation', 'Turned on two-factor', 'Signed in', 'Signed in with two-factor', 'Refused by role']) {
        await rowOf(label).first().waitFor();
      }
      await rowOf('Refused by role').getByText('route: /api/admin/applications/:id/reveal', { exact: false }).waitFor();
      await settleToasts(audit.page);
      await expectAccessible(audit.page, 'audit log (agent)');
      await shots(audit.page, 'staff-security-audit');

      // The owner's side: the invitation and its resend, on the agent's record.
      await audit.page.getByLabel('Person').selectOption({ label: 'Everyone' });
      for (const [action, label] of [
        ['staff.invited', 'Invited staff member'],
        ['staff.invite_resent', 'Resent invitation'],
        ['staff.mfa_reset', 'Reset two-factor of staff member'],
        // The password prompt at the invite: the wrong try, then the right one.
        ['auth.reauth_failed', 'Password confirmation failed'],
        ['auth.reauth', 'Confirmed password'],
      ]) {
        await audit.page.getByLabel('Action').selectOption(action);
        const entry = rowOf(label).first();
        await entry.waitFor();
        await entry.getByText('Admin', { exact: true }).waitFor();
      }
      await audit.context.close();
    },
  );
});
