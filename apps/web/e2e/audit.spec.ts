import { describe, expect } from 'vitest';
import { it } from './support/journey';
import { signInContext } from './support/api';
import { expectAccessible } from './support/axe';
import { DESKTOP, newPage } from './support/browser';

describe('audit log screen', () => {
  it('lists sign-ins, keeps the action filter in the address, exports what it shows, and says when nothing matches', async ({
    browser,
  }) => {
    const { page, context } = await newPage(browser, DESKTOP);
    // signInContext signs in through the API: that sign-in is in the log.
    await signInContext(context);
    await page.goto('/admin/audit');
    await page.getByRole('heading', { level: 1, name: 'Audit Log' }).waitFor();
    await page.getByRole('cell', { name: 'Signed in' }).first().waitFor();
    await expectAccessible(page, 'audit log');

    await page.getByLabel('Action').selectOption('auth.login');
    await expect.poll(() => new URL(page.url()).searchParams.get('action')).toBe('auth.login');
    const href = await page.getByRole('link', { name: 'Export the audit log as CSV' }).getAttribute('href');
    expect(href).toBe('/api/admin/audit-log.csv?action=auth.login');

    // A reload keeps the filter; days with nothing in them show the empty state with Clear filters.
    await page.reload();
    await expect.poll(() => page.getByLabel('Action').inputValue()).toBe('auth.login');
    await page.getByLabel('From').fill('2000-01-01');
    await page.getByLabel('To').fill('2000-01-02');
    await page.getByText('No audit entries match these filters').waitFor();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByRole('cell', { name: 'Signed in' }).first().waitFor();
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });
});
