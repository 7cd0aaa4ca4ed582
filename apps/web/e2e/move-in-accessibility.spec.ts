import { describe, expect } from 'vitest';
import { calendarDateText } from '@rentfront/shared/move-in';
import { it } from './support/journey';
import { signInContext } from './support/api';
import { expectAccessible } from './support/axe';
import { MOBILE, DESKTOP, newPage, screenshot } from './support/browser';
import { officeDaysFrom } from './support/dates';
import { waitForHydration, shots } from './support/page';
import { createProperty, heading } from './support/properties';
import { newTag } from './support/tag';

// Issue 35 items 3 and 4: a renter on a phone looks for a home free by a date, on a term they
// want, with the accessibility features they need; the office says what a home offers.
describe('move-in dates, lease terms and accessibility', () => {
  it('a renter on a phone filters by move-in date, lease term and accessibility, and reads the home and the statement', async ({
    browser,
    api,
  }) => {
    const tag = newTag();
    const city = `Moveville${tag}`;
    const soon = officeDaysFrom(20);
    await createProperty(api, { title: `Free Now ${tag}`, city, lease_terms: '12', accessibility: 'step_free_entrance,elevator' });
    await createProperty(api, {
      title: `Free Soon ${tag}`,
      city,
      available_from: soon,
      lease_terms: '6,12,mtm',
      accessibility: 'elevator',
    });
    await createProperty(api, { title: `Free Later ${tag}`, city, available_from: officeDaysFrom(90), accessibility: 'roll_in_shower' });

    const { page, context } = await newPage(browser, MOBILE);
    await page.goto(`/properties?city=${city}`);
    await heading(page, '3 Properties Found');
    await waitForHydration(page);
    const card = (title: string) => page.getByRole('article').filter({ hasText: title });
    expect(await card(`Free Now ${tag}`).getByText('Available now').isVisible()).toBe(true);
    expect(
      await card(`Free Soon ${tag}`)
        .getByText(`Available from ${calendarDateText(soon)}`)
        .isVisible(),
    ).toBe(true);

    await page.getByRole('button', { name: 'Show filters' }).click();
    await page.getByLabel('Move in by').fill(officeDaysFrom(30));
    await heading(page, '2 Properties Found');
    expect(new URL(page.url()).searchParams.get('available_by')).toBe(officeDaysFrom(30));

    await page.getByLabel('Lease term').selectOption('mtm');
    await heading(page, '1 Properties Found');
    expect(await card(`Free Soon ${tag}`).isVisible()).toBe(true);
    await page.getByLabel('Lease term').selectOption('any');
    await heading(page, '2 Properties Found');

    // The accessibility boxes by keyboard: every ticked feature must be there.
    const elevator = page.getByRole('checkbox', { name: 'Elevator' });
    await elevator.focus();
    await page.keyboard.press('Space');
    await heading(page, '2 Properties Found');
    await page.getByRole('checkbox', { name: 'Step-free entrance' }).focus();
    await page.keyboard.press('Space');
    await heading(page, '1 Properties Found');
    expect(await card(`Free Now ${tag}`).isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get('accessibility')).toBe('step_free_entrance,elevator');
    await expectAccessible(page, 'list filtered by move-in, term and accessibility');
    await shots(page, 'move-in-accessibility-list');

    // The search is in the address: a reload shows the same filters and the same home.
    await page.reload();
    await heading(page, '1 Properties Found');
    await page.getByRole('button', { name: 'Show filters' }).click();
    expect(await page.getByRole('checkbox', { name: 'Elevator' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Move in by').inputValue()).toBe(officeDaysFrom(30));

    // A kept link with values that name nothing lists every home and clears those filters.
    await page.goto(`/properties?city=${city}&available_by=2027-02-30&lease_term=weekly&accessibility=moat`);
    await heading(page, '3 Properties Found');
    await page.getByRole('button', { name: 'Show filters' }).click();
    expect(await page.getByLabel('Lease term').inputValue()).toBe('any');
    expect(await page.getByLabel('Move in by').inputValue()).toBe('');

    // The home: when it is free, its terms and its features, and how to ask for an accommodation.
    await card(`Free Soon ${tag}`).getByRole('link').click();
    await heading(page, `Free Soon ${tag}`);
    expect(await page.getByText(`Available from ${calendarDateText(soon)}`).isVisible()).toBe(true);
    const leaseRow = page.locator('dt', { hasText: 'Lease Terms' }).locator('xpath=following-sibling::dd');
    expect(await leaseRow.textContent()).toBe('6 months, 12 months, Month-to-month');
    const access = page.getByRole('region', { name: 'Accessibility' });
    expect(await access.getByRole('listitem').allTextContents()).toEqual(['Elevator']);
    await expectAccessible(page, 'property with accessibility');
    await shots(page, 'move-in-accessibility-detail');

    await access.getByRole('link', { name: 'Ask for a reasonable accommodation' }).click();
    await heading(page, 'Accessibility');
    await page.getByRole('heading', { name: 'Asking for a reasonable accommodation' }).waitFor();
    await expectAccessible(page, 'accessibility statement');
    await shots(page, 'accessibility-statement');
    await context.close();
  });

  it('the office sets offered terms and accessibility features in the property form, by keyboard', async ({ browser, api }) => {
    const tag = newTag();
    const home = await createProperty(api, { title: `Form Terms ${tag}` });
    const { page, context } = await newPage(browser, DESKTOP);
    await signInContext(context, api);
    await page.goto(`/admin/properties?search=${encodeURIComponent(`Form Terms ${tag}`)}`);
    const row = page.getByRole('row').filter({ hasText: `Form Terms ${tag}` });
    await row.getByRole('button', { name: `Edit Form Terms ${tag}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Property' });
    await edit.waitFor();

    await edit.getByLabel('Lease terms offered').fill('12, 0');
    await edit.getByRole('checkbox', { name: 'Grab bars' }).focus();
    await page.keyboard.press('Space');
    await edit.getByRole('checkbox', { name: 'Visual alarms' }).focus();
    await page.keyboard.press('Space');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    // The form's rule (the server's too) names the field; nothing is lost.
    await edit.getByText('Lease terms must be whole months from 1 to 60, or mtm for month-to-month').waitFor();
    expect(await edit.getByRole('checkbox', { name: 'Grab bars' }).isChecked()).toBe(true);
    await expectAccessible(page, 'property form with terms and accessibility');
    await edit.getByRole('group', { name: 'Accessibility' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'property-form-terms-accessibility');

    await edit.getByLabel('Lease terms offered').fill('mtm, 12, 6');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Property updated successfully!').first().waitFor();
    await expect.poll(() => edit.count()).toBe(0);
    const saved = (await api.request<{ data: { lease_terms: string[]; accessibility: string[] } }>('GET', `/api/properties/${home.id}`))
      .body.data;
    expect(saved.lease_terms).toEqual(['6', '12', 'mtm']);
    expect(saved.accessibility).toEqual(['grab_bars', 'visual_alarms']);

    // Opened again, the form shows what was saved; focus returns to the trigger on close.
    await row.getByRole('button', { name: `Edit Form Terms ${tag}` }).click();
    await edit.waitFor();
    expect(await edit.getByLabel('Lease terms offered').inputValue()).toBe('6, 12, mtm');
    expect(await edit.getByRole('checkbox', { name: 'Visual alarms' }).isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => edit.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Edit Form Terms ${tag}`);
    await context.close();
  });
});
