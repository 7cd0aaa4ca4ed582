import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/journey';
import { createProperty } from './support/properties';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE, newPage } from './support/browser';
import { linkIn, waitForMail } from './support/mail';
import { settleToasts, shots } from './support/page';

// Issue 34 items 3 and 4: an application started on a phone, continued on a laptop from the
// e-mailed link, and followed on its status page, where the applicant answers the office.

const tag = Date.now().toString(36);
const applicant = { name: 'Morgan Resume', email: `morgan-${tag}@example.com`, phone: '(518) 555-0177' };

const stepHeading = (page: Page, title: string) => page.getByRole('heading', { name: title, level: 2 }).waitFor();
const next = (page: Page) => page.getByRole('button', { name: 'Continue' }).click();
const skip = (page: Page) => page.getByRole('button', { name: 'Skip' }).click();

describe('applications continued anywhere, and their status page', () => {
  let property: { id: string; title: string };

  it.beforeAll(async ({ api }) => {
    property = await createProperty(api, {
      title: `Resume Row House ${tag}`,
      description: 'A row house made by the application resume journey.',
      property_type: 'house',
      price: 1950,
      address: '3 Union Avenue',
      city: 'Saratoga Springs',
    });
  });

  it('starts on a phone, continues on a desktop from the e-mailed link, submits, and answers the office on the status page', async ({
    browser,
    api,
  }) => {
    // --- On the phone: steps 1 to 3.
    const phone = await newPage(browser, MOBILE);
    await phone.page.goto(`/apply/${property.id}`);
    await phone.page.getByRole('button', { name: 'Start Application' }).click();
    await stepHeading(phone.page, 'Personal Information');
    await phone.page.getByLabel('Full Name').fill(applicant.name);
    await phone.page.getByLabel('Email').fill(applicant.email);
    await phone.page.getByLabel('Phone Number').first().fill(applicant.phone);
    await phone.page.getByLabel('Social Security Number').pressSequentially('123456789');
    await next(phone.page);
    await stepHeading(phone.page, 'Residential History');
    await phone.page.getByText('Your progress is saved. We e-mailed you a link to continue on any device.').waitFor();
    await phone.page.getByLabel('Street Address').fill('77 Broadway');
    await phone.page.getByLabel('City').fill('Saratoga Springs');
    await next(phone.page);
    await stepHeading(phone.page, 'Employment & Income');
    await phone.page.getByText('Your progress is saved.', { exact: false }).waitFor();
    await expectAccessible(phone.page);
    await shots(phone.page, 'resume-phone-step4');
    // The tab keeps the link's token, never the number.
    const storage = await phone.page.evaluate(() => JSON.stringify(sessionStorage));
    expect(storage).not.toContain('123456789');
    await phone.context.close();

    // --- The e-mail's link, on a desktop.
    const mail = await waitForMail(applicant.email, /^Continue your rental application/);
    const link = linkIn(mail, '/apply/resume/');
    const desk = await newPage(browser, DESKTOP);
    const page = desk.page;
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(new URL(link).pathname);
    await stepHeading(page, 'Employment & Income');
    await page.getByText('Step 4 of 9: Employment & Income').waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    await stepHeading(page, 'Residential History');
    expect(await page.getByLabel('Street Address').first().inputValue()).toBe('77 Broadway');
    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    await stepHeading(page, 'Personal Information');
    expect(await page.getByLabel('Full Name').inputValue()).toBe(applicant.name);
    // The number is kept on the server and shown masked only.
    expect(await page.getByLabel('Social Security Number').inputValue()).toBe('');
    await page.getByText('Saved (***-**-6789). Leave blank to keep it, or type a new one.').waitFor();
    await expectAccessible(page);
    await shots(page, 'resume-desktop-step2');
    await next(page);
    await stepHeading(page, 'Residential History');
    await next(page);
    await stepHeading(page, 'Employment & Income');
    await page.getByLabel('Company Name').fill('Saratoga Hospital');
    await page.getByLabel('Monthly Income ($)').fill('6200');
    await next(page);
    for (const title of ['Credit & Background Check', 'References', 'Additional Information']) {
      await stepHeading(page, title);
      await skip(page);
    }
    await stepHeading(page, 'Signature & Terms');
    await page.getByLabel('Full Name (signature)').fill(applicant.name);
    await page.getByLabel('I agree to the lease terms').check();
    await page.getByLabel('I consent to background and credit checks').check();
    await next(page);
    await stepHeading(page, 'Review & Submit');
    await page.getByText('***-**-6789').waitFor();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await stepHeading(page, 'Application Submitted');
    const reference = (await page.locator('strong').filter({ hasText: /^APP-/ }).textContent()) ?? '';
    expect(reference).toMatch(/^APP-/);

    // The office has the number from the server's copy (its last four, masked in the detail).
    const list = await api.request<{ data: { applications: { id: string }[] } }>(
      'GET',
      `/api/admin/applications?search=${encodeURIComponent(applicant.email)}`,
    );
    const id = list.body.data.applications[0].id;
    const detail = await api.request<{ data: { personal_information: { social_security_number: string | null } } }>(
      'GET',
      `/api/admin/applications/${id}`,
    );
    expect(detail.body.data.personal_information.social_security_number).toBe('***-**-6789');

    // --- The status page, from the confirmation.
    await settleToasts(page);
    await page.getByRole('link', { name: 'See where your application stands' }).click();
    await page.getByRole('heading', { name: 'Your Application', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Hello Morgan' }).waitFor();
    await page.getByText(reference, { exact: true }).waitFor();
    await page.getByText('We have your application and will start the review soon.').waitFor();
    expect(await page.getByText(applicant.email).count()).toBe(0);
    await expectAccessible(page);
    await shots(page, 'application-status-submitted');
    const statusPath = new URL(page.url()).pathname;

    // The office asks for a document; the page shows its words and the answer box.
    const asked = await api.request('PUT', `/api/admin/applications/${id}/status/info_requested`, {
      message: 'Please send your two latest pay stubs.',
    });
    expect(asked.status).toBe(200);
    const infoMail = await waitForMail(applicant.email, /information/i);
    expect(linkIn(infoMail, '/applications/')).toContain(statusPath);
    await page.reload();
    await page.getByText('Please send your two latest pay stubs.').waitFor();
    await page.getByRole('heading', { name: 'Answer the office' }).waitFor();
    await expectAccessible(page);
    await shots(page, 'application-status-info-requested');

    // Keyboard only: an empty answer is refused with a message, then the answer is sent.
    const box = page.getByLabel('Your answer');
    await box.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText('Please write your answer', { exact: true }).waitFor();
    await box.focus();
    await page.keyboard.type('I e-mailed them to the office this morning.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByText('Your answer was sent to the office').waitFor();
    await page.getByText('I e-mailed them to the office this morning.').waitFor();
    await page.getByText('Thank you for your answer. We will review it and let you know what happens next.').waitFor();
    expect(await page.getByRole('heading', { name: 'Answer the office' }).count()).toBe(0);
    await expectAccessible(page);
    await shots(page, 'application-status-answered');
    const timeline = await api.request<{ data: { entries: { kind: string; text?: string }[] } }>(
      'GET',
      `/api/admin/applications/${id}/timeline`,
    );
    expect(timeline.body.data.entries.at(-1)).toMatchObject({
      kind: 'applicant_reply',
      text: 'I e-mailed them to the office this morning.',
    });

    // The old link to continue now says the application went in; a tampered status link is refused.
    await page.goto(new URL(link).pathname);
    await page.getByText('This application has already been submitted.').waitFor();
    await expectAccessible(page);
    await shots(page, 'application-resume-submitted-link');
    await page.goto(`${statusPath.slice(0, -3)}xyz`);
    await page.getByText('This status link is not valid.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Try Again' }).count()).toBe(0);
    await expectAccessible(page);
    await desk.context.close();
  });
});
