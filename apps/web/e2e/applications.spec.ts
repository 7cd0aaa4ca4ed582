import type { ApplicationDetail } from '@rentfront/shared/applications';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/journey';
import { submitApplication } from './support/applications';
import { createProperty } from './support/properties';
import { signInContext, type AdminApi } from './support/api';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE, newPage } from './support/browser';
import { waitForMail } from './support/mail';
import { settleToasts, shots, toastText } from './support/page';

// The one review-time sentence (issue 18): the same on the first step and on the confirmation.
const REVIEW_PROMISE = 'We review applications within 48 hours and send you our decision within 2-3 business days.';

const tag = Date.now().toString(36);
const visitor = { name: 'Taylor Wizard', email: `taylor-${tag}@example.com`, phone: '(518) 555-0161' };
const second = { name: 'Casey Retry', email: `casey-${tag}@example.com`, phone: '518-555-0162' };
const applicant = { name: 'Jamie Admin-View', email: `jamie-${tag}@example.com`, phone: '518 555 0163' };

interface ListData {
  data: { applications: { id: string; reference: string; status: string; email: string }[]; total: number };
}

const stepHeading = (page: Page, title: string) => page.getByRole('heading', { name: title, level: 2 }).waitFor();
const next = (page: Page) => page.getByRole('button', { name: 'Continue' }).click();

