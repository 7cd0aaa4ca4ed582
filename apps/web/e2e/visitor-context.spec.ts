import { describe, expect, inject } from 'vitest';
import { it } from './support/journey';
import { createProperty, picture } from './support/properties';
import { signInContext } from './support/api';
import { expectAccessible } from './support/axe';
import { baseURL, DESKTOP, MOBILE, newPage } from './support/browser';
import { waitForMail } from './support/mail';
import { settleToasts, shots, toastText, waitForHydration } from './support/page';

// Issue 18, items 3 and 6: the contact page knows which home (and tour) a visitor asks about; the
// lease terms and rental policies are real pages that admins edit in Settings.

const tag = Date.now().toString(36);
const visitor = { name: `Kendall Context ${tag}`, email: `kendall-${tag}@example.com`, phone: '(518) 555-0133' };

interface ContactItem {
  id: string;
  email: string;
  property_id: string | null;
  property: { id: string; title: string } | null;
}

describe('context follows the visitor', () => {
  let home: { id: string; title: string };

  it.beforeAll(async ({ api }) => {
    home = await createProperty(api, { title: `Context Cottage ${tag}`, address: '8 Circular Street', city: 'Saratoga Springs' }, [
      await picture(40, 110, 70),
    ]);
  });

  it('Contact Property opens the form about that home, with an editable message; the office learns which home (phone, keyboard)', async ({
    browser,
    api,
  }) => {
    const { page } = await newPage(browser, MOBILE);
    await page.goto(`/properties/${home.id}`);
    await page.getByRole('heading', { name: home.title, level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Contact Property' }).click();
    await page.waitForURL((url) => url.pathname === '/contact' && url.searchParams.get('property') === home.id);

    const about = page.getByRole('region', { name: 'Your message is about' });
    await about.getByRole('link', { name: home.title }).waitFor();
    expect(await about.getByRole('link', { name: home.title }).getAttribute('href')).toBe(`/properties/${home.id}`);
    await about.getByText('8 Circular Street, Saratoga Springs, NY').waitFor();
    const message = page.getByLabel('Message', { exact: true });
    const prefilled = `Hello, I am interested in ${home.title} (8 Circular Street, Saratoga Springs, NY). Is it still available?`;
    expect(await message.inputValue()).toBe(prefilled);
    await expectAccessible(page, 'contact about a home');
    await shots(page, 'contact-about-home');

    // Keyboard only: from the name field through the form, editing the message, Enter to send.
    await page.getByLabel('Name', { exact: true }).focus();
    await page.keyboard.type(visitor.name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(visitor.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(visitor.phone);
    await page.keyboard.press('Tab');
    await expect.poll(() => message.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('End');
    await page.keyboard.type(' Can I visit on Saturday?');
    // Reset brings the message about the home back.
    await page.getByRole('button', { name: 'Reset' }).focus();
    await page.keyboard.press('Enter');
    expect(await message.inputValue()).toBe(prefilled);
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('');
    await page.getByLabel('Name', { exact: true }).fill(visitor.name);
    await page.getByLabel('Email', { exact: true }).fill(visitor.email);
    await page.getByLabel('Phone', { exact: true }).fill(visitor.phone);
    await message.focus();
    await page.keyboard.press('End');
    await page.keyboard.type(' Can I visit on Saturday?');
    await page.getByRole('button', { name: 'Send Message' }).focus();
    await page.keyboard.press('Enter');
    await toastText(page, 'Your message has been sent successfully!');
    await settleToasts(page);
    await expectAccessible(page, 'contact about a home, sent');

    const office = await waitForMail(inject('siteEmail'), `New message about ${home.title} from ${visitor.name}`);
    expect(office.text).toContain(`${prefilled} Can I visit on Saturday?`);
    expect(office.text).toContain(`${baseURL()}/properties/${home.id}`);
    const found = await api.request<{ data: { contacts: ContactItem[] } }>(
      'GET',
      `/api/admin/contacts?search=${encodeURIComponent(visitor.email)}`,
    );
    expect(found.body.data.contacts[0]).toMatchObject({ property_id: home.id, property: { id: home.id, title: home.title } });

    // "Ask about something else": the plain form.
    await about.getByRole('link', { name: 'Ask about something else' }).click();
    await page.waitForURL((url) => url.pathname === '/contact' && url.search === '');
    await expect.poll(() => page.getByRole('region', { name: 'Your message is about' }).count()).toBe(0);
    expect(await message.inputValue()).toBe('');
  });

  it('a tampered address shows the plain form with status 200, never an error page', async ({ browser }) => {
    const { page } = await newPage(browser, MOBILE);
    for (const query of [
      '?property=00000000-0000-4000-8000-000000000000',
      '?property=%3Cscript%3E&visit=%3Cimg%20src%3Dx%3E',
      '?visit=toString',
    ]) {
      const res = await page.goto(`/contact${query}`);
      expect(res?.status(), query).toBe(200);
      await page.getByRole('heading', { name: 'Contact Us', level: 1 }).waitFor();
      expect(await page.getByRole('region', { name: 'Your message is about' }).count(), query).toBe(0);
      expect(await page.getByLabel('Message', { exact: true }).inputValue(), query).toBe('');
    }
    await expectAccessible(page, 'contact with a tampered address');
  });

  it('a visit option that books through the contact page carries the home and the tour; the inbox links the home (desktop)', async ({
    browser,
    api,
  }) => {
    const option = await api.request<{ data: { id: string } }>('POST', '/api/admin/booking-types', {
      title: `Self-guided tour ${tag}`,
      description: 'Visit on your own schedule.',
      booking_page_url: `${baseURL()}/contact?visit=self-guided-tour`,
      duration_minutes: 30,
    });
    expect(option.status).toBe(201);
    try {
      const { page, context } = await newPage(browser, DESKTOP);
      await page.goto(`/properties/${home.id}`);
      // Schedule Visit only opens its dialog once the page is live (CI once pressed it too early).
      await waitForHydration(page);
      const trigger = page.getByRole('button', { name: 'Schedule Visit' });
      await trigger.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Schedule a Visit' });
      const choice = dialog.getByRole('button', { name: new RegExp(`Self-guided tour ${tag}`) });
      await choice.waitFor();
      await choice.focus();
      const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);

      await tab.waitForLoadState();
      const url = new URL(tab.url());
      expect([url.pathname, url.searchParams.get('visit'), url.searchParams.get('property')]).toEqual([
        '/contact',
        'self-guided-tour',
        home.id,
      ]);
      const about = tab.getByRole('region', { name: 'Your message is about' });
      await about.getByText('Self-guided tour', { exact: true }).waitFor();
      await about.getByRole('link', { name: home.title }).waitFor();
      expect(await tab.getByLabel('Message', { exact: true }).inputValue()).toBe(
        `Hello, I would like to schedule a self-guided tour of ${home.title} (8 Circular Street, Saratoga Springs, NY). Which days and times are available?`,
      );
      await expectAccessible(tab, 'contact about a tour');
      await shots(tab, 'contact-about-tour');
      await context.close();

      // The admin inbox shows the home of the message sent in the first journey, and links it.
      const admin = await newPage(browser, DESKTOP);
      await signInContext(admin.context, api);
      await admin.page.goto('/admin/contacts');
      await admin.page.getByLabel('Search', { exact: true }).fill(visitor.email);
      const item = admin.page.getByRole('button', { name: new RegExp(visitor.name) });
      await item.getByText(home.title, { exact: true }).waitFor();
      await item.click();
      const details = admin.page.getByRole('article', { name: visitor.name });
      const link = details.getByRole('link', { name: `${home.title} (opens in a new tab)` });
      expect(await link.getAttribute('href')).toBe(`/properties/${home.id}`);
      await expectAccessible(admin.page, 'admin contact about a home');
      await shots(admin.page, 'admin-contact-about-home');
      await admin.context.close();
    } finally {
      await api.request('DELETE', `/api/admin/booking-types/${option.body.data.id}`);
    }
  });
});

describe('lease terms and rental policies', () => {
  it('are pages of their own with the default texts (phone and desktop)', async ({ browser }) => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const { page, context } = await newPage(browser, viewport);
      for (const [path, title, sample] of [
        ['/lease-terms', 'Lease Terms', 'Security deposit'],
        ['/rental-policies', 'Rental Policies', 'Fair Housing Act'],
      ]) {
        const res = await page.goto(path);
        expect(res?.status()).toBe(200);
        await page.getByRole('heading', { name: title, level: 1 }).waitFor();
        await page.getByText(sample).first().waitFor();
        expect(await page.title()).toMatch(new RegExp(`^${title} \\| `));
        await expectAccessible(page, `${path} at ${viewport.width}`);
      }
      await shots(page, 'rental-policies');
      await context.close();
    }
  });

  it('the screening criteria are published before anyone applies: linked from a property page and the wizard (issue 34)', async ({
    browser,
    api,
  }) => {
    const home = await createProperty(api, { title: `Criteria Cottage ${Date.now().toString(36)}`, price: 1600 });
    const { page, context } = await newPage(browser, MOBILE);
    await page.goto(`/properties/${home.id}`);
    await page.getByRole('link', { name: 'screening criteria' }).click();
    await page.getByRole('heading', { name: 'Screening Criteria', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/screening-criteria');
    await page.getByText('Reasonable accommodation', { exact: true }).waitFor();
    await page.getByText('at least 3 times the monthly rent', { exact: false }).waitFor();
    await expectAccessible(page, '/screening-criteria');
    await shots(page, 'screening-criteria');
    await page.goto(`/apply/${home.id}`);
    await page.getByText('Step 1 of 9: Property Information').waitFor();
    const link = page.getByRole('link', { name: 'screening criteria' });
    expect(await link.getAttribute('href')).toBe('/screening-criteria');
    await expectAccessible(page, '/apply step 1 with the criteria link');
    await context.close();
  });

  it('an admin edits a text in Settings by keyboard, the page shows it as plain text, and Reset brings the default back', async ({
    browser,
    api,
  }) => {
    // From the built-in text, whatever an earlier attempt left.
    await api.request('DELETE', '/api/admin/site-texts/lease_terms');
    const { page, context } = await newPage(browser, DESKTOP);
    await signInContext(context, api);
    await page.goto('/admin/settings');
    const card = page.getByRole('region', { name: 'Page texts' });
    const row = card.getByRole('listitem').filter({ hasText: 'Lease Terms' });
    await row.getByText('Default text').waitFor();

    const edit = row.getByRole('button', { name: 'Edit Lease Terms' });
    await edit.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit Lease Terms' });
    const text = dialog.getByLabel('Lease Terms text');
    await expect.poll(() => text.inputValue()).toContain('Security deposit');
    // A blank text is refused with its message.
    await text.fill('   ');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText('Please enter the text of the page.').waitFor();
    await expectAccessible(page, 'page text dialog with an error');
    const body = `Rent ${tag}\n- Due on the 1st of each month.\n- <b>Paid</b> through the resident portal.\n\nQuestions? Call the office.`;
    await text.fill(body);
    await dialog.getByRole('button', { name: 'Save Changes' }).focus();
    await page.keyboard.press('Enter');
    await toastText(page, 'Page text saved');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => edit.evaluate((el) => el === document.activeElement)).toBe(true);
    await row.getByText('Edited').waitFor();
    await settleToasts(page);
    await expectAccessible(page, 'settings page texts');
    await shots(page, 'admin-settings-page-texts');

    const visitor = await newPage(browser, MOBILE);
    await visitor.page.goto('/lease-terms');
    await visitor.page.getByRole('heading', { name: `Rent ${tag}`, level: 2 }).waitFor();
    await visitor.page.getByRole('listitem').filter({ hasText: '<b>Paid</b> through the resident portal.' }).waitFor();
    await visitor.page.getByText('Last updated').waitFor();
    await expectAccessible(visitor.page, 'edited lease terms');
    await shots(visitor.page, 'lease-terms-edited');

    await row.getByRole('button', { name: 'Reset Lease Terms to the default' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reset page text' });
    await confirm.getByRole('button', { name: 'Reset' }).click();
    await toastText(page, 'Page text reset to the default');
    await row.getByText('Default text').waitFor();
    await visitor.page.reload();
    await visitor.page.getByRole('heading', { name: 'Security deposit', level: 2 }).waitFor();
    expect(await visitor.page.getByText(`Rent ${tag}`).count()).toBe(0);
    await visitor.context.close();
    await context.close();
  });
});
