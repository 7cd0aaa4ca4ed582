import { describe, expect } from 'vitest';
import { inject } from 'vitest';
import { it } from './support/journey';
import type { AdminApi } from './support/api';
import { signInContext } from './support/api';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE, newPage, screenshot } from './support/browser';
import { officeToday } from './support/dates';
import { residentOnPhone, signedLease } from './support/leases';
import { waitForMail } from './support/mail';
import { settleToasts, shots, toastText, waitForHydration } from './support/page';
import { newTag } from './support/tag';

// Issue 33's journey: a lease starts → its rent posts → the resident pays online on a phone → the
// receipt → a late fee posts for another lease → the office records a check → the rent roll and
// delinquency say what the two ledgers say.

interface RentRollAnswer {
  data: {
    rows: { lease_id: string; balance_cents: number; paid_this_month_cents: number }[];
    totals: { balance_cents: number };
  };
}

interface DelinquencyAnswer {
  data: { rows: { lease_id: string; open_cents: number }[] };
}

interface LedgerAnswer {
  data: { balance_cents: number; entries: { kind: string; category: string; amount_cents: number }[] };
}

/** The 1st of the office's month `monthsBack` months ago. */
function firstOfMonth(monthsBack: number): string {
  const [y, m] = officeToday().split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - monthsBack, 1));
  return d.toISOString().slice(0, 10);
}

const usd = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

async function ledgerOf(api: AdminApi, leaseId: string) {
  return ((await api.request('GET', `/api/admin/leases/${leaseId}/ledger`)).body as LedgerAnswer).data;
}

