import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/journey';
import type { AdminApi } from './support/api';
import { expectAccessible } from './support/axe';
import { MOBILE, newPage } from './support/browser';
import { officeToday, yearsOn } from './support/dates';
import { linkIn, waitForMail } from './support/mail';
import { shots, waitForHydration } from './support/page';
import { createProperty, picture } from './support/properties';
import { newTag } from './support/tag';

// The resident portal on a phone (issue 32 items 3 and 4, ADR 0035): sign in by e-mailed link,
// home, sign the lease by keyboard alone, a maintenance request with a photo, notices, the profile
// (details, a message to the office, a password), sign out, and sign in again with the password.

const today = officeToday();

async function sentLease(api: AdminApi, email: string, fullName: string, title: string) {
  const property = await createProperty(api, { title, status: 'available' });
  const created = await api.request<{ data: { id: string; reference: string } }>('POST', '/api/admin/leases', {
    property_id: property.id,
    application_id: null,
    residents: [{ full_name: fullName, email, phone: null }],
    // Starting today, so the countersigned lease is active and its resident may send requests.
    start_date: today,
    end_date: yearsOn(today, 1),
    monthly_rent_cents: 165000,
    deposit_cents: 165000,
    due_day: 1,
    grace_days: 5,
    late_fee: { type: 'flat', amount: 5000, cap_cents: null },
    recurring_charges: [{ category: 'parking', description: 'Parking space', amount_cents: 7500 }],
    notes: '',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const sent = await api.request('POST', `/api/admin/leases/${created.body.data.id}/send`);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return created.body.data;
}

async function heading(page: Page, name: string | RegExp) {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

describe('resident portal', () => {
  it('signs in by link, signs the lease by keyboard, sends a request with a photo that a contractor finishes, reads notices, edits the profile, messages the office, sets a password and signs in with it', async ({
    browser,
    api,
  }) => {
    const tag = newTag();
    const email = `resident-${tag}@example.com`.toLowerCase();
    const fullName = `Ada Resident ${tag}`;
    const lease = await sentLease(api, email, fullName, `Portal Home ${tag}`);
    const { context, page } = await newPage(browser, MOBILE);

    // Sign-in: the same answer for anyone, then the link from the e-mail.
    await page.goto('/resident/sign-in');
    await heading(page, 'Resident sign-in');
    await expectAccessible(page);
    await shots(page, 'portal-sign-in');
    await waitForHydration(page);
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await heading(page, 'Check your e-mail');
    await expectAccessible(page);
    const link = linkIn(await waitForMail(email, /sign-in link/), '/resident/sign-in/');

    // Opening the link signs nobody in: only its button does.
    await page.goto(new URL(link).pathname);
    await heading(page, 'Sign in to the resident portal');
    await expectAccessible(page);
    await shots(page, 'portal-sign-in-link');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Sign in' }).click();

    // Home: the lease to sign comes first.
    await heading(page, 'Your home');
    await page.getByRole('heading', { name: 'Sign your lease' }).or(page.getByText('Sign your lease')).first().waitFor();
    await expectAccessible(page);
    await shots(page, 'portal-home');

    // The lease: terms, document and its hash, signed with the keyboard alone.
    await page.getByRole('link', { name: /^Read and sign\W+Sign your lease$/ }).click();
    await heading(page, 'Your lease');
    await page.getByRole('heading', { name: 'Sign the lease' }).waitFor();
    expect(await page.getByText(lease.reference).isVisible()).toBe(true);
    expect(await page.getByText('$1,650', { exact: true }).first().isVisible()).toBe(true);
    const hash = (await page.locator('code').first().textContent())?.trim() ?? '';
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const pdf = await context.request.get(
      await page
        .getByRole('link', { name: 'Download' })
        .getAttribute('href')
        .then((h) => h ?? ''),
    );
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expectAccessible(page);
    await shots(page, 'portal-lease');

    await page.getByRole('link', { name: 'Download' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('consent');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('full_name');
    await page.keyboard.type(fullName);
    await page.keyboard.press('Enter');
    await page.getByText('Thank you, your signature is saved.').waitFor();
    expect(await page.getByRole('heading', { name: 'Sign the lease' }).count()).toBe(0);
    await expectAccessible(page);

    // The office countersigns: the lease is active, its signed PDF and hash on the lease page.
    const countersigned = await api.request('POST', `/api/admin/leases/${lease.id}/countersign`);
    expect(countersigned.status, JSON.stringify(countersigned.body)).toBe(200);
    await page.reload();
    await page.getByRole('heading', { name: 'Signed lease' }).waitFor();
    expect((await page.locator('code').first().textContent())?.trim()).toMatch(/^[0-9a-f]{64}$/);
    await expectAccessible(page);
    await shots(page, 'portal-lease-signed');

    // Maintenance: a request with a photo, then its page with the timeline.
    await page.getByRole('navigation', { name: 'Resident portal' }).getByRole('link', { name: 'Maintenance' }).click();
    await heading(page, 'Maintenance');
    await page.getByRole('heading', { name: 'No requests yet' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Request maintenance' }).click();
    await heading(page, 'Request maintenance');
    await page.getByLabel('What is it about?').selectOption('plumbing');
    await page.getByLabel('Describe the problem').fill('The kitchen tap drips all night long.');
    await page.getByLabel('May the team enter when you are not home?').selectOption('yes');
    await page.getByLabel('Best times to come').fill('Weekdays after 5 pm');
    await page.getByLabel(/^Photos/).setInputFiles({ name: 'tap.png', mimeType: 'image/png', buffer: await picture(40, 90, 160) });
    await page.getByRole('list', { name: 'Photos to send' }).getByRole('button', { name: 'Remove tap.png' }).waitFor();
    await expectAccessible(page);
    await shots(page, 'portal-new-request');
    await page.getByRole('button', { name: 'Send request' }).click();
    await heading(page, 'Maintenance request');
    await page.getByText('Your request was sent.').waitFor();
    await page.getByRole('heading', { name: 'Timeline' }).waitFor();
    expect(await page.getByText('Weekdays after 5 pm').isVisible()).toBe(true);
    await expectAccessible(page);
    await shots(page, 'portal-request');

    // The office has it, tied to the resident and the lease, and sends it to a contractor.
    const requestId = new URL(page.url()).pathname.split('/').pop()!;
    const office = await api.request<{ data: { resident: { full_name: string; lease_reference: string | null } | null } }>(
      'GET',
      `/api/admin/maintenance-requests/${requestId}`,
    );
    expect(office.status).toBe(200);
    expect(office.body.data.resident).toMatchObject({ full_name: fullName, lease_reference: lease.reference });
    const contractorEmail = `plumber-${tag}@example.com`.toLowerCase();
    const sentOn = await api.request('POST', `/api/admin/maintenance-requests/${requestId}/send-to-contractor`, {
      new_contractor: { name: `Pat Plumber ${tag}`, trade: 'plumbing', email: contractorEmail, phone: null },
    });
    expect(sentOn.status, JSON.stringify(sentOn.body)).toBe(200);
    await waitForMail(email, /Update on your maintenance request/);

    // The contractor follows the e-mailed job link, in a browser of their own, and marks it done.
    const jobLink = linkIn(await waitForMail(contractorEmail, /Maintenance request/), '/contractor-job');
    const contractor = await newPage(browser, MOBILE);
    await contractor.page.goto(jobLink);
    await contractor.page.getByRole('button', { name: 'Accept job' }).click();
    await contractor.page.getByText('You accepted this job. The office has been told.').first().waitFor();
    await contractor.page.getByLabel('What was done').fill('Replaced the washer; no more drips.');
    await contractor.page.getByRole('button', { name: 'Mark as done' }).click();
    await contractor.page.getByRole('heading', { level: 1, name: 'Thank you, the job is marked done' }).waitFor();
    await contractor.context.close();

    // The resident sees every step and confirms the job is done.
    await page.reload();
    await heading(page, 'Maintenance request');
    await page.getByText('Sent to a contractor').first().waitFor();
    await page.getByText('Marked done').first().waitFor();
    // "Your request was sent" was shown once, after sending: a reload does not say it again.
    expect(await page.getByText('Your request was sent.').count()).toBe(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: "Confirm it's done" }).click();
    await page.getByText('You confirmed it is done').waitFor();
    await expectAccessible(page);
    await shots(page, 'portal-request-confirmed');

    // Notices and profile.
    await page.getByRole('navigation', { name: 'Resident portal' }).getByRole('link', { name: 'Notices' }).click();
    await heading(page, 'Notices');
    await page
      .getByRole('status')
      .or(page.getByRole('list'))
      .or(page.getByRole('heading', { name: 'No notices' }))
      .first()
      .waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    await expectAccessible(page);
    await shots(page, 'portal-notices');
    await page.getByRole('navigation', { name: 'Resident portal' }).getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('heading', { name: fullName }).waitFor();
    await expectAccessible(page);
    await waitForHydration(page);

    // Profile: the name is required; a new name and phone are saved and shown.
    const newName = `${fullName} Jr`;
    await page.getByLabel('Full name').fill(' ');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByText('Enter your full name.').waitFor();
    await expectAccessible(page);
    await page.getByLabel('Full name').fill(newName);
    await page.getByLabel('Phone').fill('555-0142');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.getByRole('status').filter({ hasText: 'Your profile was saved.' }).waitFor();
    await page.getByRole('heading', { name: newName }).waitFor();
    await expectAccessible(page);
    await shots(page, 'portal-profile');
    await page.reload();
    await page.getByRole('heading', { name: newName }).waitFor();
    expect(await page.getByText('555-0142').first().isVisible()).toBe(true);
    await waitForHydration(page);

    // Message the office: it lands in the office's Contact Messages, tied to the resident.
    const note = `Could the hallway light be checked? ${tag}`;
    await page.getByLabel('Subject').fill(`Hallway ${tag}`);
    await page.getByLabel('Your message').fill(note);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('status').filter({ hasText: 'Your message was sent to the office.' }).waitFor();
    expect(await page.getByLabel('Your message').inputValue()).toBe('');
    await expectAccessible(page);
    const inbox = await api.request<{ data: { contacts: { full_name: string; email: string; message: string }[] } }>(
      'GET',
      `/api/admin/contacts?search=${encodeURIComponent(tag)}`,
    );
    expect(inbox.status, JSON.stringify(inbox.body)).toBe(200);
    expect(inbox.body.data.contacts).toEqual([
      expect.objectContaining({ full_name: newName, email, message: expect.stringContaining(note) as string }),
    ]);

    // Set a password: then the resident may sign in without a link.
    const password = `portal-pass-${tag}`;
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('Use at least 8 characters.').waitFor();
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByRole('status').filter({ hasText: 'Your password was saved.' }).waitFor();
    await page.getByRole('heading', { name: 'Change your password' }).waitFor();
    await expectAccessible(page);

    // Sign out: the portal asks to sign in again.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await heading(page, 'Resident sign-in');
    await page.goto('/resident');
    await page.getByText('Please sign in to see your resident portal.').waitFor();
    await expectAccessible(page);

    // Sign in with the password: a wrong one is refused, the right one opens the portal.
    await page.goto('/resident/sign-in');
    await heading(page, 'Resident sign-in');
    await waitForHydration(page);
    await page.getByLabel('Your e-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in with password' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid e-mail or password' }).waitFor();
    await expectAccessible(page);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in with password' }).click();
    await heading(page, 'Your home');
    await page.getByRole('navigation', { name: 'Resident portal' }).getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('heading', { name: newName }).waitFor();
    expect(await page.getByText('Set', { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it('says clearly when a sign-in link is no good, and signs nobody in', async ({ browser }) => {
    const { context, page } = await newPage(browser, MOBILE);
    await page.goto('/resident/sign-in/not-a-real-token');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await heading(page, 'This link does not work');
    expect(await page.getByRole('link', { name: 'Send me a new link' }).getAttribute('href')).toBe('/resident/sign-in');
    await expectAccessible(page);
    await shots(page, 'portal-bad-link');
    await context.close();
  });
});
