import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { it } from './support/journey';
import { signInContext, type AdminApi } from './support/api';
import { expectAccessible } from './support/axe';
import { downloadedBytes } from './support/download';
import { DESKTOP, MOBILE, newPage } from './support/browser';
import { settleToasts, shots, toastText, waitForHydration } from './support/page';
import { newTag } from './support/tag';
import { officeToday } from './support/dates';
import { residentOnPhone, signedLease } from './support/leases';

interface Notice {
  id: string;
  title: string;
  is_active: boolean;
}
interface Stats {
  total: number;
  active: number;
  inactive: number;
}

/** A small but real PDF. */
function pdfBytes(text: string): Buffer {
  const content = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 6\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

async function createNotice(
  api: AdminApi,
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer },
): Promise<Notice> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('notice_file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = await api.request<{ data: Notice }>('POST', '/api/admin/notices', form);
  expect(res.status).toBe(201);
  return res.body.data;
}

async function statsFromApi(api: AdminApi): Promise<Stats> {
  return (await api.request<{ data: { stats: Stats } }>('GET', '/api/admin/notices?limit=1')).body.data.stats;
}

async function search(page: Page, term: string) {
  await page.getByRole('searchbox', { name: 'Search notices' }).fill(term);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // The search lives in the address, which changes once its results are on the page (until then
  // the previous list stays, marked busy).
  await page.waitForURL((u) => u.searchParams.get('search') === term.trim());
}

