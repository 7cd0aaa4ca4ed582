import { describe, expect, inject } from 'vitest';
import { it } from './support/journey';
import { signInContext, type AdminApi } from './support/api';
import { expectAccessible, expectPartAccessible } from './support/axe';
import { DESKTOP, MOBILE, newPage } from './support/browser';
import { waitForMail } from './support/mail';
import { settleToasts, shots, statValue, toastText } from './support/page';

interface Stats {
  total: number;
  pending: number;
  replied: number;
  resolved: number;
}

const tag = Date.now().toString(36);
// The public form allows 5 messages per address per hour and every journey comes from 127.0.0.1:
// this file sends exactly one, through the page.
const sender = { name: `Jordan Avery ${tag}`, email: `jordan-${tag}@example.com`, phone: '+1 (518) 555-0177' };
const message = 'Is the two-bedroom on Lark Street still available for a June move-in?\nI have a small cat.';

async function statsFromApi(api: AdminApi): Promise<Stats> {
  return (await api.request<{ data: { stats: Stats } }>('GET', '/api/admin/contacts?limit=1')).body.data.stats;
}

describe('contact messages', () => {
  it('a visitor sees every validation message, then sends a message; the office and the sender get e-mails', async ({ browser }) => {
    const { page } = await newPage(browser, MOBILE);
    await page.goto('/contact');
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    await page.getByText('Mon–Fri 9:00 AM–6:00 PM').waitFor();
    await page.getByText('We usually reply within 1 business day.').waitFor();
    await page.getByText(inject('siteEmail')).first().waitFor();
    // No MAP_EMBED_URL in this environment: the demo office is shown on OpenStreetMap.
    const map = page.getByTitle('Map of our office location');
    expect(await map.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
    await expectAccessible(page, 'contact page');
    await shots(page, 'contact');

    const send = page.getByRole('button', { name: 'Send Message' });
    await send.click();
    for (const text of [
      'Please enter your name.',
      'Please enter your email.',
      'Please enter your phone number.',
      'Message must be at least 10 characters.',
    ]) {
      await page.getByText(text, { exact: true }).waitFor();
    }
    await expectAccessible(page, 'contact form with errors');
    await shots(page, 'contact-errors');

    await page.getByLabel('Name', { exact: true }).fill(`  ${sender.name}  `);
    await page.getByLabel('Email', { exact: true }).fill('jordan@');
    await page.getByLabel('Phone', { exact: true }).pressSequentially('0abc12');
    // Letters never reach the phone field; a leading zero breaks the phone rule.
    expect(await page.getByLabel('Phone', { exact: true }).inputValue()).toBe('012');
    await page.getByLabel('Message', { exact: true }).fill('   too short   ');
    await send.click();
    await page.getByText('Please enter a valid email.', { exact: true }).waitFor();
    await page.getByText('Please enter a valid phone number.', { exact: true }).waitFor();
    await page.getByText('Message must be at least 10 characters.', { exact: true }).waitFor();
    expect(await page.getByText('Please enter your name.').count()).toBe(0);

    // Reset empties the form.
    await page.getByRole('button', { name: 'Reset' }).click();
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('');

    await page.getByLabel('Name', { exact: true }).fill(`  ${sender.name}  `);
    await page.getByLabel('Email', { exact: true }).fill(` ${sender.email} `);
    await page.getByLabel('Phone', { exact: true }).fill(sender.phone);
    await page.getByLabel('Message', { exact: true }).fill(`  ${message}  `);
    await send.click();
    await toastText(page, 'Your message has been sent successfully!');
    await page.getByRole('status').filter({ hasText: "Message sent successfully! We'll get back to you soon." }).waitFor();
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    await settleToasts(page);
    await expectAccessible(page, 'contact sent');
    await shots(page, 'contact-sent');

    const office = await waitForMail(inject('siteEmail'), `New contact message from ${sender.name}`);
    expect(office.text).toContain(message);
    expect(office.text).toContain(sender.phone);
    const ack = await waitForMail(sender.email, 'We received your message');
    expect(ack.text).toContain('1 business day');
  });

  it('the dashboard summary matches the messages: counters, the 5 newest and the read share', async ({ browser, api }) => {
    // One more message through the public API (the second and last of this file's hourly allowance).
    const base = inject('baseURL');
    const extra = {
      full_name: `Dashboard Check ${tag}`,
      email: `dash-${tag}@example.com`,
      phone: '518-555-0100',
      message: 'Checking the dashboard summary.',
    };
    const sent = await fetch(`${base}/api/public/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(extra),
    });
    expect(sent.status).toBe(201);
    const list = (
      await api.request<{ data: { contacts: { full_name: string }[]; stats: Stats & { read: number } } }>(
        'GET',
        '/api/admin/contacts?limit=5',
      )
    ).body.data;

    const { page, context } = await newPage(browser, DESKTOP);
    await signInContext(context, api);
    await page.goto('/admin/dashboard');
    const card = page.getByRole('region', { name: 'Contact Messages' });
    const counter = (label: string) => card.locator(`xpath=.//dt[normalize-space()='${label}']/following-sibling::dd[1]`);
    await expect.poll(() => counter('Total').textContent()).toBe(String(list.stats.total));
    expect(await counter('Pending').textContent()).toBe(String(list.stats.pending));
    expect(await counter('Replied').textContent()).toBe(String(list.stats.replied));
    expect(await counter('Resolved').textContent()).toBe(String(list.stats.resolved));
    const names = await card.getByRole('listitem').locator('p:first-child').allTextContents();
    expect(names).toEqual(list.contacts.map((c) => c.full_name));
    await card.getByRole('link', { name: 'View all messages' }).waitFor();
    const percent = Math.round((list.stats.read / list.stats.total) * 100);
    await page
      .getByText('Messages read')
      .locator('xpath=following-sibling::span[1]')
      .filter({ hasText: `${percent}%` })
      .waitFor();
    await expectPartAccessible(page, 'section[aria-labelledby="dash-contacts"]', 'dashboard Contact Messages card');
    await card.getByRole('link', { name: 'View all messages' }).click();
    await page.waitForURL('**/admin/contacts');
  });

  it('an admin reads the message (marking it read), replies (the sender gets it), resolves and deletes it', async ({ browser, api }) => {
    const before = await statsFromApi(api);
    const found = await api.request<{
      data: { contacts: { id: string; is_read: boolean; full_name: string; message: string; phone: string }[] };
    }>('GET', `/api/admin/contacts?search=${encodeURIComponent(sender.email)}`);
    const [stored] = found.body.data.contacts;
    // Stored trimmed, pending and unread.
    expect(stored).toMatchObject({ full_name: sender.name, message, phone: sender.phone, is_read: false });

    const { page, context } = await newPage(browser, DESKTOP);
    await signInContext(context, api);
    await page.goto('/admin/contacts');
    await page.getByRole('heading', { name: 'Messages', level: 2 }).waitFor();
    await expect.poll(() => statValue(page, 'Total Messages').textContent()).toBe(String(before.total));
    await expect.poll(() => statValue(page, 'Pending').textContent()).toBe(String(before.pending));
    await expectAccessible(page, 'admin contacts');

    await page.getByLabel('Search', { exact: true }).fill(sender.email.toUpperCase());
    const item = page.getByRole('button', { name: new RegExp(sender.name) });
    await item.waitFor();
    await item.getByText('Unread:').waitFor();
    await item.click();
    const details = page.getByRole('article', { name: sender.name });
    await details.getByText('Is the two-bedroom on Lark Street', { exact: false }).waitFor();
    await expect
      .poll(async () => (await api.request<{ data: { is_read: boolean } }>('GET', `/api/admin/contacts/${stored.id}`)).body.data.is_read)
      .toBe(true);
    await expect.poll(() => item.getByText('Unread:').count()).toBe(0);
    await expect.poll(() => details.getByRole('button', { name: 'Mark Replied' }).count()).toBe(1);
    await details.getByRole('button', { name: 'Mark Resolved' }).waitFor();
    await shots(page, 'admin-contacts');

    // The status filter combines with the search.
    await page.getByLabel('Status', { exact: true }).selectOption('resolved');
    await page.getByText('No messages found').waitFor();
    await page.getByLabel('Status', { exact: true }).selectOption('pending');
    await item.waitFor();

    // A blank reply is refused; a real one is e-mailed to the sender.
    await details.getByRole('button', { name: 'Reply' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reply to Message' });
    await dialog.getByRole('button', { name: 'Send Reply' }).click();
    await dialog.getByText('Please enter a reply message.').waitFor();
    await dialog.getByLabel('Reply message', { exact: true }).fill('   ');
    await dialog.getByRole('button', { name: 'Send Reply' }).click();
    await dialog.getByText('Please enter a reply message.').waitFor();
    await expectAccessible(page, 'reply dialog');
    await shots(page, 'admin-contact-reply');
    const reply = `Yes, it is available from June 1 and cats are welcome. ${tag}`;
    await dialog.getByLabel('Reply message', { exact: true }).fill(reply);
    await dialog.getByRole('button', { name: 'Send Reply' }).click();
    await toastText(page, 'Reply sent successfully');
    await dialog.waitFor({ state: 'detached' });
    const mail = await waitForMail(sender.email, /^Re: your message to /);
    expect(mail.text).toContain(reply);
    expect(mail.text).toContain('I have a small cat.');

    // Now replied: only Mark Resolved is offered.
    await page.getByLabel('Status', { exact: true }).selectOption('all');
    await details.getByText(reply).waitFor();
    await details.getByText('Replied', { exact: true }).waitFor();
    expect(await details.getByRole('button', { name: 'Mark Replied' }).count()).toBe(0);
    await expect.poll(() => statValue(page, 'Replied').textContent()).toBe(String(before.replied + 1));
    await details.getByRole('button', { name: 'Mark Resolved' }).click();
    await toastText(page, 'Status updated successfully');
    await details.getByText('Resolved', { exact: true }).waitFor();
    await expect.poll(() => details.getByRole('button', { name: 'Mark Resolved' }).count()).toBe(0);
    await expect.poll(() => statValue(page, 'Resolved').textContent()).toBe(String(before.resolved + 1));

    // Refresh reloads the list.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await item.waitFor();

    await details.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Message' });
    await confirm.getByText('This action cannot be undone.', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toastText(page, 'Contact deleted successfully');
    await page.getByText('No messages found').waitFor();
    await page.getByText('Select a message').waitFor();
    await expect.poll(() => statValue(page, 'Total Messages').textContent()).toBe(String(before.total - 1));
  });
});
