import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject } from 'vitest';
import { it } from './support/journey';
import { signInContext, type AdminApi } from './support/api';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE, newPage, screenshot } from './support/browser';
import { waitForMail } from './support/mail';
import { statValue } from './support/page';

const BASE = '/api/admin/maintenance-requests';

interface Stats {
  total: number;
  pending: number;
  sent_to_contractor: number;
  completed: number;
}

async function statsFromApi(api: AdminApi): Promise<Stats> {
  const res = await api.request<{ data: { stats: Stats } }>('GET', `${BASE}?limit=1`);
  return res.body.data.stats;
}

async function expectStat(page: Page, label: string, value: number) {
  await expect.poll(() => statValue(page, label).textContent()).toBe(String(value));
}

async function toast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

function row(page: Page, title: string): Locator {
  return page.getByRole('row').filter({ hasText: title });
}

async function photo(color: { r: number; g: number; b: number }) {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .png()
    .toBuffer();
}

async function openSection(page: Page) {
  await page.goto('/admin/maintenance');
  await page.getByRole('heading', { name: 'Maintenance Requests', exact: true }).waitFor();
}

describe('admin maintenance requests', () => {
  it('creates a request with two photos, sends it as urgent with the photos attached, then completes it', async ({ browser, api }) => {
    const tag = Date.now().toString(36);
    const title = `Burst pipe under sink ${tag}`;
    const contractor = `plumber-${tag}@example.com`;
    const before = await statsFromApi(api);
    const { page, context } = await newPage(browser, DESKTOP);
    await signInContext(context, api);
    await openSection(page);
    await expectStat(page, 'Total Requests', before.total);
    await expectAccessible(page);

    // Create: required fields are checked first, then the full form with two photos.
    await page.getByRole('button', { name: 'New Request' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New Maintenance Request' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Create Request' }).click();
    await toast(page, 'Please fill in all required fields');
    expect(await dialog.getByText('Please fill in all required fields').count()).toBe(5);
    await expectAccessible(page, 'create dialog with errors');

    await dialog.getByLabel('Tenant name').fill('Rosa Martinez');
    await dialog.getByLabel('Tenant phone').fill('(518) 555-0123');
    await dialog.getByLabel('Tenant email').fill('rosa@example.com');
    await dialog.getByLabel('Property address').fill('77 Pine Street, Albany, NY 12207');
    await dialog.getByLabel('Unit').fill('4C');
    await dialog.getByLabel('Issue title').fill(title);
    await dialog.getByLabel('Issue description').fill('Water is spraying from the pipe under the kitchen sink.');
    expect(await dialog.getByLabel('Priority').inputValue()).toBe('medium');
    await dialog.getByLabel('Priority').selectOption('high');
    await dialog.getByLabel('Estimated cost (USD)').fill('425.50');
    await dialog.getByLabel('Contractor name').fill('Pipe Pros');
    await dialog.getByLabel('Contractor email').fill('not-an-email');
    await dialog.getByLabel('Contractor phone').fill('518-555-0188');

    const photos = dialog.getByLabel('Add photos');
    await photos.setInputFiles({ name: 'notes.jpg', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await dialog.getByText('notes.jpg is not a valid image file').waitFor();
    await photos.setInputFiles([
      { name: 'pipe-1.png', mimeType: 'image/png', buffer: await photo({ r: 40, g: 90, b: 160 }) },
      { name: 'pipe-2.png', mimeType: 'image/png', buffer: await photo({ r: 160, g: 70, b: 40 }) },
    ]);
    await dialog.getByRole('img', { name: 'New photo: pipe-2.png' }).waitFor();
    await dialog.getByText('2 of 10 chosen', { exact: false }).waitFor();

    await dialog.getByRole('button', { name: 'Create Request' }).click();
    await dialog.getByText('Please enter a valid email address').waitFor();
    await dialog.getByLabel('Contractor email').fill(contractor);
    await screenshot(page, 'maintenance-create');
    await dialog.getByRole('button', { name: 'Create Request' }).click();
    await toast(page, 'Maintenance request created successfully');
    await dialog.waitFor({ state: 'detached' });
    await row(page, title).waitFor();
    await expectStat(page, 'Total Requests', before.total + 1);
    await expectStat(page, 'Pending', before.pending + 1);
    expect(await row(page, title).getByText('Pending', { exact: true }).isVisible()).toBe(true);
    expect(await row(page, title).getByText('2 photos').isVisible()).toBe(true);

    // Search is done by the server and combines with the filters.
    await page.getByLabel('Search').fill(`pipe under sink ${tag}`);
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await page.getByLabel('Status', { exact: true }).selectOption('completed');
    await page.getByText('No maintenance requests found').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await row(page, title).waitFor();

    // Send as urgent.
    await row(page, title)
      .getByRole('button', { name: `Send ${title} to contractor` })
      .click();
    const send = page.getByRole('dialog', { name: 'Send to Contractor' });
    await send.getByText('2 photos will be attached.').waitFor();
    await send.getByLabel('Additional message').fill('Tenant is home all day; please call before coming.');
    await send.getByRole('checkbox', { name: /Urgent/ }).check();
    await expectAccessible(page, 'send dialog');
    await screenshot(page, 'maintenance-send');
    await send.getByRole('button', { name: 'Send to Contractor' }).click();
    await toast(page, 'Maintenance request sent to contractor successfully');
    await send.waitFor({ state: 'detached' });
    await row(page, title).getByText('Sent to Contractor', { exact: true }).waitFor();
    expect(
      await row(page, title)
        .getByRole('button', { name: `Send ${title} to contractor` })
        .count(),
    ).toBe(0);
    await expectStat(page, 'Sent to Contractor', before.sent_to_contractor + 1);

    const mail = await waitForMail(contractor, /^URGENT: /);
    expect(mail.subject).toContain(title);
    // mailparser folds X-Priority: 1 / Importance: high into one `priority` header.
    expect(mail.headers.priority).toBe('high');
    expect(mail.text).toContain('Tenant is home all day; please call before coming.');
    expect(mail.text).toContain('Estimated cost: $425.50');
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['pipe-1.jpg', 'image/jpeg'],
      ['pipe-2.jpg', 'image/jpeg'],
    ]);
    expect(mail.attachments.every((a) => a.size > 1000)).toBe(true);
    const copy = await waitForMail(inject('siteEmail'), `Copy: URGENT: Maintenance request: ${title}`);
    expect(copy.attachments).toHaveLength(2);
    expect(copy.headers.priority).toBe('high');

    // View: every detail, the sent date, photos in a lightbox.
    await row(page, title)
      .getByRole('button', { name: `View ${title}` })
      .click();
    const view = page.getByRole('dialog', { name: 'Maintenance Request Details' });
    await view.getByText('Rosa Martinez').waitFor();
    expect(await view.getByText('Not sent yet').count()).toBe(0);
    expect(await view.getByText('$425.50').isVisible()).toBe(true);
    expect(await view.getByRole('button', { name: 'Send to Contractor' }).count()).toBe(0);
    await expectAccessible(page, 'view dialog');
    await screenshot(page, 'maintenance-view');
    // The photos are the shared gallery: thumbnails on a desktop, each photo opening full screen.
    const gallery = view.getByRole('region', { name: 'Request photos' });
    await gallery.getByRole('button', { name: 'Show photo 2' }).click();
    await gallery.getByRole('button', { name: 'View photo 2 of 2 full screen' }).click();
    const lightbox = page.getByRole('dialog', { name: 'Photo 2 of 2' });
    const full = lightbox.getByRole('img', { name: 'Photo 2 of 2: pipe-2.png' });
    await full.waitFor();
    await expect.poll(() => full.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
    await expectAccessible(page, 'lightbox');
    await screenshot(page, 'maintenance-lightbox');
    await lightbox.getByRole('button', { name: 'Previous photo' }).click();
    await page.getByRole('dialog', { name: 'Photo 1 of 2' }).waitFor();
    // Escape closes the lightbox only, and focus is back on the photo it showed last.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Photo 1 of 2' }).waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('View photo 1 of 2 full screen');
    expect(await view.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await view.waitFor({ state: 'detached' });

    // Mark it completed from the edit form.
    await row(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Maintenance Request' });
    await edit.getByLabel('Status').waitFor();
    expect(await edit.getByLabel('Status').locator('option').allTextContents()).toEqual([
      'Sent to Contractor',
      'In Progress',
      'Completed',
      'Cancelled',
    ]);
    await edit.getByLabel('Status').selectOption('completed');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Maintenance request updated successfully');
    await edit.waitFor({ state: 'detached' });
    await row(page, title).getByText('Completed', { exact: true }).waitFor();
    await expectStat(page, 'Completed', before.completed + 1);
    await expectStat(page, 'Sent to Contractor', before.sent_to_contractor);
    await screenshot(page, 'maintenance-list');
    await context.close();
  });

  it('edits photos, deletes with confirmation, and works on a phone', async ({ browser, api }) => {
    const tag = Date.now().toString(36);
    const title = `Cracked window ${tag}`;
    const form = new FormData();
    for (const [k, v] of Object.entries({
      tenant_name: 'Owen Park',
      property_address: '9 Birch Lane, Troy, NY 12180',
      issue_title: title,
      issue_description: 'Bedroom window has a long crack.',
      contractor_email: `glass-${tag}@example.com`,
      priority: 'low',
    })) {
      form.append(k, v);
    }
    form.append('photos', new Blob([new Uint8Array(await photo({ r: 10, g: 150, b: 90 }))], { type: 'image/png' }), 'window.png');
    const created = await api.request<{ data: { id: string } }>('POST', BASE, form);
    expect(created.status).toBe(201);

    const { page, context } = await newPage(browser, MOBILE);
    await signInContext(context, api);
    await openSection(page);
    // Phones get cards instead of the seven-column table.
    const card = () => page.getByRole('listitem').filter({ hasText: title });
    await page.getByLabel('Search').fill(tag);
    await card().waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await expectAccessible(page, 'maintenance on a phone');
    await screenshot(page, 'maintenance-list');

    await page.getByRole('button', { name: 'New Request' }).first().click();
    const create = page.getByRole('dialog', { name: 'New Maintenance Request' });
    await create.getByLabel('Tenant name').waitFor();
    await expectAccessible(page, 'create dialog on a phone');
    await screenshot(page, 'maintenance-create');
    await page.keyboard.press('Escape');
    await create.waitFor({ state: 'detached' });

    // Edit: remove the photo, add another one, add a note.
    await card()
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Maintenance Request' });
    await edit.getByRole('button', { name: 'Remove photo window.png' }).click();
    await edit
      .getByLabel('Add photos')
      .setInputFiles({ name: 'window-new.png', mimeType: 'image/png', buffer: await photo({ r: 200, g: 200, b: 40 }) });
    await edit.getByLabel('Notes').fill('Glass ordered.');
    await expectAccessible(page, 'edit dialog on a phone');
    await screenshot(page, 'maintenance-edit');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Maintenance request updated successfully');
    await edit.waitFor({ state: 'detached' });
    const after = await api.request<{ data: { photo_items: { filename: string }[]; notes: string } }>(
      'GET',
      `${BASE}/${created.body.data.id}`,
    );
    expect(after.body.data.photo_items.map((p) => p.filename)).toEqual(['window-new.png']);
    expect(after.body.data.notes).toBe('Glass ordered.');

    await card()
      .getByRole('button', { name: `View ${title}` })
      .click();
    const view = page.getByRole('dialog', { name: 'Maintenance Request Details' });
    await view.getByText('Glass ordered.').waitFor();
    await view.getByText('Not sent yet').waitFor();
    await expectAccessible(page, 'view dialog on a phone');
    await screenshot(page, 'maintenance-view');
    // One photo: no arrows or dots, and it opens full screen.
    const gallery = view.getByRole('region', { name: 'Request photos' });
    expect(await gallery.getByRole('button', { name: 'Next photo' }).count()).toBe(0);
    await gallery.getByRole('button', { name: 'View photo full screen' }).click();
    const lightbox = page.getByRole('dialog', { name: 'Photo 1 of 1' });
    await lightbox.getByRole('img', { name: 'Photo 1 of 1: window-new.png' }).waitFor();
    expect(await lightbox.getByRole('button', { name: 'Next photo' }).count()).toBe(0);
    await expectAccessible(page, 'lightbox on a phone');
    await screenshot(page, 'maintenance-lightbox');
    await lightbox.getByRole('button', { name: 'Close' }).click();
    await lightbox.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('View photo full screen');
    await view.getByRole('button', { name: 'Send to Contractor' }).click();
    const send = page.getByRole('dialog', { name: 'Send to Contractor' });
    await send.getByText('1 photo will be attached.').waitFor();
    await screenshot(page, 'maintenance-send');
    await send.getByRole('button', { name: 'Cancel' }).click();
    await send.waitFor({ state: 'detached' });

    // Delete, with the "cannot be undone" confirmation.
    await card()
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete maintenance request' });
    await confirm.getByText('This action cannot be undone.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Maintenance request deleted successfully');
    await page.getByText('No maintenance requests found').waitFor();
    expect((await api.request('GET', `${BASE}/${created.body.data.id}`)).status).toBe(404);
    await context.close();
  });
});
