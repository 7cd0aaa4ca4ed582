import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/journey';
import { signInContext } from './support/api';
import { submitApplication } from './support/applications';
import { expectAccessible } from './support/axe';
import { DESKTOP, newPage } from './support/browser';
import { approveApplication, signAsResident } from './support/leases';
import { settleToasts, shots, toastText } from './support/page';
import { createProperty } from './support/properties';
import { newTag } from './support/tag';

// Issue 32, the office side: an approved application becomes a draft lease, the office edits and
// sends it, finds it in the list by its filters, and (once signed and countersigned) ends it with
// the keyboard only, then puts the home back on the market.

const activeTag = () => document.activeElement?.tagName.toLowerCase() ?? '';

/** Presses Tab until the focused element matches, at most `max` times. */
async function tabTo(page: Page, matches: () => Promise<boolean>, max = 12): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    if (await matches()) return;
    seen.push(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80) ?? 'none'));
    await page.keyboard.press('Tab');
  }
  expect(await matches(), `focus went through: ${seen.join(' | ')}`).toBe(true);
}

describe('leases (office)', () => {
  const tag = newTag();
  const applicant = { name: `Maria Lease ${tag}`, email: `maria-${tag}@example.com`, phone: '(518) 555-0171' };
  const second = { name: `Sam Lease ${tag}`, email: `sam-${tag}@example.com` };
  let property: { id: string; title: string };
  let leaseId = '';
  let reference = '';

  it.beforeAll(async ({ api }) => {
    property = await createProperty(api, { title: `Lease Cottage ${tag}`, price: 1725, deposit: 1725, lease_term: 12 });
    const app = await submitApplication(property.id, applicant);
    await approveApplication(api, app.id);
  });

  it('staff create a lease from the approved application, edit it, send it and find it by its filters', async ({ browser, api }) => {
    const { page, context } = await newPage(browser, DESKTOP);
    await signInContext(context, api);

    await page.goto(`/admin/applications`);
    await page.getByLabel('Search applications').fill(applicant.email);
    await page.getByRole('button', { name: `View details of ${applicant.name}` }).click();
    const detail = page.getByRole('dialog', { name: `Application of ${applicant.name}` });
    await detail.getByRole('button', { name: 'Create lease' }).click();
    await page.waitForURL(/\/admin\/leases\?lease=/);
    leaseId = new URL(page.url()).searchParams.get('lease')!;
    await page.getByRole('heading', { name: property.title, level: 2 }).waitFor();
    await page.getByText('Draft', { exact: true }).first().waitFor();
    reference = (await page.getByText(/^LSE-/).first().textContent())!.split(' ·')[0]!;
    await page.getByText(applicant.email).waitFor();
    await settleToasts(page);
    await expectAccessible(page);
    await shots(page, 'lease-draft');

    // Edit: everything the applicant gave is there; add the second adult, a charge and a late fee.
    await page.getByRole('button', { name: 'Edit lease' }).click();
    await page.getByRole('heading', { name: `Edit lease ${reference}` }).waitFor();
    expect(await page.getByLabel('Resident 1 full name').inputValue()).toBe(applicant.name);
    expect(await page.getByLabel('Monthly rent ($)').inputValue()).toBe('1725');
    await page.getByRole('button', { name: 'Add resident' }).click();
    await page.getByLabel('Resident 2 full name').fill(second.name);
    await page.getByLabel('Resident 2 e-mail').fill('not-an-email');
    await page.getByRole('button', { name: 'Add charge' }).click();
    await page.getByLabel('Charge 1 description').fill('Parking space 4');
    await page.getByLabel('Charge 1 amount ($ a month)').fill('40');
    await page.getByLabel('Late fee ($)').fill('50');
    await page.getByRole('button', { name: 'Save changes' }).click();
    // The form names the bad field and keeps everything typed.
    await page.getByText('Enter a valid e-mail address', { exact: true }).waitFor();
    await expectAccessible(page);
    await shots(page, 'lease-form');
    await page.getByLabel('Resident 2 e-mail').fill(second.email);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toastText(page, 'Lease updated');
    await page.getByText('Parking: Parking space 4 · $40 a month').waitFor();
    await page.getByText('$50 after 5 grace days').waitFor();

    // Send for signature.
    await settleToasts(page);
    await page.getByRole('button', { name: 'Send for signature' }).click();
    const send = page.getByRole('dialog', { name: 'Send for signature?' });
    await expectAccessible(page);
    await send.getByRole('button', { name: 'Send for signature' }).click();
    await toastText(page, 'Lease sent for signature');
    await page.getByText('Out for signature', { exact: true }).first().waitFor();
    await page
      .getByText(/^SHA-256 [0-9a-f]{64}$/)
      .first()
      .waitFor();
    await settleToasts(page);
    await expectAccessible(page);
    await shots(page, 'lease-sent');

    // The list: the status filter finds it; "ending within 30 days" does not (a 12-month term).
    await page.getByRole('button', { name: 'All leases' }).click();
    await page.getByLabel('Status').selectOption('out_for_signature');
    await page.getByLabel('Search leases').fill(tag);
    const row = page.getByRole('row').filter({ hasText: reference });
    await row.waitFor();
    expect(await row.textContent()).toContain('$1,725');
    expect(await row.textContent()).toContain(`${applicant.name} and ${second.name}`);
    await expectAccessible(page);
    await shots(page, 'leases-list');
    await page.getByLabel('Ending within').selectOption('30');
    await page.getByText('No leases match').waitFor();
    expect(new URL(page.url()).searchParams.get('ending_within')).toBe('30');
    await expectAccessible(page);
    await context.close();
  });

  it('once both residents signed and the office countersigned, the lease ends with the keyboard only', async ({ browser, api }) => {
    expect(leaseId).not.toBe('');
    await signAsResident(applicant.email, applicant.name, leaseId);
    await signAsResident(second.email, second.name, leaseId);
    const { page, context } = await newPage(browser, DESKTOP);
    await signInContext(context, api);
    await page.goto(`/admin/leases?lease=${leaseId}`);

    // Countersign (owner): the start date is today, so the lease becomes active.
    await page.getByRole('button', { name: 'Countersign' }).click();
    await page.getByRole('dialog', { name: 'Countersign the lease?' }).getByRole('button', { name: 'Countersign' }).click();
    await toastText(page, 'Lease countersigned');
    await page.getByText('Active', { exact: true }).first().waitFor();
    await page.getByText('Signed lease with certificate', { exact: false }).waitFor();
    await settleToasts(page);
    await expectAccessible(page);
    await shots(page, 'lease-active');

    // Offer a renewal (new term and rent): a new draft that names the lease it renews.
    await page.getByRole('button', { name: 'Offer renewal' }).click();
    const renewal = page.getByRole('dialog', { name: `Offer a renewal of ${reference}` });
    await renewal.getByRole('checkbox', { name: /Month-to-month/ }).check();
    await renewal.getByLabel('New monthly rent ($)').fill('1800');
    await expectAccessible(page);
    await renewal.getByRole('button', { name: 'Draft renewal' }).click();
    await toastText(page, 'Renewal drafted');
    await page.getByRole('button', { name: 'Renewal of the previous lease' }).waitFor();
    await page.getByText('$1,800 a month', { exact: false }).waitFor();
    await settleToasts(page);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Renewal of the previous lease' }).click();
    await page.getByText('Renewal offered', { exact: true }).waitFor();

    // Keyboard only: open the dialog, leave with Escape (focus back on the trigger), open again, end.
    const trigger = page.getByRole('button', { name: 'End lease' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `End lease ${reference}` });
    await dialog.waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('End lease');

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await tabTo(page, async () => (await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)) === 'date');
    await shots(page, 'lease-end-dialog');
    await tabTo(page, async () => (await page.evaluate(() => document.activeElement?.textContent)) === 'End lease');
    await page.keyboard.press('Enter');
    await toastText(page, 'Lease ended');
    const offer = page.getByRole('dialog', { name: 'Mark the property available?' });
    await offer.waitFor();
    await settleToasts(page);
    await expectAccessible(page);
    await tabTo(page, async () => (await page.evaluate(() => document.activeElement?.textContent)) === 'Mark property available');
    await page.keyboard.press('Enter');
    await toastText(page, 'The property is available again');
    await offer.waitFor({ state: 'detached' });
    await page.getByText('Ended', { exact: true }).first().waitFor();
    expect(await page.evaluate(activeTag)).not.toBe('');
    const home = await api.request<{ data: { status: string } }>('GET', `/api/properties/${property.id}`);
    expect(home.body.data.status).toBe('available');
    await settleToasts(page);
    await expectAccessible(page);
    await context.close();
  });

  it('the office edits the lease template with the merge fields as help, and saves it', async ({ browser, api }) => {
    const before = await api.request<{ data: { sections: { heading: string; body: string }[] } }>(
      'GET',
      '/api/admin/settings/lease-template',
    );
    const { page, context } = await newPage(browser, DESKTOP);
    await signInContext(context, api);
    try {
      await page.goto('/admin/settings');
      const card = page.getByRole('region', { name: 'Lease template' });
      await card.getByText('Merge fields you can use').click();
      await card.locator('dt').getByText('{{resident_names}}', { exact: true }).waitFor();
      const heading = card.getByLabel('Section 1 heading');
      await heading.fill('');
      await card.getByRole('button', { name: 'Save template' }).click();
      await card.getByText('Each section needs a heading').waitFor();
      await heading.fill(`Parties ${tag}`);
      await card.getByRole('button', { name: 'Save template' }).click();
      await toastText(page, 'Lease template saved');
      await settleToasts(page);
      await expectAccessible(page);
      await card.scrollIntoViewIfNeeded();
      await shots(page, 'lease-template');
      const after = await api.request<{ data: { sections: { heading: string }[]; is_default: boolean } }>(
        'GET',
        '/api/admin/settings/lease-template',
      );
      expect(after.body.data.sections[0]!.heading).toBe(`Parties ${tag}`);
      expect(after.body.data.is_default).toBe(false);
    } finally {
      // Other journeys draw documents from the template: put the text back.
      await api.request('PUT', '/api/admin/settings/lease-template', { sections: before.body.data.sections });
      await context.close();
    }
  });
});
