import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { it } from './support/journey';
import { signInContext } from './support/api';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE } from './support/browser';
import { waitForMail } from './support/mail';
import { settleToasts, shots, toastText } from './support/page';
import { createProperty } from './support/properties';
import { newTag } from './support/tag';

interface Slot {
  start: string;
  end: string;
}

/** The free times of a home, as the tour page gets them. */
async function freeSlots(propertyId: string, type: string): Promise<Slot[]> {
  const res = await fetch(`${inject('baseURL')}/api/tours/availability?property_id=${propertyId}&type=${type}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { data: { days: { slots: Slot[] }[] } };
  return body.data.days.flatMap((d) => d.slots);
}

/** Books a tour as a visitor would (the public API the tour page calls). */
async function bookTour(fields: { property_id: string; type: string; start: string; full_name: string; email: string; note?: string }) {
  const base = inject('baseURL');
  const res = await fetch(`${base}/api/tours`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ phone: '+1 (518) 555-0142', ...fields }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

/** Tabs forward until the focused element matches, as a keyboard-only person would. */
async function tabTo(page: Page, matches: () => Promise<boolean>, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await matches()) return;
  }
  throw new Error('never reached by Tab');
}

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return el ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : '';
  });

describe('admin Tours: the office runs its day (issue 21 item 7)', () => {
  it('agenda, filters kept in the address, details with notes, confirm and cancel with a message', async ({ browser, api }) => {
    const tag = newTag();
    const homeA = await createProperty(api, { title: `Agenda Home A ${tag}`, city: 'Albany' });
    const homeB = await createProperty(api, { title: `Agenda Home B ${tag}`, city: 'Troy' });
    const people = {
      ann: { full_name: `Ann ${tag}`, email: `ann-${tag}@example.com` },
      ben: { full_name: `Ben ${tag}`, email: `ben-${tag}@example.com` },
      cara: { full_name: `Cara ${tag}`, email: `cara-${tag}@example.com` },
    };
    const agentA = await freeSlots(homeA.id, 'with_agent');
    const selfA = await freeSlots(homeA.id, 'self_guided');
    const agentB = await freeSlots(homeB.id, 'with_agent');
    await bookTour({
      property_id: homeA.id,
      type: 'with_agent',
      start: agentA[0].start,
      ...people.ann,
      note: 'Is there parking? <b>not bold</b>',
    });
    await bookTour({ property_id: homeA.id, type: 'self_guided', start: selfA[2].start, ...people.ben });
    await bookTour({ property_id: homeB.id, type: 'with_agent', start: agentB[1].start, ...people.cara });

    // The office's laptop is in Tokyo: every time still reads in the site's zone (New York), with the zone.
    const context = await browser.newContext({
      baseURL: inject('baseURL'),
      viewport: DESKTOP,
      locale: 'en-US',
      timezoneId: 'Asia/Tokyo',
    });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    page.on('pageerror', (err) => {
      throw err;
    });
    await signInContext(context, api);

    await page.goto('/admin/tours');
    const agenda = page.getByRole('region', { name: 'Agenda' });
    await agenda.getByText(/Times in the site's time zone, America\/New York/).waitFor();
    await page.getByRole('button', { name: 'This week' }).click();
    const annInAgenda = agenda.getByRole('button', { name: new RegExp(people.ann.full_name) });
    await annInAgenda.waitFor();
    const annTime = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', hour: 'numeric', minute: '2-digit' }).format(
      new Date(agentA[0].start),
    );
    expect(await annInAgenda.textContent()).toMatch(new RegExp(`${annTime} – .* E[SD]T`));
    await expectAccessible(page, 'admin tours, agenda this week');
    await shots(page, 'tours-admin-agenda');

    // Filter by home and status; the address keeps both after a reload.
    await page.getByLabel('Home', { exact: true }).selectOption({ label: homeA.title });
    await page.getByLabel('Status', { exact: true }).selectOption('booked');
    await page.waitForURL((url) => url.searchParams.get('property_id') === homeA.id && url.searchParams.get('status') === 'booked');
    const table = page.getByRole('table', { name: 'Tours' });
    await table.getByRole('button', { name: new RegExp(`Open the tour of ${people.ben.full_name}`) }).waitFor();
    await page.reload();
    await table.getByRole('button', { name: new RegExp(`Open the tour of ${people.ann.full_name}`) }).waitFor();
    expect(await page.getByLabel('Home', { exact: true }).inputValue()).toBe(homeA.id);
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('booked');
    expect(await table.getByText(people.cara.full_name).count()).toBe(0);
    await expectAccessible(page, 'admin tours, filtered');
    await shots(page, 'tours-admin-filtered');

    // Keyboard only: open Ann's tour from its row, write a note, save it, close; focus comes back.
    const annRow = table.getByRole('button', { name: new RegExp(`Open the tour of ${people.ann.full_name}`) });
    await annRow.focus();
    await page.keyboard.press('Enter');
    const details = page.getByRole('dialog', { name: `Tour of ${people.ann.full_name}` });
    await details.waitFor();
    // The visitor's note is plain text: the tag shows as typed, nothing is bold.
    await details.getByText('Is there parking? <b>not bold</b>').waitFor();
    expect(await details.locator('b').count()).toBe(0);
    expect(await details.getByRole('link', { name: people.ann.email }).getAttribute('href')).toBe(`mailto:${people.ann.email}`);
    expect(await details.getByRole('link', { name: '+1 (518) 555-0142' }).getAttribute('href')).toBe('tel:+15185550142');
    await details
      .getByText(/E[SD]T/)
      .first()
      .waitFor();
    await expectAccessible(page, 'tour details dialog');
    await shots(page, 'tours-admin-details');
    const notes = details.getByLabel('Notes for the office');
    await tabTo(page, async () => (await notes.evaluate((el) => el === document.activeElement)) === true);
    await page.keyboard.type('Agent: Sam. Meet at the side door.');
    // Escape with an unsaved note asks first; Keep editing goes back to the note.
    await page.keyboard.press('Escape');
    const discard = page.getByRole('dialog', { name: 'Discard changes?' });
    await discard.waitFor();
    await expectAccessible(page, 'discard changes question');
    await page.keyboard.press('Enter'); // Keep editing has the focus.
    await discard.waitFor({ state: 'detached' });
    await tabTo(page, async () => (await focusedName(page)) === 'Save notes');
    await page.keyboard.press('Enter');
    await toastText(page, 'Tour updated');
    expect(await notes.inputValue()).toBe('Agent: Sam. Meet at the side door.');
    expect(await notes.evaluate((el) => el === document.activeElement)).toBe(true);
    await settleToasts(page);
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    expect(await focusedName(page)).toMatch(new RegExp(`Open the tour of ${people.ann.full_name}`));

    // Confirm Ben's tour; the list (filtered to booked) lets it go.
    await table.getByRole('button', { name: new RegExp(`Open the tour of ${people.ben.full_name}`) }).click();
    const benDetails = page.getByRole('dialog', { name: `Tour of ${people.ben.full_name}` });
    // Issue 30: Ben's self-guided tour gets no access instructions until the office confirms it.
    await benDetails.getByText('Access instructions not sent: they go with the reminder once the tour is confirmed.').waitFor();
    await benDetails.getByRole('button', { name: 'Confirm' }).click();
    await benDetails.getByText('Confirmed', { exact: true }).waitFor();
    await settleToasts(page);

    // Keyboard only: revoke Ben's manage link, then send him a new one; focus stays on the link's status.
    await benDetails.getByRole('button', { name: 'Confirm' }).waitFor({ state: 'detached' });
    await tabTo(page, async () => (await focusedName(page)) === 'Revoke link');
    await page.keyboard.press('Enter');
    await toastText(page, 'The tour link was revoked. The visitor can no longer open it.');
    await benDetails.getByText('The visitor’s link no longer works.').waitFor();
    expect(await focusedName(page)).toBe('The visitor’s link no longer works.');
    await expectAccessible(page, 'tour details, link revoked');
    await shots(page, 'tours-admin-link-revoked');
    await tabTo(page, async () => (await focusedName(page)) === 'Send a new link');
    await page.keyboard.press('Enter');
    await toastText(page, 'A new tour link was sent to the visitor. The old link no longer works.');
    await benDetails.getByText('The visitor’s link to reschedule or cancel works.').waitFor();
    const newLink = await waitForMail(people.ben.email, /^A new link for your tour/);
    expect(newLink.text).toContain('/tour/manage/');
    await settleToasts(page);
    await benDetails.getByRole('button', { name: 'Close' }).last().click();
    await benDetails.waitFor({ state: 'detached' });
    await expect.poll(() => table.getByText(people.ben.full_name).count()).toBe(0);

    // Cancel Cara's tour with a message: the confirm step, then her e-mail carries the message.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => !url.searchParams.has('status'));
    await table.getByRole('button', { name: new RegExp(`Open the tour of ${people.cara.full_name}`) }).click();
    const caraDetails = page.getByRole('dialog', { name: `Tour of ${people.cara.full_name}` });
    await caraDetails.getByRole('button', { name: 'Cancel tour' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this tour?' });
    await confirm.getByLabel('Message to the visitor (optional)').fill('Sorry, the home was just rented. Here are two similar ones.');
    await expectAccessible(page, 'cancel tour confirm step');
    await shots(page, 'tours-admin-cancel');
    await confirm.getByRole('button', { name: 'Cancel tour' }).click();
    await confirm.waitFor({ state: 'detached' });
    await caraDetails.getByText('Cancelled', { exact: true }).waitFor();
    await caraDetails.getByText('A cancelled tour cannot be changed.').waitFor();
    const mail = await waitForMail(people.cara.email, /^Your tour is cancelled/);
    expect(mail.text).toContain('Sorry, the home was just rented. Here are two similar ones.');
    // The calendar cancel (METHOD:CANCEL, checked by parsing it in the server's admin.test.ts).
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([['tour-cancelled.ics', 'text/calendar']]);
    await settleToasts(page);
    await page.keyboard.press('Escape');
    await caraDetails.waitFor({ state: 'detached' });

    // Nothing matches: the empty state says so and clears.
    await page.getByLabel('Status', { exact: true }).selectOption('no_show');
    await page.getByLabel('Home', { exact: true }).selectOption({ label: homeB.title });
    await page.getByText('No tours match these filters.').waitFor();
    await expectAccessible(page, 'admin tours, nothing matches');
    await page.setViewportSize(MOBILE);
    await shots(page, 'tours-admin-empty');
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await table.getByRole('button', { name: new RegExp(`Open the tour of ${people.cara.full_name}`) }).waitFor();

    // The server fails: the agenda and the list each say so with Try Again, which loads them once it is back.
    await page.route('**/api/admin/tours?*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Boom' }) }),
    );
    await page.reload();
    const retries = page.getByRole('button', { name: 'Try Again' });
    await expect.poll(() => retries.count(), { timeout: 30_000 }).toBe(2);
    await expectAccessible(page, 'admin tours, failed to load');
    await page.unroute('**/api/admin/tours?*');
    await retries.last().click();
    await table.getByRole('button', { name: new RegExp(`Open the tour of ${people.cara.full_name}`) }).waitFor();
    await retries.first().click();
    await agenda.getByText(/Times in the site's time zone/).waitFor();
    await context.close();
  });
});
