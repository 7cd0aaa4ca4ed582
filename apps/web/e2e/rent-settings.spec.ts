import { describe, expect } from 'vitest';
import { it } from './support/journey';
import { signInContext } from './support/api';
import { expectAccessible } from './support/axe';
import { DESKTOP, MOBILE, newPage, regionShot } from './support/browser';
import { settleToasts, shots, toastText } from './support/page';

// Issue 33 items 2 and 5: an owner sets a state's late-fee cap and the deposit statement deadline in
// Settings → Rent from the keyboard; a wrong value is named; the saved values come back on reload.

interface RentSettingsAnswer {
  data: { late_fee_caps: Record<string, { max_cents: number | null; max_percent_bp: number | null }>; deposit_statement_days: number };
}

describe('rent settings (office)', () => {
  it('an owner adds a state cap and a deadline, fixes a wrong value, and the settings are kept', async ({ browser, api }) => {
    const original = (await api.request<{ data: unknown }>('GET', '/api/admin/settings/rent')).body.data;
    try {
      const { page, context } = await newPage(browser, DESKTOP);
      await signInContext(context, api);
      await page.goto('/admin/settings');
      const card = page.getByRole('region', { name: 'Rent' });
      await card.getByRole('button', { name: 'Save rent settings' }).waitFor();

      await card.getByLabel('Deposit statement deadline (days after move-out)').fill('21');
      const add = card.getByRole('button', { name: 'Add state cap' });
      await add.focus();
      await page.keyboard.press('Enter');
      const caps = card.getByRole('list', { name: 'State caps' });
      const row = caps.getByRole('listitem').last();
      await row.getByLabel('State', { exact: true }).focus();
      await page.keyboard.type('vt');
      await page.keyboard.press('Tab');
      await page.keyboard.type('forty');
      await page.keyboard.press('Tab');
      await page.keyboard.type('4');
      await card.getByRole('button', { name: 'Save rent settings' }).press('Enter');
      await row.getByText('Enter the most a late fee may be in dollars, e.g. 50.00').waitFor();
      await card.getByText('Please fix the fields marked above.').waitFor();
      await expectAccessible(page, 'rent settings with a field message');

      await row.getByLabel('Most in dollars').fill('40');
      await card.getByRole('button', { name: 'Save rent settings' }).press('Enter');
      await toastText(page, 'Rent settings saved');
      const saved = (await api.request<RentSettingsAnswer>('GET', '/api/admin/settings/rent')).body.data;
      expect(saved.deposit_statement_days).toBe(21);
      expect(saved.late_fee_caps.VT).toEqual({ max_cents: 4_000, max_percent_bp: 400 });

      await page.reload();
      const again = page.getByRole('region', { name: 'Rent' });
      await again.getByRole('button', { name: 'Save rent settings' }).waitFor();
      expect(await again.getByLabel('Deposit statement deadline (days after move-out)').inputValue()).toBe('21');
      expect(await again.getByRole('list', { name: 'State caps' }).getByLabel('Most in dollars').last().inputValue()).toBe('40.00');
      await settleToasts(page);
      await expectAccessible(page, 'settings with the Rent card');
      await again.scrollIntoViewIfNeeded();
      await shots(page, 'rent-settings');
      for (const viewport of [MOBILE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await regionShot(page, again, 'rent-settings-card');
      }
      await context.close();
    } finally {
      await api.request('PUT', '/api/admin/settings/rent', original);
    }
  });
});
