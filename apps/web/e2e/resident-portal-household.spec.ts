import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/journey';
import type { AdminApi } from './support/api';
import { expectAccessible } from './support/axe';
import { baseURL, DESKTOP, MOBILE, newPage } from './support/browser';
import { officeToday, yearsOn } from './support/dates';
import { signAsResident } from './support/leases';
import { linkIn, waitForMail } from './support/mail';
import { settled, waitForHydration } from './support/page';
import { createProperty } from './support/properties';
import { newTag } from './support/tag';

// The resident portal for a household (issue 32 items 1, 5, 6): two residents sign one lease on
// two phones and the office countersigns; a renewal offer is declined, offered again and accepted
// in the portal; and the portal without JavaScript says plainly what needs it.

const today = officeToday();

interface Person {
  email: string;
  name: string;
}

async function sentLease(api: AdminApi, people: Person[], title: string) {
  const property = await createProperty(api, { title, status: 'available' });
  const created = await api.request<{ data: { id: string; reference: string } }>('POST', '/api/admin/leases', {
    property_id: property.id,
    application_id: null,
    residents: people.map((p) => ({ full_name: p.name, email: p.email, phone: null })),
    start_date: today,
    end_date: yearsOn(today, 1),
    monthly_rent_cents: 180000,
    deposit_cents: 180000,
    due_day: 1,
    grace_days: 5,
    late_fee: { type: 'flat', amount: 5000, cap_cents: null },
    recurring_charges: [],
    notes: '',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const sent = await api.request('POST', `/api/admin/leases/${created.body.data.id}/send`);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return created.body.data;
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name }).waitFor();

/** A phone of its own, signed in with the link of the lease's invitation (`subject`). */
async function phoneSignedIn(browser: Browser, person: Person, subject: RegExp) {
  const phone = await newPage(browser, MOBILE);
  const link = linkIn(await waitForMail(person.email, subject), '/resident/sign-in/');
  await phone.page.goto(new URL(link).pathname);
  await heading(phone.page, 'Sign in to the resident portal');
  await expectAccessible(phone.page);
  await waitForHydration(phone.page);
  await phone.page.getByRole('button', { name: 'Sign in' }).click();
  await heading(phone.page, 'Your home');
  return phone;
}

async function signOnPhone(page: Page, person: Person, task: RegExp, button: string) {
  await page.getByRole('link', { name: task }).click();
  await heading(page, 'Your lease');
  const submit = page.getByRole('button', { name: button, exact: true });
  await submit.waitFor();
  await expectAccessible(page);
  await page.getByLabel('I agree to receive and sign this lease electronically.').check();
  await page.getByLabel('Type your full name').fill(person.name);
  await submit.click();
}

/** Both widths of the renewal screen, kept for the report under /tmp/lease32. */
async function renewalShots(page: Page) {
  fs.mkdirSync('/tmp/lease32', { recursive: true });
  for (const viewport of [MOBILE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => settled(page)).toBe(true);
    await page.screenshot({ path: `/tmp/lease32/renewal-offer-${viewport.width}.png`, fullPage: true });
  }
  await page.setViewportSize(MOBILE);
}

describe('resident portal: a household', () => {
  it('two residents sign one lease on two phones, the office countersigns, and both see the signed lease', async ({ browser, api }) => {
    const tag = newTag();
    const ana = { email: `ana-${tag}@example.com`.toLowerCase(), name: `Ana Household ${tag}` };
    const ben = { email: `ben-${tag}@example.com`.toLowerCase(), name: `Ben Household ${tag}` };
    const lease = await sentLease(api, [ana, ben], `Household Home ${tag}`);
    const phones = [await phoneSignedIn(browser, ana, /ready to sign/), await phoneSignedIn(browser, ben, /ready to sign/)];

    for (const [i, person] of [ana, ben].entries()) {
      const { page } = phones[i]!;
      await page.getByText('Sign your lease').first().waitFor();
      await expectAccessible(page);
      await signOnPhone(page, person, /^Read and sign\W+Sign your lease$/, 'Sign');
      await page.getByText('Thank you, your signature is saved.').waitFor();
      await expectAccessible(page);
    }
    // Ana's phone sees Ben's signature too once it reads the lease again.
    await phones[0]!.page.reload();
    await phones[0]!.page.getByText('Signed, waiting for the office').first().waitFor();

    const countersigned = await api.request('POST', `/api/admin/leases/${lease.id}/countersign`);
    expect(countersigned.status, JSON.stringify(countersigned.body)).toBe(200);
    for (const { page } of phones) {
      await page.reload();
      await page.getByRole('heading', { name: 'Signed lease' }).waitFor();
      expect(await page.getByText('Active', { exact: true }).first().isVisible()).toBe(true);
      expect(await page.getByText(lease.reference).isVisible()).toBe(true);
      expect((await page.locator('code').first().textContent())?.trim()).toMatch(/^[0-9a-f]{64}$/);
      const pdf = await page.context().request.get((await page.getByRole('link', { name: 'Download' }).getAttribute('href')) ?? '');
      expect(pdf.status()).toBe(200);
      await expectAccessible(page);
    }
    for (const { context } of phones) await context.close();
  });

  it('a renewal offer: the resident sees it renews the current lease, declines it, and accepts the next by signing', async ({
    browser,
    api,
  }) => {
    const tag = newTag();
    const cy = { email: `cy-${tag}@example.com`.toLowerCase(), name: `Cy Renewer ${tag}` };
    const lease = await sentLease(api, [cy], `Renewal Home ${tag}`);
    await signAsResident(cy.email, cy.name, lease.id);
    expect((await api.request('POST', `/api/admin/leases/${lease.id}/countersign`)).status).toBe(200);
    const offer = async (rent: number) => {
      const made = await api.request<{ data: { id: string; reference: string } }>('POST', `/api/admin/leases/${lease.id}/renewal`, {
        start_date: null,
        end_date: yearsOn(today, 2),
        monthly_rent_cents: rent,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect((await api.request('POST', `/api/admin/leases/${made.body.data.id}/send`)).status).toBe(200);
      return made.body.data;
    };

    const first = await offer(190000);
    const { context, page } = await phoneSignedIn(browser, cy, /renewal of your lease/i);
    await page.getByText(`Renewal of ${lease.reference}`).first().waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: /^See the offer\W+Answer your renewal offer$/ }).click();
    await heading(page, 'Your lease');
    const section = page.locator('section', { has: page.getByRole('heading', { name: `Renewal of ${lease.reference}` }) });
    await section.waitFor();
    expect(await section.getByRole('row', { name: /Monthly rent/ }).textContent()).toContain('$1,900 ($100 more a month)');
    expect(await page.getByText(first.reference).first().isVisible()).toBe(true);
    await expectAccessible(page);
    await renewalShots(page);

    // Decline: a second press confirms; the offer is cancelled, the current lease unchanged.
    await waitForHydration(page);
    await page.getByLabel(/Reason/).fill('Hoping for a lower rent');
    await page.getByRole('button', { name: 'Decline the renewal' }).click();
    await page.getByRole('button', { name: 'Yes, decline' }).click();
    await page.getByText('You declined the renewal offer. Your current lease is unchanged.').waitFor();
    await expectAccessible(page);
    const declined = await api.request<{ data: { status: string } }>('GET', `/api/admin/leases/${first.id}`);
    expect(declined.body.data.status).toBe('cancelled');

    // The office offers again at the same rent; accepting is signing it.
    const second = await offer(180000);
    await page.goto('/resident');
    await heading(page, 'Your home');
    await signOnPhone(page, cy, /^See the offer\W+Answer your renewal offer$/, 'Accept and sign');
    await page.getByText('Thank you, you accepted the renewal.').waitFor();
    expect(await page.getByText('The same rent').first().isVisible()).toBe(true);
    await expectAccessible(page);
    const accepted = await api.request<{ data: { status: string; renewal_of: string | null } }>('GET', `/api/admin/leases/${second.id}`);
    expect(accepted.body.data).toMatchObject({ status: 'signed', renewal_of: lease.id });
    await context.close();
  });

  it('without JavaScript: the portal pages render on the server, say what needs JavaScript, and their forms post nothing into the address', async ({
    browser,
    api,
  }) => {
    const tag = newTag();
    const dee = { email: `dee-${tag}@example.com`.toLowerCase(), name: `Dee Static ${tag}` };
    const lease = await sentLease(api, [dee], `Static Home ${tag}`);
    const context = await browser.newContext({ baseURL: baseURL(), javaScriptEnabled: false, viewport: MOBILE });
    const page = await context.newPage();
    // Text locators skip <noscript>; with JavaScript off its content is parsed as markup, so the
    // paragraph itself is found and must be visible and say what needs JavaScript.
    const notice = page.locator('noscript > p');
    const seeNotice = async () => {
      await notice.first().waitFor();
      expect(await notice.first().textContent()).toContain('The resident portal needs JavaScript');
    };

    // Sign-in: the server's form, the notice, and a post that keeps the e-mail out of the address.
    await page.goto('/resident/sign-in');
    await heading(page, 'Resident sign-in');
    await seeNotice();
    await page.getByLabel('E-mail', { exact: true }).fill(dee.email);
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await page.waitForLoadState('load');
    await heading(page, 'Resident sign-in');
    expect(page.url()).toBe(`${baseURL()}/resident/sign-in`);
    await page.getByLabel('Your e-mail', { exact: true }).fill(dee.email);
    await page.getByLabel('Password', { exact: true }).fill('not-in-the-address');
    await page.getByRole('button', { name: 'Sign in with password' }).click();
    await page.waitForLoadState('load');
    expect(page.url()).not.toContain('not-in-the-address');
    expect(page.url()).not.toContain(encodeURIComponent(dee.email));

    // The e-mailed link's page renders, with the notice (its button needs JavaScript).
    const link = linkIn(await waitForMail(dee.email, /ready to sign/), '/resident/sign-in/');
    await page.goto(new URL(link).pathname);
    await heading(page, 'Sign in to the resident portal');
    await seeNotice();

    // Signed in (the session cookie of a sign-in made elsewhere), each page renders its shell.
    const verify = await fetch(`${baseURL()}/api/resident/auth/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseURL() },
      body: JSON.stringify({ token: new URL(link).pathname.split('/').pop() }),
    });
    expect(verify.status).toBe(200);
    const [name, value] = (verify.headers.getSetCookie().find((c) => c.includes('rsid=')) ?? '').split(';')[0]!.split('=');
    await context.addCookies([{ name: name!, value: value!, url: baseURL() }]);
    for (const [path, title] of [
      ['/resident', 'Your home'],
      [`/resident/leases/${lease.id}`, 'Your lease'],
      ['/resident/maintenance', 'Maintenance'],
      ['/resident/notices', 'Notices'],
      ['/resident/profile', /./],
    ] as const) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      await heading(page, title);
      await seeNotice();
      expect(await page.getByRole('navigation', { name: 'Resident portal' }).isVisible()).toBe(true);
    }
    await page.goto('/resident/maintenance/new');
    await heading(page, 'Request maintenance');
    await seeNotice();
    await page.getByLabel('Describe the problem').fill('A private description');
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.waitForLoadState('load');
    expect(page.url()).toBe(`${baseURL()}/resident/maintenance/new`);
    await context.close();
  });
});
