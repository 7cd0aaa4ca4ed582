import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { it } from './support/journey';
import { submitApplication } from './support/applications';
import { signInContext, submitPasswordStep, type AdminApi } from './support/api';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE, newPage } from './support/browser';
import { shots } from './support/page';
import { createProperty, type ApiProperty } from './support/properties';

const tag = Date.now().toString(36);
const contactName = `Riley Attention ${tag}`;
const applicantName = `Morgan Attention ${tag}`;

/** Totals of the filtered lists the card links to, read from the API in the same test. */
async function listTotal(api: AdminApi, path: string, pick: (data: Record<string, unknown>) => number): Promise<number> {
  const res = await api.request<{ data: Record<string, unknown> }>('GET', path);
  expect(res.status).toBe(200);
  return pick(res.body.data);
}

function card(page: Page) {
  return page.getByRole('region', { name: 'Needs attention' });
}

/** The link of one item of the card, found by its label. */
function itemLink(page: Page, label: string) {
  return card(page).getByRole('link', { name: new RegExp(label) });
}

async function signInThroughForm(page: Page) {
  await page.getByRole('heading', { name: 'Admin sign in' }).waitFor();
  await submitPasswordStep(page, inject('adminEmail'), inject('adminPassword'));
}

describe('dashboard: needs attention', () => {
  let property: ApiProperty;

  it.beforeAll(async ({ api }) => {
    property = await createProperty(api, { title: `Attention Flat ${tag}`, price: 1450 });
    const base = inject('baseURL');
    // A visitor writes to the office and another applies: both wait for the office.
    const contact = await fetch(`${base}/api/public/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({
        full_name: contactName,
        email: `riley-${tag}@example.com`,
        phone: '+1 (518) 555-0190',
        message: 'Could someone call me about the flat on Journey Street?',
      }),
    });
    expect(contact.status).toBe(201);
    await submitApplication(property.id, {
      name: applicantName,
      email: `morgan-${tag}@example.com`,
      phone: '5185550191',
      ssn: '987-65-4321',
      dateOfBirth: '1988-04-05',
      employer: { name: 'Albany Med', monthlyIncome: 5400 },
    });
  });

  it('shows the counts, each linking to its list already filtered', async ({ browser, api }) => {
    const unread = await listTotal(api, '/api/admin/contacts?read=unread&limit=1', (d) => (d.pagination as { total: number }).total);
    const pending = await listTotal(api, '/api/admin/applications?status=pending&limit=1', (d) => d.total as number);
    expect(unread).toBeGreaterThan(0);
    expect(pending).toBeGreaterThan(0);

    const { page, context } = await newPage(browser, DESKTOP);
    await signInContext(context, api);
    await page.goto('/admin/dashboard');
    await card(page).getByRole('heading', { name: 'Needs attention' }).waitFor();
    const contacts = itemLink(page, 'Unread contact messages');
    await contacts.waitFor();
    expect(await contacts.innerText()).toContain(`${unread}\nUnread contact messages`);
    expect(await itemLink(page, 'Applications pending review').innerText()).toContain(`${pending}\nApplications pending review`);
    // Every item is there, with a link to its list; today's tours first.
    expect(await card(page).getByRole('list').getByRole('listitem').count()).toBe(13);
    expect(await itemLink(page, 'Tours today').getAttribute('href')).toBe('/admin/tours');
    expect(await itemLink(page, 'Open maintenance requests').getAttribute('href')).toBe('/admin/maintenance?status=open');
    expect(await itemLink(page, 'New pre-screening responses').getAttribute('href')).toBe('/admin/pre-screening?status=pending');
    expect(await itemLink(page, 'Escalated chats').getAttribute('href')).toBe('/admin/chatbot-analytics?status=escalated');
    expect(await itemLink(page, 'Chat leads this week').getAttribute('href')).toBe('/admin/chatbot-analytics?lead=with');
    // The money items open the rent reports on the rows they count.
    expect(await itemLink(page, 'Leases with a late balance').getAttribute('href')).toBe('/admin/reports?report=delinquency&past_due=true');
    expect(await itemLink(page, 'Online payments failed this week').getAttribute('href')).toMatch(
      /^\/admin\/reports\?report=online-payments&status=failed&since=\d{4}-\d{2}-\d{2}$/,
    );
    expect(await itemLink(page, 'Deposit statements due').getAttribute('href')).toBe('/admin/reports?report=deposits&statement=due');
    await expectAccessible(page, 'dashboard with needs attention');
    await shots(page, 'dashboard-attention');

    // Unread contact messages: the list opens on the unread ones, and the filter shows it.
    await contacts.click();
    await page.waitForURL((u) => u.pathname === '/admin/contacts' && u.searchParams.get('read') === 'unread');
    await page.getByText(contactName).first().waitFor();
    expect(await page.getByLabel('Read', { exact: true }).inputValue()).toBe('unread');
    await expectAccessible(page, 'contacts filtered to unread');
    await shots(page, 'dashboard-attention-contacts-unread');

    // Applications pending review: the list opens on the pending ones.
    await page.goBack();
    await itemLink(page, 'Applications pending review').click();
    await page.waitForURL((u) => u.pathname === '/admin/applications' && u.searchParams.get('status') === 'pending');
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('pending');
    await page.getByRole('row').filter({ hasText: applicantName }).waitFor();
    await expectAccessible(page, 'applications filtered to pending');

    // Clearing the filter takes it out of the address too.
    await page.getByLabel('Status', { exact: true }).selectOption('all');
    await page.waitForURL((u) => u.pathname === '/admin/applications' && !u.searchParams.has('status'));

    // Deposit statements due: the deposits report opens on the statements still owed.
    await page.goto('/admin/dashboard');
    await itemLink(page, 'Deposit statements due').click();
    await page.waitForURL((u) => u.pathname === '/admin/reports' && u.searchParams.get('statement') === 'due');
    expect(await page.getByLabel('Move-out statement', { exact: true }).inputValue()).toBe('due');
    await expectAccessible(page, 'deposits report filtered to statements due');
    await context.close();
  });

  it('shows a skeleton, then an error with Try Again that loads the card, and the empty state', async ({ browser, api }) => {
    const { page, context } = await newPage(browser, MOBILE);
    await signInContext(context, api);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/dashboard/attention', async (route) => {
      await held;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, detail: 'Service unavailable' }),
      });
    });
    await page.goto('/admin/dashboard');
    await card(page).getByRole('status').filter({ hasText: 'Loading what needs attention' }).waitFor();
    await shots(page, 'dashboard-attention-loading');
    release();
    const retry = card(page).getByRole('button', { name: 'Try Again' });
    await retry.waitFor({ timeout: 30_000 });
    await card(page).getByText('Service unavailable').waitFor();
    await expectAccessible(page, 'needs attention error');
    await shots(page, 'dashboard-attention-error');

    await page.unroute('**/api/admin/dashboard/attention');
    await retry.click();
    await itemLink(page, 'Unread contact messages').waitFor();

    // A later visit as the server reports it: what is new since the last one, and urgent requests first.
    const keys = ['applications_pending', 'screening_unreplied', 'maintenance_open', 'contacts_unread', 'chat_escalations', 'chat_leads'];
    const respond = (items: object[]) =>
      page.route('**/api/admin/dashboard/attention', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            success: true,
            data: { items, last_visit_at: new Date(Date.now() - 86_400_000).toISOString(), generated_at: new Date().toISOString() },
          }),
        }),
      );
    await respond(
      keys.map((key, i) => ({
        key,
        count: key === 'contacts_unread' ? 1000 : i + 2,
        count_capped: key === 'contacts_unread',
        new_since_last_visit: { count: i, capped: false },
        ...(key === 'maintenance_open' ? { urgent: { count: 2, new_since_last_visit: { count: 1, capped: false } } } : {}),
      })),
    );
    await page.reload();
    const urgent = card(page).getByRole('link', { name: /urgent/ });
    await urgent.waitFor();
    expect(await urgent.getAttribute('href')).toBe('/admin/maintenance?status=open&priority=urgent');
    expect(await urgent.innerText()).toContain('2 urgent');
    expect(await urgent.innerText()).toContain('1 new since your last visit');
    expect(await itemLink(page, 'Unread contact messages').innerText()).toContain('1,000+');
    expect(await itemLink(page, 'Open maintenance requests').innerText()).toContain('2 new since your last visit');
    await expectAccessible(page, 'needs attention with new items');
    await shots(page, 'dashboard-attention-new');
    await page.unroute('**/api/admin/dashboard/attention');

    // Nothing waiting: the card says so instead of a row of zeros.
    await page.route('**/api/admin/dashboard/attention', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          success: true,
          data: {
            items: [
              'applications_pending',
              'screening_unreplied',
              'maintenance_open',
              'contacts_unread',
              'chat_escalations',
              'chat_leads',
            ].map((key) => ({ key, count: 0, count_capped: false, new_since_last_visit: { count: 0, capped: false } })),
            last_visit_at: new Date().toISOString(),
            generated_at: new Date().toISOString(),
          },
        }),
      }),
    );
    await page.reload();
    await card(page).getByText('Nothing needs your attention').waitFor();
    await expectAccessible(page, 'needs attention empty');
    await shots(page, 'dashboard-attention-empty');
    await context.close();
  });
});

describe('sign-in returns where you were going', () => {
  it('a signed-out visit to /admin/contacts signs in and lands on /admin/contacts', async ({ browser }) => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/admin/contacts');
    await page.waitForURL((u) => u.pathname === '/admin-login' && u.searchParams.get('next') === '/admin/contacts');
    await expectAccessible(page, 'login with a return path');
    await signInThroughForm(page);
    await page.waitForURL((u) => u.pathname === '/admin/contacts');
    await page.getByRole('heading', { name: 'Contact Messages', level: 1 }).waitFor();
    await context.close();
  });

  it('keeps the filters of the page it was sent from', async ({ browser }) => {
    const { page, context } = await newPage(browser, MOBILE);
    await page.goto('/admin/maintenance?status=open&priority=urgent');
    await page.waitForURL((u) => u.pathname === '/admin-login');
    await signInThroughForm(page);
    await page.waitForURL((u) => u.pathname === '/admin/maintenance' && u.search === '?status=open&priority=urgent');
    expect(await page.getByLabel('Priority', { exact: true }).inputValue()).toBe('urgent');
    await context.close();
  });

  it('ignores a return path to another site and lands on the home page, as the spec says', async ({ browser }) => {
    for (const next of ['//evil.example', 'https://evil.example/admin', '/\\evil.example', '/admin/..%2F..%2Fevil']) {
      const { page, context } = await newPage(browser, DESKTOP);
      await page.goto(`/admin-login?next=${encodeURIComponent(next)}`);
      await signInThroughForm(page);
      await page.waitForURL((u) => u.pathname === '/');
      expect(new URL(page.url()).host).toBe(new URL(inject('baseURL')).host);
      await context.close();
    }
  });
});