function localToday(): string {
  const d = new Date(new Date().toLocaleString('en-US', { timeZone: 'America/New_York' }));
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function applicationsOf(api: AdminApi, email: string) {
  const res = await api.request<ListData>('GET', `/api/admin/applications?search=${encodeURIComponent(email)}`);
  return res.body.data.applications;
}

describe('rental applications', () => {
  let property: { id: string; title: string };

  it.beforeAll(async ({ api }) => {
    property = await createProperty(api, {
      title: `Application Cottage ${tag}`,
      description: 'A two-bedroom cottage with a garden, made by the applications journey.',
      property_type: 'house',
      area_sqft: 1100,
      bathrooms: 1.5,
      price: 1725,
      deposit: 1725,
      address: '8 Circular Street',
      city: 'Saratoga Springs',
      pincode: '12866',
    });
  });

  it('a visitor completes the ten steps (skipping two), survives a reload, submits and gets a reference', async ({ browser, api }) => {
    const { page, context } = await newPage(browser, DESKTOP);
    // Reloading with answers typed asks first (beforeunload); the journey accepts.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(`/apply/${property.id}`);
    await page.getByRole('heading', { name: 'Rental Application', level: 1 }).waitFor();
    await page.getByText('Step 1 of 9: Property Information').waitFor();
    await page.getByText('11% complete').waitFor();
    await page.getByText(property.title).waitFor();
    await page.getByText(REVIEW_PROMISE, { exact: true }).waitFor();
    await expectAccessible(page);
    await shots(page, 'apply-step1');

    // Step 2: the spec's messages, cleared as soon as the field is edited.
    await page.getByRole('button', { name: 'Start Application' }).click();
    await stepHeading(page, 'Personal Information');
    await next(page);
    await page.getByText('Full name is required', { exact: true }).waitFor();
    await page.getByText('Email is required', { exact: true }).waitFor();
    await page.getByText('Phone number is required', { exact: true }).waitFor();
    await expectAccessible(page);
    await shots(page, 'apply-step2-errors');
    await page.getByLabel('Full Name').fill(visitor.name);
    expect(await page.getByText('Full name is required', { exact: true }).count()).toBe(0);
    await page.getByLabel('Email').fill('taylor@');
    await page.getByLabel('Phone Number').first().fill(visitor.phone);
    await next(page);
    await page.getByText('Please enter a valid email address', { exact: true }).waitFor();
    await page.getByLabel('Email').fill(visitor.email);
    await page.getByLabel('Date of Birth').fill('1990-05-17');
    const ssn = page.getByLabel('Social Security Number');
    await ssn.pressSequentially('123456789');
    expect(await ssn.inputValue()).toBe('•••-••-6789');
    await page.getByLabel("Driver's License Number").fill('T1234-5678');
    await page.getByLabel('Name', { exact: true }).fill('Robin Wizard');
    await next(page);

    // Step 3, then a reload in the middle of it.
    await stepHeading(page, 'Residential History');
    await page.getByLabel('Street Address').fill('21 Phila Street');
    await page.getByLabel('City').fill('Saratoga Springs');
    await page.getByRole('button', { name: 'Add Previous Address' }).click();
    await page.getByRole('group', { name: 'Previous Address 1' }).getByLabel('Street Address').fill('4 Elm Row');
    await expectAccessible(page);
    await shots(page, 'apply-step3');
    // The draft is written 250 ms after the last keystroke: wait until it holds the last one.
    await page.waitForFunction(() =>
      Object.keys(sessionStorage).some(
        (k) => k.startsWith('rentfront.application-draft.') && sessionStorage.getItem(k)!.includes('4 Elm Row'),
      ),
    );
    await page.reload();
    await stepHeading(page, 'Residential History');
    await page.getByText('Step 3 of 9: Residential History').waitFor();
    expect(await page.getByLabel('Street Address').first().inputValue()).toBe('21 Phila Street');
    expect(await page.getByRole('group', { name: 'Previous Address 1' }).getByLabel('Street Address').inputValue()).toBe('4 Elm Row');
    expect(await page.getByText('Personal Information (completed)').count()).toBe(1);
    // Back keeps the answers too; the sensitive fields were never stored, so they are asked again.
    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    await stepHeading(page, 'Personal Information');
    expect(await page.getByLabel('Full Name').inputValue()).toBe(visitor.name);
    expect(await page.getByLabel('Social Security Number').inputValue()).toBe('');
    const storage = await page.evaluate(() => JSON.stringify(sessionStorage));
    expect(storage).toContain('21 Phila Street');
    expect(storage).not.toContain('123456789');
    expect(storage).not.toContain('1990-05-17');
    await page.getByLabel('Social Security Number').pressSequentially('123-45-6789');
    await next(page);
    await stepHeading(page, 'Residential History');
    await next(page);

    // Step 4, step 5 skipped, step 6 with references added and removed, step 7 skipped.
    await stepHeading(page, 'Employment & Income');
    await page.getByLabel('Company Name').fill('Skidmore College');
    await page.getByLabel('Job Title').fill('Librarian');
    await page.getByLabel('Monthly Income ($)').fill('4800');
    await next(page);
    await stepHeading(page, 'Credit & Background Check');
    await page.getByLabel('Eviction History').selectOption('past_eviction');
    await page.getByLabel('Eviction Details').waitFor();
    await page.getByLabel('Eviction History').selectOption('none');
    expect(await page.getByLabel('Eviction Details').count()).toBe(0);
    await page.getByRole('button', { name: 'Skip' }).click();
    await stepHeading(page, 'References');
    const personal = page.getByRole('group', { name: 'Personal Reference 1' });
    await personal.getByLabel('Name').fill('Alex Friend');
    await personal.getByLabel('Email').fill('alex.friend@example.com');
    await page.getByRole('button', { name: 'Add Personal Reference' }).click();
    await page.getByRole('group', { name: 'Personal Reference 2' }).waitFor();
    await page.getByRole('button', { name: 'Remove personal reference 2' }).click();
    expect(await page.getByRole('group', { name: 'Personal Reference 2' }).count()).toBe(0);
    await expectAccessible(page);
    await shots(page, 'apply-step6');
    await next(page);
    await stepHeading(page, 'Additional Information');
    await page.getByLabel('Do you have pets?').selectOption('yes');
    await page.getByLabel('Pet Type').waitFor();
    await page.getByRole('button', { name: 'Skip' }).click();

    // Step 8: today's local date by default, both acknowledgments required.
    await stepHeading(page, 'Signature & Terms');
    expect(await page.getByLabel('Signature Date').inputValue()).toBe(localToday());
    // The terms the applicant accepts are linked, each opening in a new tab (issue 18; the pages
    // themselves are journeys of visitor-context.spec.ts).
    for (const [name, path] of [
      ['Lease Terms', '/lease-terms'],
      ['Rental Policies', '/rental-policies'],
    ]) {
      const link = page.getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(await link.getAttribute('href')).toBe(path);
      expect(await link.getAttribute('target')).toBe('_blank');
    }
    await page.getByLabel('Full Name (signature)').fill(visitor.name);
    await next(page);
    await page.getByText('You must agree to the lease terms', { exact: true }).waitFor();
    await page.getByText('Background check consent is required', { exact: true }).waitFor();
    await expectAccessible(page);
    await shots(page, 'apply-step8-errors');
    await page.getByLabel('I agree to the lease terms').check();
    await page.getByLabel('I consent to background and credit checks').check();
    await next(page);

    // Step 9: review, skipped steps not marked completed.
    await stepHeading(page, 'Review & Submit');
    await page.getByText('Step 9 of 9: Review & Submit').waitFor();
    await page.getByText('100% complete').waitFor();
    expect(await page.getByText('Credit & Background Check (completed)').count()).toBe(0);
    expect(await page.getByText('Additional Information (completed)').count()).toBe(0);
    expect(await page.getByText('References (completed)').count()).toBe(1);
    await page.getByText('Skidmore College').waitFor();
    await page.getByText('•••-••-6789').waitFor();
    await settleToasts(page);
    await expectAccessible(page);
    await shots(page, 'apply-step9');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await stepHeading(page, 'Application Submitted');
    await toastText(page, 'Application submitted successfully!');
    const reference = (await page.locator('strong').filter({ hasText: /^APP-/ }).textContent()) ?? '';
    expect(reference).toMatch(/^APP-[A-Z0-9]{6}$/);
    await page.getByText(REVIEW_PROMISE, { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Back to Property' }).waitFor();
    await page.getByRole('link', { name: 'Browse More Properties' }).waitFor();
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.includes('application-draft')).length)).toBe(0);
    await settleToasts(page);
    await expectAccessible(page);
    await shots(page, 'apply-submitted');

    // The receipt reaches the applicant, and the stored application is the one typed.
    const receipt = await waitForMail(visitor.email, reference);
    expect(receipt.text).toContain(property.title);
    const [stored] = await applicationsOf(api, visitor.email);
    expect(stored.reference).toBe(reference);
    const detail = await api.request<{ data: ApplicationDetail }>('GET', `/api/admin/applications/${stored.id}`);
    expect(detail.body.data.personal_information.social_security_number).toBe('***-**-6789');
    expect(detail.body.data.residential_history.previous_addresses[0].street_address).toBe('4 Elm Row');
    expect(detail.body.data.references.personal_references).toHaveLength(1);
    expect(detail.body.data.additional_information.pets.has_pets).toBe(true);
    await context.close();
  });

  it('the final check stays on Review & Submit and leads to the step with an error, and a double click makes one application', async ({
    browser,
    api,
  }) => {
    const { page, context } = await newPage(browser, MOBILE);
    await page.goto(`/apply/${property.id}`);
    await page.getByRole('button', { name: 'Start Application' }).click();
    await page.getByLabel('Full Name').fill(second.name);
    await page.getByLabel('Email').fill(second.email);
    await page.getByLabel('Phone Number').first().fill(second.phone);
    // Leaving through a link of the site asks first; Stay keeps everything.
    await page.getByRole('link', { name: 'Rentfront Property Rentals' }).first().click();
    const leave = page.getByRole('dialog', { name: 'Leave the application?' });
    await leave.waitFor();
    await expectAccessible(page);
    await leave.getByRole('button', { name: 'Stay' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/apply/${property.id}`);
    expect(await page.getByLabel('Full Name').inputValue()).toBe(second.name);
    await next(page);
    await page.getByRole('button', { name: 'Skip' }).click();
    await stepHeading(page, 'Employment & Income');
    await page.getByLabel('Monthly Income ($)').fill('-20');
    await next(page); // no rules on Continue here
    for (const title of ['Credit & Background Check', 'References', 'Additional Information']) {
      await stepHeading(page, title);
      await page.getByRole('button', { name: 'Skip' }).click();
    }
    await page.getByLabel('I agree to the lease terms').check();
    await page.getByLabel('I consent to background and credit checks').check();
    await next(page);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await toastText(page, 'Please fix the validation errors');
    await stepHeading(page, 'Review & Submit');
    const summary = page.getByRole('alert').filter({ hasText: 'Please fix the validation errors' });
    await summary.getByText('Monthly income must be a positive number').waitFor();
    await settleToasts(page);
    await expectAccessible(page);
    await shots(page, 'apply-final-check');
    await summary.getByRole('button', { name: 'Go to Employment & Income' }).click();
    await stepHeading(page, 'Employment & Income');
    await page.getByText('Monthly income must be a positive number', { exact: true }).waitFor();
    await page.getByLabel('Monthly Income ($)').fill('3900');
    await next(page);
    for (const title of ['Credit & Background Check', 'References', 'Additional Information']) {
      await stepHeading(page, title);
      await page.getByRole('button', { name: 'Skip' }).click();
    }
    await next(page);
    await stepHeading(page, 'Review & Submit');
    await page.getByRole('button', { name: 'Submit Application' }).dblclick();
    await stepHeading(page, 'Application Submitted');
    expect(await applicationsOf(api, second.email)).toHaveLength(1);
    await context.close();
  });

  it('an unknown property gives a clear page with a way back', async ({ browser }) => {
    const { page, context } = await newPage(browser, MOBILE);
    await page.goto('/apply/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Property Not Found' }).waitFor();
    await expectAccessible(page);
    await shots(page, 'apply-unknown');
    await page.getByRole('link', { name: 'Browse Properties' }).click();
    await page.waitForURL('**/properties');
    await context.close();
  });

  it('an admin finds the application, views it, reveals the SSN, replies with approved, and the applicant is e-mailed', async ({
    browser,
    api,
  }) => {
    const { reference } = await submitApplication(property.id, {
      ...applicant,
      ssn: '987-65-4321',
      dateOfBirth: '1985-02-03',
      employer: { name: 'Saratoga Hospital', monthlyIncome: 6200 },
    });

    const { page, context } = await newPage(browser, DESKTOP);
    await signInContext(context, api);
    await page.goto('/admin/applications');
    await page.getByText('Total Applications').waitFor();
    await page.getByRole('table').waitFor();
    await expectAccessible(page);
    await shots(page, 'admin-applications');

    // Search by reference finds exactly this one.
    await page.getByLabel('Search applications').fill(reference.toLowerCase());
    const row = page.getByRole('row').filter({ hasText: applicant.name });
    await row.waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    expect(await row.getByText('Pending Review').count()).toBe(1);

    // View details: completion per section, PII masked, then revealed.
    await row.getByRole('button', { name: `View details of ${applicant.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Application of ${applicant.name}` });
    await dialog.getByText('***-**-4321').waitFor();
    expect(await dialog.getByText('987-65-4321').count()).toBe(0);
    await dialog.getByRole('progressbar', { name: 'Employment & Income completion' }).waitFor();
    await expectAccessible(page);
    await shots(page, 'admin-application-detail');
    await dialog.getByRole('button', { name: 'Reveal sensitive details' }).click();
    await dialog.getByText('987-65-4321').waitFor();
    await dialog.getByText('This reveal has been recorded in the audit log.').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'detached' });

    // Send Reply: blank is refused, then approved with the reply.
    await row.getByRole('button', { name: `Send reply to ${applicant.name}` }).click();
    const reply = page.getByRole('dialog', { name: 'Send Reply' });
    await reply.getByRole('button', { name: 'Send Reply' }).click();
    await reply.getByText('Please enter a reply message', { exact: true }).waitFor();
    await expectAccessible(page);
    await shots(page, 'admin-application-reply');
    await reply.getByLabel('Reply').fill('Welcome! Your application is approved; the lease follows by e-mail.');
    await reply.getByLabel('Status').selectOption('approved');
    await reply.getByRole('button', { name: 'Send Reply' }).click();
    await toastText(page, 'Reply sent successfully');
    await reply.waitFor({ state: 'detached' });
    await row.getByText('Approved', { exact: true }).waitFor();
    // A reply that approves sends the office's "approved" e-mail, the reply as its note (issue 19).
    const mail = await waitForMail(applicant.email, /^(?!We received)/);
    expect(mail.text).toContain('Welcome! Your application is approved');
    expect(mail.text).toContain(reference);

    // The status menu works from the keyboard.
    await row.getByRole('button', { name: `Change status of ${applicant.name}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Mark as Reviewed' }).waitFor();
    // Opened from the keyboard, the menu focuses its first item.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Mark as Reviewed');
    await page.keyboard.press('Enter');
    await toastText(page, 'Status updated successfully');
    await row.getByText('Under Review', { exact: true }).waitFor();
    await waitForMail(applicant.email, /Under Review/);

    // Delete with confirmation.
    await row.getByRole('button', { name: `Delete application of ${applicant.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Application' });
    await confirm.getByText('This action cannot be undone.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
    await toastText(page, 'Application deleted successfully');
    await page.getByText('No applications found').waitFor();
    expect(await applicationsOf(api, applicant.email)).toHaveLength(0);
    await settleToasts(page);
    await page.setViewportSize(MOBILE);
    await page.getByLabel('Search applications').fill('');
    await page.getByRole('table').waitFor();
    await expectAccessible(page);
    await context.close();
  });
});
