import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { it } from './support/journey';
import { signInContext, type AdminApi } from './support/api';
import { expectAccessible } from './support/axe';
import { downloadedBytes } from './support/download';
import { DESKTOP, newPage } from './support/browser';
import { settleToasts, shots, toastText } from './support/page';
import { createProperty } from './support/properties';
import { newTag } from './support/tag';

const MAINTENANCE = '/api/admin/maintenance-requests';

async function createRequest(api: AdminApi, tag: string, name: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    tenant_name: 'Riley Table',
    property_address: '214 Lark Street, Albany, NY 12210',
    issue_title: `${tag} ${name}`,
    issue_description: 'Checked by the admin tables journey.',
    contractor_email: `fix-${tag}@example.com`,
    priority: 'medium',
  })) {
    form.append(k, v);
  }
  const res = await api.request('POST', MAINTENANCE, form);
  expect(res.status).toBe(201);
}

/** The issue titles of the table's rows, top to bottom. */
async function issueOrder(page: Page, tag: string): Promise<string[]> {
  const names = await page
    .getByRole('table', { name: 'Maintenance requests' })
    .locator('tbody tr td:nth-child(2) button')
    .allTextContents();
  return names.map((n) => n.replace(`${tag} `, ''));
}

describe('admin tables', () => {
  it('sorts by a header, hides a column across a reload, opens a row by keyboard and exports a CSV', async ({ browser, api }) => {
    const tag = newTag();
    // Made out of order, so the newest-first list is not already alphabetical.
    for (const name of ['Bravo', 'Charlie', 'Alpha']) await createRequest(api, tag, name);

    const { page, context } = await newPage(browser, DESKTOP);
    await signInContext(context, api);
    await page.goto('/admin/maintenance');
    await page.getByLabel('Search').fill(tag);
    const table = page.getByRole('table', { name: 'Maintenance requests' });
    await expect.poll(() => issueOrder(page, tag)).toEqual(['Alpha', 'Charlie', 'Bravo']);

    const issueHeader = table.getByRole('columnheader', { name: 'Issue & Property' });
    expect(await issueHeader.getAttribute('aria-sort')).toBe('none');
    await issueHeader.getByRole('button').click();
    await expect.poll(() => issueHeader.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(() => issueOrder(page, tag)).toEqual(['Alpha', 'Bravo', 'Charlie']);
    await issueHeader.getByRole('button').click();
    await expect.poll(() => issueHeader.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => issueOrder(page, tag)).toEqual(['Charlie', 'Bravo', 'Alpha']);
    await expectAccessible(page, 'maintenance sorted');
    await shots(page, 'admin-tables-sorted');

    // Hide the Contractor column; it stays hidden after a reload (remembered for this staff member).
    await page.getByRole('button', { name: 'Choose the columns of Maintenance requests' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Contractor' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => table.getByRole('columnheader', { name: 'Contractor' }).count()).toBe(0);
    await page.reload();
    await page.getByLabel('Search').fill(tag);
    await expect.poll(() => issueOrder(page, tag)).toHaveLength(3);
    expect(await table.getByRole('columnheader', { name: 'Contractor' }).count()).toBe(0);
    expect(await table.getByRole('columnheader', { name: 'Tenant' }).count()).toBe(1);
    await expectAccessible(page, 'maintenance with a hidden column');

    // Keyboard: Tab reaches the row's name, Enter opens the request; Escape gives the focus back.
    const name = table.getByRole('button', { name: `Open ${tag} Alpha` });
    await table.getByRole('columnheader', { name: 'Created' }).getByRole('button').focus();
    let reached = false;
    for (let i = 0; i < 20 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await name.evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`${tag} Alpha`).first().waitFor();
    await expectAccessible(page, 'maintenance request details');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    // A click anywhere on the row opens it too.
    await table
      .getByRole('row')
      .filter({ hasText: `${tag} Bravo` })
      .getByText('Riley Table')
      .click();
    await dialog.getByText(`${tag} Bravo`).first().waitFor();
    await page.keyboard.press('Escape');

    // Export CSV downloads what the search shows.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export maintenance requests as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^maintenance-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await downloadedBytes(download)).toString('utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFIssue,Priority,Status,Tenant,Tenant phone,Tenant email,Address,Unit,Property,Contractor,Contractor email,Estimated cost,Created,Sent,Completed',
    );
    expect(lines.filter((l) => l.includes(tag)).map((l) => l.split(',')[0])).toEqual([`${tag} Alpha`, `${tag} Charlie`, `${tag} Bravo`]);

    // Put the column back for whoever signs in next in this browser.
    await page.getByRole('button', { name: 'Choose the columns of Maintenance requests' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Contractor' }).click();
    await page.keyboard.press('Escape');
    await context.close();
  });

  it('marks contact messages read in bulk and exports them', async ({ browser, api }) => {
    const tag = newTag();
    const base = inject('baseURL');
    // The public form allows 5 messages per address per hour: this file sends two.
    for (const first of ['Harper', 'Emerson']) {
      const sent = await fetch(`${base}/api/public/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({
          full_name: `${first} ${tag}`,
          email: `${first.toLowerCase()}-${tag}@example.com`,
          phone: '518-555-0100',
          message: '=1+1 is not a formula here.',
        }),
      });
      expect(sent.status).toBe(201);
    }

    const { page, context } = await newPage(browser, DESKTOP);
    await signInContext(context, api);
    await page.goto('/admin/contacts');
    await page.getByLabel('Search').fill(tag);
    const messages = page.getByRole('list', { name: 'Messages' });
    await expect.poll(() => messages.getByRole('listitem').count()).toBe(2);
    expect(await messages.getByText('Unread:').count()).toBe(2);

    await page.getByLabel('Sort by').selectOption({ label: 'Name (A–Z)' });
    await expect.poll(() => messages.getByRole('listitem').first().textContent()).toContain(`Emerson ${tag}`);

    await page.getByLabel('Select all on this page').check();
    await page.getByText('2 selected').waitFor();
    await expectAccessible(page, 'contacts selected');
    await shots(page, 'admin-tables-contacts-selected');
    await page.getByRole('button', { name: 'Mark as read' }).click();
    await toastText(page, 'Messages marked as read');
    await expect.poll(() => messages.getByText('Unread:').count()).toBe(0);
    await settleToasts(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export contact messages as CSV' }).click(),
    ]);
    const lines = (await downloadedBytes(download)).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('\uFEFFName,Email,Phone,Property,Message,Status,Read,Received,Replied');
    expect(lines.filter((l) => l.includes(tag))).toHaveLength(2);
    // Spreadsheet-safe: the message that starts with "=" is text, not a formula.
    expect(lines[1]).toContain(",'=1+1 is not a formula here.,");
    await context.close();
  });

  it('pages, sorts and searches the property list on the server, and opens a home from its row', async ({ browser, api }) => {
    // Its own tag per attempt: a retry must not find the first attempt's homes.
    const run = newTag();
    // Enough homes for a second page whatever else the journeys' database holds.
    for (let i = 0; i < 21; i++) await createProperty(api, { title: `Pager ${run} ${String(i).padStart(2, '0')}`, price: 1000 + i * 10 });
    for (const [name, price] of [
      ['Zinnia', 1700],
      ['Maple', 900],
      ['Juniper', 2600],
    ] as const) {
      await createProperty(api, { title: `${name} ${run}`, price, city: `Sortville${run}` });
    }
    const { page, context } = await newPage(browser, DESKTOP);
    await signInContext(context, api);
    await page.goto('/admin/properties');
    const table = page.getByRole('table', { name: 'Properties' });
    await table.waitFor();
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await pager.getByText(/^Page 1 of \d+$/).waitFor();
    expect(await table.locator('tbody tr').count()).toBe(20);
    await pager.getByRole('button', { name: 'Next' }).click();
    await pager.getByText(/^Page 2 of \d+$/).waitFor();

    // The search is the server's: city text, any case; the count says how many of all.
    await page.getByLabel('Search by title, city or state').fill(`SORTVILLE${run}`);
    const titles = () => table.locator('tbody tr td:first-child button').allTextContents();
    await expect.poll(titles).toEqual([`Juniper ${run}`, `Maple ${run}`, `Zinnia ${run}`]);
    await page.getByText(/^3 of [\d,]+ properties$/).waitFor();
    expect(await pager.count()).toBe(0);

    const price = table.getByRole('columnheader', { name: 'Price' });
    await price.getByRole('button').click();
    await expect.poll(() => price.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(titles).toEqual([`Maple ${run}`, `Zinnia ${run}`, `Juniper ${run}`]);
    await price.getByRole('button').click();
    await expect.poll(titles).toEqual([`Juniper ${run}`, `Zinnia ${run}`, `Maple ${run}`]);
    await expectAccessible(page, 'properties sorted');
    await shots(page, 'admin-tables-properties-sorted');

    // The row's title opens the home's form from the keyboard; closing gives focus back.
    const open = table.getByRole('button', { name: `Open Maple ${run}` });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit Property' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Title').inputValue()).toBe(`Maple ${run}`);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Open Maple ${run}`);
    await context.close();
  });

  it('every list page passes axe, with its Export CSV where it has rows', async ({ browser, api }) => {
    const tag = newTag();
    await createProperty(api, { title: `Aspen Row ${tag}`, price: 2400 });
    const { page, context } = await newPage(browser, DESKTOP);
    await signInContext(context, api);
    for (const section of ['properties', 'applications', 'pre-screening', 'chatbot-analytics', 'notices', 'team', 'saved-searches']) {
      await page.goto(`/admin/${section}`);
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, `${section} list`);
      await shots(page, `admin-tables-${section}`);
    }
    await page.goto('/admin/properties');
    await page.getByRole('table', { name: 'Properties' }).waitFor();
    expect(await page.getByRole('link', { name: 'Export properties as CSV' }).getAttribute('href')).toBe('/api/admin/properties/export');
    await context.close();
  });
});
