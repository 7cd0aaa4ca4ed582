import fs from 'node:fs';
import { describe, expect } from 'vitest';
import { it } from './support/journey';
import { signInContext } from './support/api';
import { submitApplication } from './support/applications';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE, newPage, screenshot } from './support/browser';
import { approveApplication, signAsResident } from './support/leases';
import { settleToasts, toastText } from './support/page';
import { createProperty } from './support/properties';
import { newTag } from './support/tag';

// Issue 33, the office's lease ledger: a signed lease shows its ledger; the office records a check
// from the keyboard (focus back on the trigger), then the panel shows the payment and the balance.

describe('lease ledger (office)', () => {
  const tag = newTag();
  const resident = { name: `Lena Ledger ${tag}`, email: `lena-${tag}@example.com`, phone: '(518) 555-0172' };
  let leaseId = '';

  it.beforeAll(async ({ api }) => {
    const property = await createProperty(api, { title: `Ledger Cottage ${tag}`, price: 1500, deposit: 1500, lease_term: 12 });
    const app = await submitApplication(property.id, resident);
    await approveApplication(api, app.id);
    const made = await api.request('POST', `/api/admin/applications/${app.id}/lease`, {});
    leaseId = (made.body as { data: { id: string } }).data.id;
    expect((await api.request('POST', `/api/admin/leases/${leaseId}/send`, {})).status).toBe(200);
    await signAsResident(resident.email, resident.name, leaseId);
    expect((await api.request('POST', `/api/admin/leases/${leaseId}/countersign`, {})).status).toBe(200);
  });

  it('records a check from the keyboard and shows it with the running balance', async ({ browser, api }) => {
    const { page, context } = await newPage(browser, DESKTOP);
    await signInContext(context, api);
    await page.goto(`/admin/leases?lease=${leaseId}`);
    const panel = page.getByRole('region', { name: 'Ledger' });
    await panel.getByText('Deposit held').waitFor();
    const trigger = panel.getByRole('button', { name: 'Record payment' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Record payment' });
    await dialog.getByLabel('Amount ($)').fill('1,234.56');
    await dialog.getByLabel('Check or money order number').fill(`7${tag.slice(0, 5)}`);
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await toastText(page, 'Payment recorded');
    await dialog.waitFor({ state: 'detached' });
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    await panel.getByText('$1,234.56').first().waitFor();
    await settleToasts(page);
    await expectAccessible(page);
    fs.mkdirSync('/tmp/ledgerweb', { recursive: true });
    fs.copyFileSync(await screenshot(page, 'ledger-panel'), '/tmp/ledgerweb/ledger-panel-1280.png');
    await context.close();

    // A fresh phone page (a resized desktop one would catch the side menu mid-slide): cards, not the table.
    const phone = await newPage(browser, MOBILE);
    await signInContext(phone.context, api);
    await phone.page.goto(`/admin/leases?lease=${leaseId}`);
    await phone.page.getByRole('list', { name: 'Ledger entries' }).getByText('$1,234.56').first().waitFor();
    await expectAccessible(phone.page);
    fs.copyFileSync(await screenshot(phone.page, 'ledger-panel'), '/tmp/ledgerweb/ledger-panel-375.png');
    await phone.context.close();
  });
});