describe('rent and money, from the first rent to a recorded check', () => {
  const tag = newTag();
  let paying: Awaited<ReturnType<typeof signedLease>>;
  let late: Awaited<ReturnType<typeof signedLease>>;

  it.beforeAll(async ({ api }) => {
    // One lease starting this month, one that started last month and has not paid since.
    paying = await signedLease(api, tag, 'Paula Payer', { start_date: firstOfMonth(0) });
    late = await signedLease(api, tag, 'Larry Late', { start_date: firstOfMonth(1) });
  });

  it('posts the rent, takes an online payment on a phone, posts a late fee, and records a check', async ({ browser, api }) => {
    // The office posts what is due now (the hourly run does the same on its own).
    const office = await newPage(browser, DESKTOP);
    await signInContext(office.context, api);
    await office.page.goto(`/admin/leases?lease=${paying.id}`);
    const panel = office.page.getByRole('region', { name: 'Ledger' });
    await panel.getByText('Deposit held').waitFor();
    await panel.getByRole('button', { name: 'Post due charges now' }).click();
    // Other journeys' leases post in the same run (and another journey's run may have posted ours),
    // so the count is not known: the toast's form is, and the ledger says what was posted.
    await office.page
      .getByText(/^(Posted \d+ charges? and \d+ late fees?|Nothing was due: .*)$/)
      .first()
      .waitFor();
    const posted = await ledgerOf(api, paying.id);
    expect(posted.entries.some((e) => e.kind === 'charge' && e.category === 'rent')).toBe(true);
    const owed = posted.balance_cents;
    expect(owed).toBeGreaterThan(0);

    // The resident pays it all online, on a phone, through the processor's hosted page.
    const phone = await residentOnPhone(browser, paying.resident.email);
    await phone.page.goto(`/resident/leases/${paying.id}/money`);
    await phone.page.getByRole('heading', { name: 'Balance' }).waitFor();
    await waitForHydration(phone.page);
    await expectAccessible(phone.page);
    await screenshot(phone.page, 'money-before-pay');
    expect(await phone.page.getByLabel('Amount (USD)').inputValue()).toBe((owed / 100).toFixed(2));
    await phone.page.getByRole('button', { name: 'Pay now' }).click();
    await phone.page.getByRole('heading', { name: 'Test checkout' }).waitFor();
    await phone.page.getByRole('button', { name: `Pay ${usd(owed)}` }).click();
    await phone.page.getByText('Thank you, your payment is received.').waitFor();
    const receipt = phone.page.getByRole('link', { name: /^Receipt RCT-/ }).first();
    await receipt.waitFor();
    await expectAccessible(phone.page);
    await screenshot(phone.page, 'money-paid');
    const pdf = await phone.page.request.get(new URL((await receipt.getAttribute('href'))!, inject('baseURL')).toString());
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await waitForMail(paying.resident.email, /^Payment received/);
    expect((await ledgerOf(api, paying.id)).balance_cents).toBe(0);
    await phone.context.close();

    // The other lease is past its grace days: its late fee posted, once.
    const lateLedger = await ledgerOf(api, late.id);
    expect(lateLedger.entries.filter((e) => e.category === 'late_fee').length).toBeGreaterThanOrEqual(1);
    await waitForMail(late.resident.email, /^Late fee posted/);

    // The office records a check from that household.
    await office.page.goto(`/admin/leases?lease=${late.id}`);
    await panel.getByText('Deposit held').waitFor();
    await panel.getByRole('button', { name: 'Record payment' }).click();
    const dialog = office.page.getByRole('dialog', { name: 'Record payment' });
    await dialog.getByLabel('Amount ($)').fill('1,000.00');
    await dialog.getByLabel('Check or money order number').fill(`4${tag.slice(0, 5)}`);
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await toastText(office.page, 'Payment recorded');
    await settleToasts(office.page);
    const lateBalance = (await ledgerOf(api, late.id)).balance_cents;
    expect(lateBalance).toBe(lateLedger.balance_cents - 100_000);

    // The rent roll and delinquency match the ledgers: the paying household is paid up and paid
    // this month what it owed; the late one still owes, past due.
    const roll = (await api.request('GET', `/api/admin/reports/rent-roll?search=${tag}`)).body as RentRollAnswer;
    const rollOf = (id: string) => roll.data.rows.find((r) => r.lease_id === id)!;
    expect(rollOf(paying.id)).toMatchObject({ balance_cents: 0, paid_this_month_cents: owed });
    expect(rollOf(late.id).balance_cents).toBe(lateBalance);
    expect(roll.data.totals.balance_cents).toBe(lateBalance);
    await office.page.goto('/admin/reports');
    await waitForHydration(office.page);
    await office.page.getByLabel('Search leases').fill(tag);
    const rollTable = office.page.getByRole('table', { name: 'Rent roll' });
    await rollTable
      .getByRole('row', { name: new RegExp(paying.reference) })
      .getByText('Paid up')
      .waitFor();
    await rollTable
      .getByRole('row', { name: new RegExp(late.reference) })
      .getByText(/ owed$/)
      .waitFor();
    await expectAccessible(office.page);
    await screenshot(office.page, 'reports-rent-roll');

    // The dashboard's "late balances" link: delinquency, past due only.
    await office.page.goto('/admin/reports?report=delinquency&past_due=true');
    await waitForHydration(office.page);
    await office.page.getByLabel('Search leases').fill(tag);
    const aging = office.page.getByRole('table', { name: 'Delinquency aging' });
    await aging.getByRole('row', { name: new RegExp(late.reference) }).waitFor();
    await expect.poll(() => aging.getByRole('row', { name: new RegExp(paying.reference) }).count()).toBe(0);
    const delinquency = (await api.request('GET', `/api/admin/reports/delinquency?past_due=true&search=${tag}`)).body as DelinquencyAnswer;
    expect(delinquency.data.rows.map((r) => r.lease_id)).toEqual([late.id]);
    expect(delinquency.data.rows[0]!.open_cents).toBe(lateBalance);
    await expectAccessible(office.page);
    await screenshot(office.page, 'reports-delinquency');
    // On a phone the report keeps its figures and scrolls its table sideways.
    await office.page.setViewportSize(MOBILE);
    await aging.getByRole('row', { name: new RegExp(late.reference) }).waitFor();
    await expectAccessible(office.page);
    await screenshot(office.page, 'reports-delinquency');

    await office.context.close();
  });

  it('a resident turns autopay on from a phone; the due-day run charges it and the ledger books it; the keyboard turns it off', async ({
    browser,
    api,
  }) => {
    // A lease of its own (another tag), so the reports above keep their figures.
    const auto = await signedLease(api, newTag(), 'Andy Autopay', { start_date: officeToday() });
    const phone = await residentOnPhone(browser, auto.resident.email);
    const page = phone.page;
    await page.goto(`/resident/leases/${auto.id}/money`);
    const card = page.getByRole('region', { name: 'Autopay' });
    await card.getByText(/^Autopay is off\. Turn it on/).waitFor();
    await waitForHydration(page);
    await expectAccessible(page);
    await card.getByRole('button', { name: 'Turn on autopay' }).click();
    // The processor's page saves the card; its webhook switches autopay on before the return.
    await page.getByRole('heading', { name: 'Test checkout' }).waitFor();
    await page.getByRole('button', { name: 'Save card' }).click();
    await card.getByText(/^Autopay is on since /).waitFor();
    await expectAccessible(page);
    await shots(page, 'money-autopay-on');
    await waitForMail(auto.resident.email, /^Autopay is on/);

    // The due-day run posts the first charges and charges them to the saved card; the webhook books it.
    const run = await api.request('POST', '/api/admin/ledger/post-due', {});
    expect(run.status).toBe(200);
    await expect
      .poll(async () => (await ledgerOf(api, auto.id)).entries.filter((e) => e.kind === 'payment').length, { timeout: 15_000 })
      .toBe(1);
    const ledger = await ledgerOf(api, auto.id);
    expect(ledger.balance_cents).toBe(0);
    const charged = -ledger.entries.find((e) => e.kind === 'payment')!.amount_cents;
    expect(charged).toBe(ledger.entries.filter((e) => e.kind === 'charge').reduce((sum, e) => sum + e.amount_cents, 0));
    const receipt = await waitForMail(auto.resident.email, /^Payment received/);
    expect(JSON.stringify(receipt)).toContain(usd(charged));
    // A second run the same day charges nothing more.
    await api.request('POST', '/api/admin/ledger/post-due', {});
    expect((await ledgerOf(api, auto.id)).entries.filter((e) => e.kind === 'payment')).toHaveLength(1);

    // Keyboard only: the trigger opens the question, Escape closes it onto the trigger, Enter confirms.
    await page.reload();
    const trigger = card.getByRole('button', { name: 'Turn off autopay' });
    await trigger.waitFor();
    await waitForHydration(page);
    await trigger.focus();
    await page.keyboard.press('Enter');
    const ask = page.getByRole('dialog', { name: 'Turn off autopay?' });
    await ask.waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await ask.waitFor({ state: 'detached' });
    await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await ask.getByRole('button', { name: 'Turn off autopay' }).focus();
    await page.keyboard.press('Enter');
    await card.getByText('Autopay is off. Pay each month from this page.').waitFor();
    await shots(page, 'money-autopay-off');
    await phone.context.close();
  });
});
