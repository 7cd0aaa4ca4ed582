import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { it } from './support/journey';
import type { AdminApi } from './support/api';
import { signInContext } from './support/api';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE, newPage, screenshot } from './support/browser';
import { officeToday } from './support/dates';
import { signedLease } from './support/leases';
import { waitForMail } from './support/mail';
import { settleToasts, toastText } from './support/page';
import { newTag } from './support/tag';

// Issue 33 item 5: a household moves out; the office itemises a deduction with a photo from the
// inspection, previews the statement, sends it; the ledger settles the deposit and the resident
// gets the statement by e-mail.

interface LedgerAnswer {
  data: { balance_cents: number; deposit_held_cents: number; entries: { kind: string; category: string; amount_cents: number }[] };
}

async function ledgerOf(api: AdminApi, leaseId: string) {
  return ((await api.request('GET', `/api/admin/leases/${leaseId}/ledger`)).body as LedgerAnswer).data;
}

/** The 1st of the office's month: the lease starts then and the household moves out today. */
function firstOfThisMonth(): string {
  return `${officeToday().slice(0, 8)}01`;
}

describe('move-out deposit statement (office)', () => {
  const tag = newTag();
  let lease = { id: '', reference: '', resident: { name: '', email: '', phone: '' } };

  it.beforeAll(async ({ api }) => {
    lease = await signedLease(api, tag, 'Mona Mover', { start_date: firstOfThisMonth() });
    const ended = await api.request('POST', `/api/admin/leases/${lease.id}/end`, { move_out_date: officeToday() });
    expect(ended.status).toBe(200);
    // The due-day run of another journey may have posted the deposit and rent already: the deposit
    // is charged once (by hand only when the run did not), then the household pays all it owes.
    const before = await ledgerOf(api, lease.id);
    if (!before.entries.some((e) => e.kind === 'charge' && e.category === 'deposit')) {
      const charged = await api.request('POST', `/api/admin/leases/${lease.id}/charges`, {
        category: 'deposit',
        description: 'Security deposit',
        amount_cents: 150_000,
      });
      expect(charged.status).toBe(201);
    }
    const owed = (await ledgerOf(api, lease.id)).balance_cents;
    const paid = await api.request('POST', `/api/admin/leases/${lease.id}/payments`, {
      amount_cents: owed,
      method: 'check',
      reference: `55${tag.slice(0, 5)}`,
      received_on: officeToday(),
    });
    expect(paid.status).toBe(201);
    expect((await ledgerOf(api, lease.id)).deposit_held_cents).toBe(150_000);
  });

  it('itemises a deduction with a photo, previews and sends the statement; the ledger refunds the rest', async ({ browser, api }) => {
    const { page, context } = await newPage(browser, DESKTOP);
    await signInContext(context, api);
    await page.goto(`/admin/leases?lease=${lease.id}`);
    const panel = page.getByRole('region', { name: 'Deposit statement' });
    await panel.getByText('No deposit statement yet').waitFor();
    await expectAccessible(page);
    await panel.getByRole('button', { name: 'Start deposit statement' }).click();
    await toastText(page, 'Deposit statement opened');

    // The deduction from the keyboard: the dialog's fields in order, focus back on its trigger.
    const trigger = panel.getByRole('button', { name: 'Add deduction' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add deduction' });
    await dialog.getByLabel('Description').fill('Carpet cleaning, bedroom');
    await dialog.getByLabel('Amount ($)').fill('325.50');
    const stain = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 150, g: 110, b: 60 } } })
      .jpeg()
      .toBuffer();
    await dialog.getByLabel(/^Photos/).setInputFiles([{ name: 'stain.jpg', mimeType: 'image/jpeg', buffer: stain }]);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Add deduction' }).click();
    await toastText(page, 'Deduction added');
    await dialog.waitFor({ state: 'detached' });
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    const deductions = panel.getByRole('list', { name: 'Deductions' });
    await deductions.getByText('Carpet cleaning, bedroom').waitFor();
    await panel.getByText('$1,174.50').waitFor();

    const photoHref = await deductions.getByRole('link', { name: 'Photo 1' }).getAttribute('href');
    const photo = await page.request.get(photoHref!);
    expect(photo.headers()['content-type']).toBe('image/jpeg');
    const preview = await page.request.get(`/api/admin/leases/${lease.id}/deposit-statement.pdf`);
    expect(preview.status()).toBe(200);
    expect((await preview.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await settleToasts(page);
    await screenshot(page, 'deposit-statement-draft');

    const send = panel.getByRole('button', { name: 'Send statement' });
    await send.click();
    const confirm = page.getByRole('dialog', { name: 'Send deposit statement' });
    await confirm.getByText(/A refund of \$1,174\.50 will be recorded/).waitFor();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Send statement' }).click();
    await toastText(page, 'Deposit statement sent');
    await panel.getByText('Sent', { exact: true }).waitFor();
    await expect(panel.getByRole('button', { name: 'Add deduction' }).count()).resolves.toBe(0);
    await panel.getByRole('link', { name: 'Download PDF' }).waitFor();

    const ledger = await ledgerOf(api, lease.id);
    expect(ledger.balance_cents).toBe(0);
    expect(ledger.deposit_held_cents).toBe(0);
    expect(ledger.entries.filter((e) => e.kind === 'refund').map((e) => e.amount_cents)).toEqual([117_450]);
    const mail = await waitForMail(lease.resident.email, /Security deposit statement/);
    expect(mail.text).toContain('a refund of $1,174.50 is due to you');

    await settleToasts(page);
    await expectAccessible(page);
    await screenshot(page, 'deposit-statement-sent');
    await context.close();

    const phone = await newPage(browser, MOBILE);
    await signInContext(phone.context, api);
    await phone.page.goto(`/admin/leases?lease=${lease.id}`);
    await phone.page.getByRole('region', { name: 'Deposit statement' }).getByText('Refund due to the residents').waitFor();
    await expectAccessible(phone.page);
    await screenshot(phone.page, 'deposit-statement-sent');
    await phone.context.close();
  });
});
