import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { it } from './support/journey';
import { signInContext } from './support/api';
import { expectAccessible, expectPartAccessible } from './support/axe';
import { DESKTOP, MOBILE, newPage } from './support/browser';
import { settleToasts, shots, statValue, toastText, waitForHydration } from './support/page';
import { newTag } from './support/tag';

/** A portrait-like test image: a coloured square with a circle. */
function portrait(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="#c7d2fe"/><circle cx="300" cy="240" r="110" fill="#e0ac69"/><path d="M90 600 q0 -200 210 -220 q210 20 210 220z" fill="#3730a3"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('team', () => {
  it('an admin adds a member with a photo, it appears on /about, then is hidden and removed', async ({ browser, api }) => {
    const tag = newTag();
    const name = `Taylor Brooks ${tag}`;
    const email = `taylor-${tag}@example.com`;
    const before = (await api.request<{ data: { stats: { total: number } } }>('GET', '/api/admin/team?limit=1')).body.data.stats.total;

    const { page, context } = await newPage(browser, DESKTOP);
    await signInContext(context, api);
    await page.goto('/admin/team');
    await page.getByRole('heading', { name: 'Team Members', level: 2 }).waitFor();
    await expect.poll(() => statValue(page, 'Total Members').textContent()).toBe(String(before));
    await expectAccessible(page, 'admin team');

    await page.getByRole('button', { name: 'Add Member' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Team Member' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Add Member' }).click();
    await toastText(page, 'Please fill in all required fields.');
    expect(await dialog.getByText('Please fill in all required fields.').count()).toBe(4);
    await expectAccessible(page, 'team dialog with errors');

    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Age', { exact: true }).fill('15');
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Position', { exact: true }).fill(`Community Manager ${tag}`);
    await dialog.getByLabel('Phone', { exact: true }).fill('(518) 555-0166');
    await dialog.getByLabel('Description', { exact: true }).fill('Organises resident events and welcomes newcomers.');
    await dialog.getByRole('button', { name: 'Add Member' }).click();
    await dialog.getByText('Age must be between 18 and 100').waitFor();
    await dialog.getByLabel('Age', { exact: true }).fill('32');

    const photo = dialog.getByLabel('Photo', { exact: true });
    await photo.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 not an image') });
    await dialog.getByText('Please select a valid image file').waitFor();
    await photo.setInputFiles({ name: 'taylor.png', mimeType: 'image/png', buffer: await portrait() });
    await expect.poll(() => dialog.getByText('Please select a valid image file').count()).toBe(0);
    await shots(page, 'admin-team-create');
    await dialog.getByRole('button', { name: 'Add Member' }).click();
    await toastText(page, 'Team member created successfully');
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    await row.getByText(email).waitFor();
    await expect.poll(() => statValue(page, 'Total Members').textContent()).toBe(String(before + 1));
    await settleToasts(page);
    await shots(page, 'admin-team');

    // A second member with the same e-mail (any case) is refused by the server.
    await page.getByRole('button', { name: 'Add Member' }).first().click();
    const dup = page.getByRole('dialog', { name: 'Add Team Member' });
    await dup.getByLabel('Name', { exact: true }).fill(`Someone Else ${tag}`);
    await dup.getByLabel('Age', { exact: true }).fill('40');
    await dup.getByLabel('Email', { exact: true }).fill(email.toUpperCase());
    await dup.getByLabel('Position', { exact: true }).fill('Accountant');
    await dup.getByRole('button', { name: 'Add Member' }).click();
    await dup.getByText('A team member with this email already exists').waitFor();
    // Typed values are changes: Cancel asks before it throws them away (issue 19, ADR 0018).
    await dup.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard' }).click();
    await dup.waitFor({ state: 'detached' });

    // The About page shows the member with the photo.
    const visitor = await newPage(browser, MOBILE);
    await visitor.page.goto('/about');
    await visitor.page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    const img = visitor.page.getByRole('img', { name: `Photo of ${name}` });
    await img.waitFor();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await visitor.page.getByText(`Community Manager ${tag}`).waitFor();
    await visitor.page.getByText('Organises resident events and welcomes newcomers.').waitFor();
    await expectAccessible(visitor.page, 'about page');
    await shots(visitor.page, 'about');

    // Search and position filter.
    await page.getByLabel('Search', { exact: true }).fill(tag.toUpperCase());
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await page.getByLabel('Position', { exact: true }).selectOption(`Community Manager ${tag}`);
    await row.waitFor();

    // View, then edit: inactive members leave the About page.
    await row.getByRole('button', { name: `View ${name}` }).click();
    const view = page.getByRole('dialog', { name: 'Team Member' });
    await view.getByText('Organises resident events', { exact: false }).waitFor();
    await expectAccessible(page, 'team member view');
    await view.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Team Member' });
    expect(await edit.getByLabel('Age', { exact: true }).inputValue()).toBe('32');
    await edit.getByRole('checkbox', { name: /Active/ }).uncheck();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await toastText(page, 'Team member updated successfully');
    await edit.waitFor({ state: 'detached' });
    await row.getByText('Inactive', { exact: true }).waitFor();
    await visitor.page.reload();
    await visitor.page.getByRole('heading', { name: 'Meet our team', exact: true }).waitFor();
    await expect.poll(() => visitor.page.getByText(name).count()).toBe(0);

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Team Member' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toastText(page, 'Team member deleted successfully');
    await page.getByText('No team members found').waitFor();
    await expect.poll(() => statValue(page, 'Total Members').textContent()).toBe(String(before));
  });

  it('the dashboard summary matches the team: totals, top positions, the 3 newest and the active share', async ({ browser, api }) => {
    const tag = newTag();
    for (const [i, active] of [true, true, false].entries()) {
      const form = new FormData();
      form.append('name', `Dash Member ${i} ${tag}`);
      form.append('age', String(30 + i));
      form.append('email', `dash-member-${i}-${tag}@example.com`);
      form.append('position_name', `Dash Position ${tag}`);
      form.append('is_active', String(active));
      expect((await api.request('POST', '/api/admin/team/add', form)).status).toBe(201);
    }
    const stats = (
      await api.request<{
        data: { stats: { total: number; active: number; positions: Record<string, number>; recent_members: { name: string }[] } };
      }>('GET', '/api/admin/team?limit=1')
    ).body.data.stats;

    const { page, context } = await newPage(browser, DESKTOP);
    await signInContext(context, api);
    await page.goto('/admin/dashboard');
    const card = page.getByRole('region', { name: 'Team Members' });
    const counter = (label: string) => card.locator(`xpath=.//dt[normalize-space()='${label}']/following-sibling::dd[1]`);
    await expect.poll(() => counter('Total Members').textContent()).toBe(String(stats.total));
    expect(await counter('Positions').textContent()).toBe(String(Object.keys(stats.positions).length));
    const top = Object.entries(stats.positions).slice(0, 3);
    for (const [name, count] of top) {
      await card
        .getByRole('listitem')
        .filter({ hasText: name })
        .filter({ hasText: String(count) })
        .first()
        .waitFor();
    }
    for (const m of stats.recent_members.slice(0, 3)) await card.getByText(m.name).waitFor();
    expect(await card.getByText(`Dash Member 2 ${tag}`).count()).toBe(1);
    const percent = Math.round((stats.active / stats.total) * 100);
    await page
      .getByText('Team members active')
      .locator('xpath=following-sibling::span[1]')
      .filter({ hasText: `${percent}%` })
      .waitFor();
    await expectPartAccessible(page, 'section[aria-labelledby="dash-team"]', 'dashboard Team Members card');
    await shots(page, 'dashboard');
  });

  it('the About page says when the team cannot be loaded, and Try Again loads it', async ({ browser }) => {
    const { page } = await newPage(browser, DESKTOP);
    let fail = true;
    await page.route('**/api/public/team**', (route) =>
      fail
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"detail":"boom","message":"boom"}' })
        : route.continue(),
    );
    // The server renders /about with the team; the browser's own read happens when a visitor
    // comes to /about from another page, and that is the read made to fail here.
    await page.goto('/');
    // A client-side navigation: before hydration the link would load /about from the server.
    await waitForHydration(page);
    await page.locator('header').getByRole('link', { name: 'About', exact: true }).first().click();
    await page.getByText('Failed to load team members').waitFor();
    await expectAccessible(page, 'about error');
    fail = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect.poll(() => page.getByText('Failed to load team members').count()).toBe(0);
  });
});