describe('notices', () => {
  it('a visitor searches notices, pages through them, opens one and downloads its attachment', async ({ browser, api }) => {
    const tag = newTag();
    const word = `Harbor${tag}`;
    // Eleven active notices of our own (one more than a page) plus an inactive one that must not show.
    for (let i = 1; i <= 10; i++) await createNotice(api, { title: `${word} update ${i}`, description: `Routine notice number ${i}.` });
    await createNotice(api, { title: `${word} archived`, is_active: 'false' });
    const withFile = await createNotice(
      api,
      { title: `${word} water shut-off`, description: 'Water will be off on Thursday.\nPlease store some water.\nThank you.' },
      { name: 'Water notice.pdf', type: 'application/pdf', bytes: pdfBytes('Water shut-off') },
    );

    const { page } = await newPage(browser, MOBILE);
    await page.goto('/notice');
    await page.getByRole('heading', { level: 1, name: 'Notices' }).waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).waitFor();
    await search(page, word.toLowerCase());
    await page.getByText('Showing 1-10 of 11 notices').waitFor();
    expect(await page.getByRole('article').count()).toBe(10);
    await page.getByText('Page 1 of 2').waitFor();
    // Newest first: the notice with the attachment leads, with its marker, Active badge and Download.
    const first = page.getByRole('article').first();
    expect(await first.getByRole('heading').textContent()).toBe(withFile.title);
    await first.getByText('Attachment').waitFor();
    await first.getByText('Active', { exact: true }).waitFor();
    await expectAccessible(page, 'notices list');
    await shots(page, 'notices-list');

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Showing 11-11 of 11 notices').waitFor();
    await page.getByText('Page 2 of 2').waitFor();
    expect(await page.getByText(`${word} archived`).count()).toBe(0);
    await page.getByRole('button', { name: 'Previous' }).click();
    await page.getByText('Showing 1-10 of 11 notices').waitFor();

    // The detail dialog keeps line breaks and offers the attachment.
    await page.getByRole('button', { name: `View details of ${withFile.title}` }).click();
    const dialog = page.getByRole('dialog', { name: withFile.title });
    await dialog.waitFor();
    await dialog.getByText('Water notice.pdf').waitFor();
    await dialog.getByText('PDF', { exact: true }).waitFor();
    await dialog.getByText(/^Last updated /).waitFor();
    const description = dialog.getByText('Water will be off on Thursday.', { exact: false });
    expect(await description.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-line');
    expect(await description.evaluate((el) => (el as HTMLElement).innerText)).toContain('Thursday.\nPlease store');
    await expectAccessible(page, 'notice dialog');
    await shots(page, 'notices-dialog');

    const downloadEvent = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download' }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toBe('Water-notice.pdf');
    const bytes = await downloadedBytes(download);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await toastText(page, 'Download started');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'detached' });

    // A search with no match says so and offers to clear it; the page then lists every notice.
    await search(page, `nothing-${tag}`);
    await page.getByText('No notices available').waitFor();
    await page.getByText(`No notices match "nothing-${tag}".`).waitFor();
    await page.getByText('No notices found').waitFor();
    await settleToasts(page);
    await expectAccessible(page, 'notices empty search');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => page.getByRole('article').count()).toBe(10);
    expect(await page.getByRole('searchbox', { name: 'Search notices' }).inputValue()).toBe('');
  });

  it('a download that fails ends in an error toast', async ({ browser, api }) => {
    const tag = newTag();
    const notice = await createNotice(
      api,
      { title: `Soon gone ${tag}` },
      { name: 'gone.pdf', type: 'application/pdf', bytes: pdfBytes('Gone') },
    );
    const { page } = await newPage(browser, DESKTOP);
    await page.goto('/notice');
    await search(page, `Soon gone ${tag}`);
    await page.getByRole('article').first().waitFor();
    // Deactivated after the page loaded: the download is refused by the server.
    await api.request('PATCH', `/api/admin/notices/${notice.id}/toggle-active`);
    await page.getByRole('button', { name: `Download attachment of ${notice.title}` }).click();
    await toastText(page, 'Notice not found');
  });

  it('an admin creates a notice with a PDF, it appears publicly, is deactivated and disappears, then is deleted', async ({
    browser,
    api,
  }) => {
    const title = `Elevator maintenance ${newTag()}`;
    const before = await statsFromApi(api);
    const { page, context } = await newPage(browser, DESKTOP);
    await signInContext(context, api);
    await page.goto('/admin/notices');
    await page.getByRole('heading', { name: 'Notices', level: 2 }).waitFor();
    await expect
      .poll(() => page.locator("xpath=//p[normalize-space()='Total']/following-sibling::p[1]").textContent())
      .toBe(String(before.total));
    await expectAccessible(page, 'admin notices');
    await shots(page, 'admin-notices');

    await page.getByRole('button', { name: 'Add Notice' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Notice' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Create Notice' }).click();
    await dialog.getByText('Title is required').waitFor();
    await dialog.getByLabel('Title').fill('ab');
    await dialog.getByRole('button', { name: 'Create Notice' }).click();
    await dialog.getByText('Title must be at least 3 characters').waitFor();
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Description').fill('The north elevator is out of service on Monday.\nUse the south elevator.');
    const file = dialog.getByLabel('Attachment');
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') });
    await dialog.getByText('File type not supported. Please use PDF, DOC, DOCX, or image files.').waitFor();
    await file.setInputFiles({ name: 'Elevator.pdf', mimeType: 'application/pdf', buffer: pdfBytes('Elevator') });
    await expect.poll(() => dialog.getByText('File type not supported', { exact: false }).count()).toBe(0);
    await expectAccessible(page, 'create notice dialog');
    await shots(page, 'admin-notice-create');
    await dialog.getByRole('button', { name: 'Create Notice' }).click();
    await toastText(page, 'Notice created successfully');
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
    await row.getByText('Elevator.pdf').waitFor();
    await expect
      .poll(() => page.locator("xpath=//p[normalize-space()='Active']/following-sibling::p[1]").textContent())
      .toBe(String(before.active + 1));

    // The public page shows it with its attachment.
    const visitor = await newPage(browser, MOBILE);
    await visitor.page.goto('/notice');
    await search(visitor.page, title);
    await visitor.page.getByRole('heading', { name: title }).waitFor();
    await visitor.page.getByRole('button', { name: `Download attachment of ${title}` }).waitFor();

    // Admin download of the attachment.
    const adminDownload = page.waitForEvent('download');
    await row.getByRole('button', { name: `Download attachment of ${title}` }).click();
    expect((await adminDownload).suggestedFilename()).toBe('Elevator.pdf');

    // Deactivate: the row says Inactive and the public list no longer has it.
    await row.getByRole('button', { name: `Deactivate ${title}` }).click();
    await toastText(page, 'Notice deactivated successfully');
    await row.getByText('Inactive', { exact: true }).waitFor();
    await visitor.page.reload();
    await search(visitor.page, title);
    await visitor.page.getByText('No notices available').waitFor();

    // View, then edit from the view.
    await row.getByRole('button', { name: `View ${title}` }).click();
    const view = page.getByRole('dialog', { name: title });
    await view.getByText('Use the south elevator.', { exact: false }).waitFor();
    await view.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Notice' });
    await edit.getByLabel('Remove the current file').check();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toastText(page, 'Notice updated successfully');
    await edit.waitFor({ state: 'detached' });
    await expect.poll(() => row.getByRole('button', { name: `Download attachment of ${title}` }).count()).toBe(0);

    // Search narrows the table; then delete with confirmation.
    await page.getByRole('searchbox', { name: 'Search notices' }).fill(title);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('Showing 1-1 of 1 notices').waitFor();
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Notice' });
    await confirm.getByText('This action cannot be undone.', { exact: false }).waitFor();
    await expectAccessible(page, 'delete notice confirmation');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toastText(page, 'Notice deleted successfully');
    await page.getByText('No notices found').first().waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect
      .poll(() => page.locator("xpath=//p[normalize-space()='Total']/following-sibling::p[1]").textContent())
      .toBe(String(before.total));
  });

  it('the office writes a notice for one home with the keyboard; only its resident reads it, in the portal, with the file', async ({
    browser,
    api,
  }) => {
    const tag = newTag();
    const home = await signedLease(api, tag, 'Nora Notice', { start_date: officeToday() });
    const homeTitle = `Nora Notice House ${tag}`;
    const title = `Hallway painting ${tag}`;

    const { page, context } = await newPage(browser, DESKTOP);
    await signInContext(context, api);
    await page.goto('/admin/notices');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Add Notice' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Notice' });
    await dialog.waitFor();
    // Keyboard only from the title on: Tab moves through the fields in order.
    await dialog.getByLabel('Title').focus();
    await page.keyboard.type(title);
    await page.keyboard.press('Tab');
    await page.keyboard.type('We paint the hallway on Wednesday.');
    await page.keyboard.press('Tab');
    const audience = dialog.getByLabel('Who sees it');
    await expect.poll(() => audience.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect.poll(() => audience.locator('option').filter({ hasText: homeTitle }).count()).toBe(1);
    await audience.selectOption({ label: (await audience.locator('option').filter({ hasText: homeTitle }).textContent())! });
    await dialog.getByText('Active (visible to the residents of that home)').waitFor();
    await dialog.getByLabel('Attachment').setInputFiles({ name: 'Paint.pdf', mimeType: 'application/pdf', buffer: pdfBytes('Paint') });
    await expectAccessible(page, 'notice for one home');
    await shots(page, 'admin-notice-for-home');
    await dialog.getByLabel('Title').focus();
    await page.keyboard.press('Enter');
    await toastText(page, 'Notice created successfully');
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByText(`For ${homeTitle} residents`).waitFor();

    // Not on the public page.
    const visitor = await newPage(browser, MOBILE);
    await visitor.page.goto('/notice');
    await search(visitor.page, title);
    await visitor.page.getByText('No notices available').waitFor();
    await visitor.context.close();

    // The resident reads it on a phone and downloads its file.
    const phone = await residentOnPhone(browser, home.resident.email);
    await phone.page.goto('/resident/notices');
    const card = phone.page.getByRole('listitem').filter({ hasText: title });
    await card.getByText(`For the residents of ${homeTitle}`).waitFor();
    await expectAccessible(phone.page, 'resident notices');
    await shots(phone.page, 'resident-notice-for-home');
    const download = phone.page.waitForEvent('download');
    await card.getByRole('link', { name: `Download the attachment of ${title}` }).click();
    expect((await downloadedBytes(await download)).subarray(0, 5).toString()).toBe('%PDF-');
    await phone.context.close();
    await context.close();
  });
});
