import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { it } from './support/journey';
import { signInContext, type AdminApi } from './support/api';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE, newPage, screenshot } from './support/browser';
import { waitForMail } from './support/mail';
import { shots, statValue } from './support/page';

interface Stats {
  total_conversations: number;
  status_breakdown: { active: number; completed: number; escalated: number; abandoned: number };
  satisfaction: { satisfied: number; unsatisfied: number; satisfaction_rate: number };
}

/** A unique tag made of letters only (city names in chat searches are words). */
function letterTag(): string {
  return Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);
}

async function createProperty(api: AdminApi, fields: Record<string, string>): Promise<{ id: string; title: string }> {
  const form = new FormData();
  const all: Record<string, string> = {
    description: 'A bright home made by the chatbot journey, close to shops and the park.',
    property_type: 'apartment',
    status: 'available',
    area_sqft: '900',
    bedrooms: '2',
    bathrooms: '1',
    price: '1450',
    address: '12 Caroline Street',
    city: 'Saratoga Springs',
    state: 'NY',
    pincode: '12866',
    ...fields,
  };
  for (const [k, v] of Object.entries(all)) form.append(k, v);
  const res = await api.request<{ data: { id: string; title: string } }>('POST', '/api/admin/properties/add', form);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

function chat(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Property Assistant' });
}

async function openChat(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Open Property Assistant chat' }).click();
  const window = chat(page);
  await window.getByText("I'm the Property Assistant").waitFor();
  return window;
}

async function type(window: Locator, text: string) {
  const box = window.getByLabel('Type your message');
  await box.fill(text);
  await box.press('Enter');
}

/** Local date (the browser runs in New York) a few days ahead, as the date input wants it. */
function isoInDays(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const local = new Date(d.toLocaleString('en-US', { timeZone: 'America/New_York' }));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

describe('Property Assistant', () => {
  const office = inject('siteEmail');

  it('a visitor searches through the chat and opens a suggested property', async ({ browser, api }) => {
    const tag = letterTag();
    const city = `Lakeview ${tag}`;
    const property = await createProperty(api, { title: `Chat Loft ${tag}`, city, price: '1650', bedrooms: '2' });
    const { page, context } = await newPage(browser, MOBILE);
    await page.goto('/');
    await page.locator('main h1').first().waitFor();
    const window = await openChat(page);
    await expectAccessible(page, 'chat open');
    await screenshot(page, 'chat-welcome');

    // Free text goes straight to the results.
    await type(window, `2 bedroom in ${city} under $2,000`);
    const card = window.getByRole('button', { name: new RegExp(`Chat Loft ${tag}`) });
    await card.waitFor();
    expect(await window.getByText(/Good news! I found one home/).isVisible()).toBe(true);
    expect(await card.textContent()).toContain('2 BHK');
    await expectAccessible(page, 'chat results');
    await screenshot(page, 'chat-results');

    // Choosing the card sends its id but shows its title.
    await card.click();
    await window.getByText(`You: Chat Loft ${tag}`).waitFor();
    await window.getByText(/Open the listing to see photos/).waitFor();
    await window
      .getByRole('link', { name: `View details of Chat Loft ${tag}` })
      .last()
      .click();
    await page.waitForURL(`**/properties/${property.id}`);
    await page.locator('main h1').first().waitFor();
    // The conversation stays open across pages.
    expect(await chat(page).isVisible()).toBe(true);
    await context.close();
  });

  it('a visitor schedules a visit; the office gets the request by e-mail', async ({ browser, api }) => {
    const tag = letterTag();
    const title = `Visit Cottage ${tag}`;
    await createProperty(api, { title, property_type: 'house', price: '2100', bedrooms: '3' });
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/contact');
    const window = await openChat(page);
    await window.getByRole('button', { name: 'Schedule a visit' }).click();
    await window.getByText('Which property would you like to visit?').waitFor();
    await type(window, `Cottage ${tag}`);
    await window.getByRole('button', { name: new RegExp(title) }).click();

    // Online tours (or booking options) come first; a call-back with a date can be requested instead.
    const request = window.getByRole('button', { name: /^Request a (date|call) instead$/ });
    const dateBox = window.locator('input[type="date"]');
    await expect.poll(async () => (await request.isVisible()) || (await dateBox.isVisible()), { timeout: 15_000 }).toBe(true);
    if (await request.isVisible()) await request.click();
    await dateBox.waitFor();
    await dateBox.fill(isoInDays(3));
    await dateBox.press('Enter');
    await window.getByRole('button', { name: 'Morning (9 AM – 12 PM)' }).click();
    await window.getByText("What's your full name?").waitFor();
    await type(window, `Avery ${tag}`);

    // A bad phone number is asked again, saying why.
    await window.getByText(/best phone number to confirm/).waitFor();
    expect(await window.getByText('Please provide a valid phone number').isVisible()).toBe(true);
    await type(window, '123');
    await window.getByText(/That doesn't look like a valid phone number/).waitFor();
    await type(window, '(518) 555-0148');
    await window.getByText('And your e-mail address?').waitFor();
    await type(window, `avery-${tag}@example.com`);
    await window.getByText(/We've got your request to visit/).waitFor();
    await expectAccessible(page, 'chat thank you');
    await screenshot(page, 'chat-visit-thanks');

    const mail = await waitForMail(office, `Visit request – ${title}`);
    expect(mail.text).toContain(`Avery ${tag}`);
    expect(mail.text).toContain('(518) 555-0148');
    expect(mail.text).toContain(`avery-${tag}@example.com`);

    // Satisfied: the thank-you toast, the closing message, then the chat closes by itself.
    await window.getByRole('button', { name: "Yes, I'm satisfied" }).click();
    await page.getByText('Thank you for your feedback!', { exact: true }).first().waitFor();
    await window.getByText(/Thanks for chatting with us/).waitFor();
    expect(await window.getByLabel('Type your message').count()).toBe(0);
    await page.getByRole('button', { name: 'Open Property Assistant chat' }).waitFor({ timeout: 10_000 });
    await context.close();
  });

  it('phone: a visitor books a tour time in the chat and gets the e-mail with the invite', async ({ browser, api }) => {
    const tag = letterTag();
    const title = `Chat Tour Flat ${tag}`;
    const email = `chat-tour-${tag}@example.com`;
    const home = await createProperty(api, { title, price: '1550' });
    const { page, context } = await newPage(browser, MOBILE);
    await page.goto('/');
    await page.locator('main h1').first().waitFor();
    const window = await openChat(page);
    await type(window, 'I would like to schedule a visit');
    await window.getByText('Which property would you like to visit?').waitFor();
    await type(window, `Tour Flat ${tag}`);
    await window.getByRole('button', { name: new RegExp(title) }).click();

    // The tour types, then the next free times as buttons with the full calendar one tap away.
    await window.getByText(/What kind of tour of/).waitFor();
    await window.getByRole('button', { name: 'Self-guided tour' }).click();
    await window.getByText(/Here are the next free times to see/).waitFor();
    const calendar = window.getByRole('link', { name: /See all times on the calendar/ });
    expect(await calendar.getAttribute('href')).toBe(`/tour?type=self_guided&property=${home.id}`);
    const times = window.getByRole('button', { name: / · \d{1,2}:\d{2} (AM|PM) E[SD]T$/ });
    expect(await times.count()).toBeGreaterThan(0);
    await window.getByRole('button', { name: 'Request a call instead' }).waitFor();
    await expectAccessible(page, 'chat tour times');
    await shots(page, 'chat-tour-times');

    const chosen = ((await times.first().textContent()) ?? '').trim();
    await times.first().click();
    await window.getByText("What's your full name?").waitFor();
    await type(window, `Robin ${tag}`);
    await window.getByText(/best phone number to confirm/).waitFor();
    await type(window, '(518) 555-0161');
    await window.getByText('And your e-mail address?').waitFor();
    await type(window, email);

    await window.getByText(/You're booked, Robin!/).waitFor();
    await window.getByText(/A confirmation e-mail with a calendar invite is on its way/).waitFor();
    const manage = window.getByRole('link', { name: /Reschedule or cancel your tour/ });
    expect(await manage.getAttribute('href')).toContain('/tour/manage/');
    await expectAccessible(page, 'chat tour booked');
    await shots(page, 'chat-tour-booked');

    const mail = await waitForMail(email, /^Your tour is booked/);
    expect(mail.attachments.some((a) => a.contentType.startsWith('text/calendar') && a.filename.endsWith('.ics'))).toBe(true);
    // The time the visitor tapped ("Tue, Dec 1 · 10:00 AM EST") is the one in the e-mail.
    const clock = chosen.split(' · ')[1].split(' ')[0];
    expect(mail.text).toContain(clock);
    await context.close();
  });

  it('an unsatisfied visitor is escalated, and Chatbot Analytics shows it with the right counts', async ({ browser, api }) => {
    const tag = letterTag();
    const email = `esc-${tag}@example.com`;
    const before = (await api.request<{ data: Stats }>('GET', '/api/admin/chatbot/stats')).body.data;

    const visitor = await newPage(browser, MOBILE);
    await visitor.page.goto('/about');
    const window = await openChat(visitor.page);
    await window.getByRole('button', { name: 'Another question' }).click();
    await window.getByRole('button', { name: 'Office hours' }).click();
    await window.getByText(/Our office is open/).waitFor();
    await window.getByRole('button', { name: "No, that's all" }).click();
    await window.getByText('Was I able to help you today?').waitFor();
    await window.getByLabel("Anything you'd like to add? (optional)").fill(`I still need help with parking. Reach me at ${email}`);
    await expectAccessible(visitor.page, 'chat satisfaction');
    await screenshot(visitor.page, 'chat-satisfaction');
    await window.getByRole('button', { name: 'No, I need more help' }).click();
    await visitor.page.getByText("We'll have our team contact you soon!", { exact: true }).first().waitFor();
    await window.getByText(new RegExp(`someone will contact you at ${email}`)).waitFor();
    await visitor.context.close();
    const mail = await waitForMail(office, 'Chat escalation');
    expect(mail.text).toContain('parking');

    const after = { ...before, total: before.total_conversations + 1, escalated: before.status_breakdown.escalated + 1 };
    const answered = before.satisfaction.satisfied + before.satisfaction.unsatisfied + 1;
    const rate = Math.round((before.satisfaction.satisfied / answered) * 1000) / 10;

    const { page, context } = await newPage(browser, DESKTOP);
    await signInContext(context, api);
    await page.goto('/admin/chatbot-analytics?tab=analytics');
    await page.getByRole('heading', { name: 'Analytics', level: 2 }).waitFor();
    await expect.poll(() => statValue(page, 'Total Conversations').textContent(), { timeout: 15_000 }).toBe(String(after.total));
    expect(await statValue(page, 'Escalated').textContent()).toBe(String(after.escalated));
    expect(await statValue(page, 'Satisfaction Rate').textContent()).toBe(`${rate}%`);
    await expectAccessible(page, 'chatbot analytics');
    await screenshot(page, 'chatbot-analytics');

    await page.getByRole('tab', { name: 'Conversations' }).click();
    await page.getByRole('heading', { name: 'Conversations', level: 2 }).waitFor();
    await page.getByLabel('Search').fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    // Only this conversation once the search applies (the header row plus one).
    await expect.poll(() => page.getByRole('row').count(), { timeout: 15_000 }).toBe(2);
    expect(await row.textContent()).toContain('Escalated');
    expect(await row.textContent()).toContain('Not satisfied');
    await page.getByLabel('Search').fill('');
    await page.getByLabel('Status').selectOption('escalated');
    await row.waitFor();
    await expectAccessible(page, 'chatbot conversations');
    await screenshot(page, 'chatbot-conversations');

    await row.getByRole('button', { name: /View/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Conversation details' });
    await dialog.getByRole('heading', { name: 'Escalations' }).waitFor();
    expect(
      await dialog
        .getByText(/I still need help with parking/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await dialog.getByText('Visitor: ').count()).toBeGreaterThanOrEqual(3);
    expect(
      await dialog
        .getByText(/answered in/)
        .first()
        .isVisible(),
    ).toBe(true);
    await expectAccessible(page, 'conversation details');
    await screenshot(page, 'chatbot-conversation-detail');
    await context.close();

    // The admin screens on a phone.
    const phone = await newPage(browser, MOBILE);
    await signInContext(phone.context, api);
    await phone.page.goto('/admin/chatbot-analytics');
    await phone.page.getByRole('row').filter({ hasText: email }).waitFor();
    await screenshot(phone.page, 'chatbot-conversations');
    await phone.page.goto('/admin/chatbot-analytics?tab=analytics');
    await statValue(phone.page, 'Escalated').waitFor();
    await screenshot(phone.page, 'chatbot-analytics');
    await phone.context.close();
  });
});

/** Where the keyboard focus is: inside the chat window or not, and the control's name. */
async function focused(page: Page): Promise<{ inChat: boolean; name: string }> {
  return page.evaluate(() => {
    const a = document.activeElement as HTMLElement | null;
    const dialog = a?.closest('[role="dialog"]');
    const inChat = Boolean(dialog?.querySelector('h2')?.textContent?.includes('Property Assistant'));
    const name = a?.getAttribute('aria-label') ?? (a?.id === 'chat-input' ? 'Type your message' : (a?.textContent ?? '').trim());
    return { inChat, name };
  });
}

describe('Property Assistant by keyboard only', () => {
  for (const [size, viewport] of [
    ['phone', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`Tab stays in the open chat, a refinement can be typed beside the buttons, Escape returns to the launcher (${size})`, async ({
      browser,
      api,
    }) => {
      const tag = letterTag();
      const city = `Keyport ${tag}`;
      await createProperty(api, { title: `Key Loft ${tag}`, city, price: '1500', bedrooms: '2' });
      await createProperty(api, { title: `Key House ${tag}`, city, price: '1800', bedrooms: '3', property_type: 'house' });
      const { page, context } = await newPage(browser, viewport);
      await page.goto('/');
      await page.locator('main h1').first().waitFor();

      // The launcher is the page's last control: Shift+Tab from the top reaches it; Enter opens.
      const launcher = page.getByRole('button', { name: 'Open Property Assistant chat' });
      await launcher.waitFor();
      await page.keyboard.press('Shift+Tab');
      expect((await focused(page)).name).toBe('Open Property Assistant chat');
      await page.keyboard.press('Enter');
      const window = chat(page);
      await window.getByText("I'm the Property Assistant").waitFor();
      await expect.poll(async () => (await focused(page)).name).toBe('Type your message');

      // Tab and Shift+Tab go round the window's own controls and never reach the page behind.
      const seen: string[] = [];
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        const f = await focused(page);
        expect(f.inChat, `Tab ${i + 1} left the chat for "${f.name}"`).toBe(true);
        seen.push(f.name);
      }
      expect(seen).toContain('Minimize chat');
      expect(seen).toContain('Close chat');
      expect(seen.filter((n) => n === 'Type your message').length).toBeGreaterThanOrEqual(1);
      await window.getByLabel('Type your message').focus();
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Shift+Tab');
        const f = await focused(page);
        expect(f.inChat, `Shift+Tab ${i + 1} left the chat for "${f.name}"`).toBe(true);
      }

      // A search typed in the box; the results offer buttons and the box stays beside them.
      await window.getByLabel('Type your message').focus();
      await page.keyboard.type(`2 bedroom in ${city} under $2,000`);
      await page.keyboard.press('Enter');
      await window.getByRole('button', { name: new RegExp(`Key House ${tag}`) }).waitFor();
      await window.getByRole('button', { name: 'Change my search' }).waitFor();
      const box = window.getByLabel('Type your message');
      expect(await box.isVisible()).toBe(true);
      // The reply did not take the focus away from the box.
      await expect.poll(async () => (await focused(page)).name).toBe('Type your message');
      await expectAccessible(page, 'chat results with text box');
      await screenshot(page, 'chat-keyboard-results');

      // "make it 3 bedrooms" is understood while the buttons are shown.
      await page.keyboard.type('make it 3 bedrooms');
      await page.keyboard.press('Enter');
      await window.getByText('You: make it 3 bedrooms').waitFor();
      await window.getByText(/Good news! I found one home/).waitFor();
      // Only the latest results can be chosen: the 3-bedroom house, not the loft.
      await window.getByRole('button', { name: new RegExp(`Key House ${tag}`) }).waitFor();
      expect(await window.getByRole('button', { name: new RegExp(`Key Loft ${tag}`) }).count()).toBe(0);
      await expect.poll(async () => (await focused(page)).name).toBe('Type your message');

      // A button chosen with the keyboard disappears with the reply; the focus is back in the box.
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      expect((await focused(page)).name).toBe('Change my search');
      await page.keyboard.press('Enter');
      await window.getByText('You: Change my search').waitFor();
      await window.getByRole('button', { name: 'Change my search' }).waitFor({ state: 'detached' });
      await expect.poll(async () => (await focused(page)).name).toBe('Type your message');
      await expectAccessible(page, 'chat question with buttons and text box');
      await screenshot(page, 'chat-keyboard-buttons-and-box');

      // Escape closes the window and hands the focus back to the launcher.
      await page.keyboard.press('Escape');
      await window.waitFor({ state: 'hidden' });
      await expect.poll(async () => (await focused(page)).name).toBe('Open Property Assistant chat');
      await context.close();
    });
  }
});
