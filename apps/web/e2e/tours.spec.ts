import { describe, expect } from 'vitest';
import { it } from './support/journey';
import { signInContext } from './support/api';
import { expectAccessible } from './support/axe';
import { MOBILE, newPage } from './support/browser';
import { linkIn, waitForMail } from './support/mail';
import { shots } from './support/page';
import { createProperty } from './support/properties';
import { newTag } from './support/tag';

describe('self-scheduled tours (issue 21)', () => {
  it('phone: choose a home, book a free time, get the e-mail, reschedule from the manage link', async ({ browser, api }) => {
    const tag = newTag();
    const title = `Tour Home ${tag}`;
    const email = `tour-${tag}@example.com`;
    const home = await createProperty(api, { title, city: 'Tourville' });
    const { page, context } = await newPage(browser, MOBILE);

    // Without a home the page asks which one first.
    await page.goto('/tour?type=self_guided');
    await page.getByRole('heading', { level: 1, name: 'Book a Tour' }).waitFor();
    await page.getByRole('heading', { name: 'Which home would you like to see?' }).waitFor();
    await page.getByLabel('Search homes').fill(tag);
    await page.getByRole('button', { name: 'Search' }).click();
    // The unsearched list can already hold the new home; wait for the search's own page so the
    // click below never lands in a document the search navigation is replacing.
    await page.waitForURL((url) => url.searchParams.get('q') === tag);
    await page.getByRole('link', { name: `Book a tour of ${title}` }).click();
    await page.waitForURL((url) => url.searchParams.get('property') === home.id);
    await expectAccessible(page, 'tour page, home chosen');

    // Submitting without a time says so; the shared schema's messages show under the fields.
    const times = page.getByRole('group', { name: /^Free times on / });
    await times.waitFor();
    await page.getByRole('button', { name: 'Book Tour' }).click();
    await page.getByText('Please choose a time.').waitFor();
    await shots(page, 'tour-page-errors');

    const first = times.getByRole('button').first();
    const chosen = (await first.textContent()) ?? '';
    await first.click();
    await expect.poll(() => first.getAttribute('aria-pressed')).toBe('true');
    await page.getByLabel('Name').fill('Tina Tour');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('+1 (518) 555-0142');
    await page.getByLabel('Note').fill('Coming with my dog.');
    await shots(page, 'tour-page-time-chosen');
    await page.getByRole('button', { name: 'Book Tour' }).click();

    await page.getByRole('heading', { name: 'Tour booked' }).waitFor();
    // Issue 30: a self-guided tour's access instructions wait for the office's confirmation.
    await page.getByText('The access instructions come by e-mail once we confirm your tour.').waitFor();
    await page.getByText(chosen.trim(), { exact: false }).first().waitFor();
    const ics = page.getByRole('link', { name: /Add to calendar/ });
    expect(await ics.getAttribute('href')).toContain('/calendar.ics');
    expect(await page.getByRole('link', { name: /Google Calendar/ }).getAttribute('href')).toContain('calendar.google.com');
    await expectAccessible(page, 'tour booked');
    await shots(page, 'tour-booked');

    // The e-mail's manage link opens the tour; reschedule to another free time.
    const mail = await waitForMail(email, /^Your tour is booked/);
    expect(mail.text).toContain('The access instructions come by e-mail once we confirm your tour.');
    const manage = linkIn(mail, '/tour/manage/');
    await page.goto(manage);
    await page.getByRole('heading', { level: 1, name: 'Your Tour' }).waitFor();
    await page.getByText(title).first().waitFor();
    await expectAccessible(page, 'manage page');
    await shots(page, 'tour-manage');
    await page.getByRole('button', { name: 'Reschedule' }).click();
    const newTimes = page.getByRole('group', { name: /^Free times on / });
    await newTimes.waitFor();
    await newTimes.getByRole('button').last().click();
    await page.getByRole('button', { name: 'Move My Tour' }).click();
    await page.getByText('Your tour has been moved. We sent the new details to your e-mail.').waitFor();
    await expectAccessible(page, 'manage page, rescheduled');
    await shots(page, 'tour-rescheduled');
    await waitForMail(email, /^Your tour has a new time/);

    // Cancel asks first.
    await page.getByRole('button', { name: 'Cancel Tour' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this tour?' });
    await dialog.waitFor();
    await expectAccessible(page, 'cancel dialog');
    await dialog.getByRole('button', { name: 'Keep Tour' }).click();
    await dialog.waitFor({ state: 'detached' });

    // A tampered link gets a plain message, not an error screen.
    await page.goto(`${manage}x`);
    await page
      .getByRole('alert')
      .getByText(/not valid|expired/)
      .waitFor();
    await expectAccessible(page, 'manage page, bad link');
    await shots(page, 'tour-manage-bad-link');

    // The office sees it.
    const list = await api.request<{
      data: { tours: { property_id: string; email: string }[] } | { property_id: string; email: string }[];
    }>('GET', `/api/admin/tours?property_id=${home.id}`);
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain(email);
    await signInContext(context, api);
    await page.goto('/admin/tours');
    await page.getByRole('heading', { name: 'Tours', exact: true }).first().waitFor();
    await page.getByRole('cell', { name: new RegExp(email) }).waitFor();
    await expectAccessible(page, 'admin tours');
    await shots(page, 'admin-tours');
  });
});
