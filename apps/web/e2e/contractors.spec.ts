import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject } from 'vitest';
import { it } from './support/journey';
import { signInContext } from './support/api';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE, newPage } from './support/browser';
import { officeDaysFrom } from './support/dates';
import { linkIn, waitForMail } from './support/mail';
import { settleToasts, shots, toastText } from './support/page';

const BASE = '/api/admin/maintenance-requests';

async function openTab(page: Page, tab: 'Requests' | 'Contractors') {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('heading', { level: 2, name: tab === 'Requests' ? 'Maintenance Requests' : 'Contractors' }).waitFor();
}

describe('contractors', () => {
  it('add a contractor, send a request to them, and follow the job from the e-mailed link to the admin timeline', async ({
    browser,
    api,
  }) => {
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    const name = `Lark Plumbing ${tag}`;
    const email = `lark-${tag}@example.com`;
    const title = `Dripping tap ${tag}`;
    // The unit is already in the address: it must not be appended again ("…, Unit Apt 3").
    const form = new FormData();
    for (const [k, v] of Object.entries({
      tenant_name: 'Rosa Martinez',
      tenant_phone: '(518) 555-0123',
      property_address: '214 Lark Street, Apt 3, Albany, NY 12210',
      property_unit: 'Apt 3',
      issue_title: title,
      issue_description: 'The bathroom tap drips all night.',
      priority: 'high',
      contractor_email: `placeholder-${tag}@example.com`,
    })) {
      form.append(k, v);
    }
    const created = await api.request<{ data: { id: string } }>('POST', BASE, form);
    expect(created.status).toBe(201);

    const { page, context } = await newPage(browser, DESKTOP);
    await signInContext(context, api);
    await page.goto('/admin/maintenance?tab=contractors');
    await page.getByRole('heading', { level: 2, name: 'Contractors' }).waitFor();
    await page.getByRole('button', { name: 'Add Contractor' }).first().waitFor();
    await expectAccessible(page, 'contractors tab');

    // Add: required fields first, then a real entry.
    const add = page.getByRole('button', { name: 'Add Contractor' }).first();
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Add Contractor' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Add Contractor' }).click();
    // Only the e-mail is required (a contractor may be known by address alone).
    await dialog.getByText('Please enter the contractor’s email').waitFor();
    expect(await dialog.getByText(/contractor’s name/).count()).toBe(0);
    await expectAccessible(page, 'add contractor dialog with errors');
    await shots(page, 'contractor-dialog-errors');
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Trade').fill('Plumbing');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone').fill('518-555-0199');
    await dialog.getByRole('button', { name: 'Add Contractor' }).click();
    await toastText(page, 'Contractor added successfully');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => add.evaluate((el) => el === document.activeElement)).toBe(true);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.getByRole('switch', { name: `Active: ${name}` }).getAttribute('aria-checked')).toBe('true');
    await settleToasts(page);
    await expectAccessible(page, 'contractor list');
    await shots(page, 'contractors-list');

    // Requests: the address shows its unit once; Send to Contractor picks the new entry with its trade.
    await openTab(page, 'Requests');
    // A new request's contractor fields fill from the directory.
    await page.getByRole('button', { name: 'New Request' }).first().click();
    const create = page.getByRole('dialog', { name: 'New Maintenance Request' });
    await create.getByLabel('Fill from the directory').selectOption({ label: `${name} (Plumbing)` });
    expect(await create.getByLabel('Contractor email').inputValue()).toBe(email);
    expect(await create.getByLabel('Contractor name').inputValue()).toBe(name);
    expect(await create.getByLabel('Contractor phone').inputValue()).toBe('518-555-0199');
    await expectAccessible(page, 'request form filled from the directory');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
    await create.waitFor({ state: 'detached' });
    const requestRow = page.getByRole('row').filter({ hasText: title });
    await requestRow.waitFor();
    expect(await requestRow.textContent()).toContain('214 Lark Street, Apt 3, Albany, NY 12210');
    expect(await requestRow.textContent()).not.toContain('Unit Apt 3');
    await requestRow.getByRole('button', { name: `Send ${title} to contractor` }).click();
    const send = page.getByRole('dialog', { name: 'Send to Contractor' });
    await send.waitFor();
    const picker = send.getByLabel('Contractor', { exact: true });
    await picker.selectOption({ label: `${name} (Plumbing) · ${email}` });
    await send.getByText(`To: ${name} <${email}>`).waitFor();
    await expectAccessible(page, 'send dialog with the directory');
    await shots(page, 'contractor-send-dialog');
    await send.getByRole('button', { name: 'Send to Contractor' }).click();
    await toastText(page, 'Maintenance request sent to contractor successfully');

    // The contractor's e-mail: the unit once, and the job link.
    const workOrder = await waitForMail(email, /Maintenance request/);
    expect(workOrder.subject).toBe(`Maintenance request: ${title} at 214 Lark Street, Apt 3, Albany, NY 12210`);
    const link = linkIn(workOrder, '/contractor-job');

    // The job page, in a browser that is not signed in.
    const contractor = await newPage(browser, MOBILE);
    const job = contractor.page;
    await job.goto(link);
    await job.getByRole('heading', { level: 1, name: `Maintenance job: ${title}` }).waitFor();
    await expectAccessible(job, 'job page');
    await shots(job, 'contractor-job-open');
    await job.getByRole('button', { name: 'Accept job' }).click();
    await job.getByText('You accepted this job. The office has been told.').first().waitFor();

    // A date in the past is refused with the reason on the field; then a good one.
    await job.getByLabel('Date', { exact: true }).fill(officeDaysFrom(-2));
    await job.getByRole('button', { name: 'Propose date' }).click();
    await job.getByRole('alert').getByText('Please choose a date from today to a year ahead').waitFor();
    await expectAccessible(job, 'job page with a date error');
    await job.getByLabel('Date', { exact: true }).fill(officeDaysFrom(3));
    await job.getByLabel('Note for the office (optional)').fill('Morning, 9 to 11.');
    await job.getByRole('button', { name: 'Propose date' }).click();
    await job
      .getByRole('status')
      .getByText(/You proposed/)
      .waitFor();
    await expectAccessible(job, 'job page after proposing');
    await shots(job, 'contractor-job-proposed');

    const finished = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 160, b: 90 } } })
      .jpeg()
      .toBuffer();
    await job.getByLabel('What was done').fill('Replaced the washer; no more drips.');
    await job.getByLabel('Photos (optional)').setInputFiles([{ name: 'fixed-tap.jpg', mimeType: 'image/jpeg', buffer: finished }]);
    await job.getByRole('button', { name: 'Mark as done' }).click();
    await job.getByRole('heading', { level: 1, name: 'Thank you, the job is marked done' }).waitFor();
    await expectAccessible(job, 'job done page');
    await shots(job, 'contractor-job-done');
    // Reused after done: a clear page.
    await job.goto(link);
    await job.getByRole('heading', { level: 1, name: 'This job is already marked done' }).waitFor();
    // Tampered: a clear page too.
    await job.goto(`${link.slice(0, -3)}xyz`);
    await job.getByRole('heading', { level: 1, name: 'This link is not valid' }).waitFor();
    await expectAccessible(job, 'invalid link page');
    await contractor.context.close();

    // The office heard of each step, and the admin request shows the timeline and the photo.
    await waitForMail(inject('siteEmail'), `${name} accepted the job: ${title} at 214 Lark Street, Apt 3, Albany, NY 12210`);
    await waitForMail(inject('siteEmail'), new RegExp(`^${name} proposed`));
    await waitForMail(inject('siteEmail'), `${name} marked the job done: ${title} at 214 Lark Street, Apt 3, Albany, NY 12210`);
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Maintenance Requests' }).waitFor();
    const done = page.getByRole('row').filter({ hasText: title });
    await done.getByText('Completed').waitFor();
    await done.getByRole('button', { name: `View ${title}` }).click();
    const view = page.getByRole('dialog', { name: 'Maintenance Request Details' });
    await view.getByRole('heading', { name: 'Timeline' }).waitFor();
    for (const step of [
      `Office: Sent to ${name}`,
      `${name}: Accepted the job`,
      `${name}: Proposed a date`,
      `${name}: Marked the job done`,
    ]) {
      await view.getByText(step).first().waitFor();
    }
    await view.getByText('Replaced the washer; no more drips.').waitFor();
    await view.getByRole('heading', { name: 'Photos (1)' }).waitFor();
    // The timeline sits below the details: bring it into the dialog's view for the screenshots.
    await view.getByRole('heading', { name: 'Timeline' }).scrollIntoViewIfNeeded();
    await settleToasts(page);
    await expectAccessible(page, 'request with its timeline');
    await shots(page, 'contractor-request-timeline');
  }, 240_000);

  it('sends a request that names its contractor by e-mail alone, by keyboard, and the directory shows that address', async ({
    browser,
    api,
  }) => {
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    const email = `solo-${tag}@example.com`;
    const title = `Sticking door ${tag}`;
    const form = new FormData();
    for (const [k, v] of Object.entries({
      tenant_name: 'Ana Silva',
      property_address: '9 Quail Street, Albany, NY 12206',
      issue_title: title,
      issue_description: 'The back door sticks in wet weather.',
      priority: 'medium',
      contractor_email: email,
    })) {
      form.append(k, v);
    }
    expect((await api.request('POST', BASE, form)).status).toBe(201);

    const { page, context } = await newPage(browser, DESKTOP);
    await signInContext(context, api);
    await page.goto('/admin/maintenance');
    await page.getByRole('heading', { level: 2, name: 'Maintenance Requests' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: `Send ${title} to contractor` }).focus();
    await page.keyboard.press('Enter');
    const send = page.getByRole('dialog', { name: 'Send to Contractor' });
    await send.waitFor();
    // Pre-filled from the request: a new directory entry with its e-mail, the name left empty.
    expect(await send.getByLabel('Contractor', { exact: true }).inputValue()).toBe('new');
    expect(await send.getByLabel('Contractor email').inputValue()).toBe(email);
    expect(await send.getByLabel('Contractor name').inputValue()).toBe('');
    expect(await send.getByLabel('Contractor name').getAttribute('aria-required')).not.toBe('true');
    await send.getByText(`To: ${email}`, { exact: true }).waitFor();
    await expectAccessible(page, 'send dialog for a contractor known by e-mail');
    await shots(page, 'contractor-send-no-name');

    await send.getByLabel('Additional message').focus();
    await page.keyboard.type('Gate code 4321.');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('urgent');
    await page.keyboard.press('Space');
    const submit = send.getByRole('button', { name: 'Send to Contractor' });
    for (let i = 0; i < 4 && !(await submit.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    expect(await submit.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await toastText(page, 'Maintenance request sent to contractor successfully');
    await send.waitFor({ state: 'detached' });
    expect(await send.getByText('Please enter the contractor’s name').count()).toBe(0);

    const workOrder = await waitForMail(email, /Maintenance request/);
    expect(workOrder.subject).toContain('URGENT');
    expect(workOrder.text).toContain('Gate code 4321.');
    await row.getByText('Sent to Contractor').waitFor();

    // The directory names the nameless entry by its address.
    await openTab(page, 'Contractors');
    const entry = page.getByRole('row').filter({ hasText: email });
    await entry.getByRole('switch', { name: `Active: ${email}` }).waitFor();
    await entry.getByRole('button', { name: `Edit ${email}` }).waitFor();
    await settleToasts(page);
    await expectAccessible(page, 'directory with a nameless contractor');
    await shots(page, 'contractors-list-nameless');
  }, 180_000);
});
