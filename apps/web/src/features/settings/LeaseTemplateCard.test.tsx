import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { LeaseTemplate } from '@rentfront/shared/leases';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { LeaseTemplateCard } from './LeaseTemplateCard';

const api = vi.hoisted(() => ({ getLeaseTemplate: vi.fn(), saveLeaseTemplate: vi.fn(), resetLeaseTemplate: vi.fn() }));
vi.mock('../../api/leases', () => api);
const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('../../ui/toast', () => ({ toast: toasts }));

const template = (over: Partial<LeaseTemplate>): LeaseTemplate => ({
  sections: [{ heading: 'Parties', body: 'Between {{office_name}} and {{resident_names}}.' }],
  merge_fields: [{ name: 'resident_names', description: 'Every resident' }],
  is_default: false,
  updated_at: '2026-12-01T10:00:00.000Z',
  ...over,
});
const shipped = template({
  sections: [
    { heading: 'Premises', body: '{{property_address}}' },
    { heading: 'Rent', body: '{{monthly_rent}}' },
  ],
  is_default: true,
  updated_at: null,
});

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LeaseTemplateCard />
    </QueryClientProvider>,
  );
}

describe('LeaseTemplateCard — Reset to the default', () => {
  afterEach(() => {
    cleanup();
    for (const fn of [...Object.values(api), ...Object.values(toasts)]) fn.mockReset();
  });

  it('asks first; Cancel (or Escape) changes nothing and gives the focus back to the button', async () => {
    api.getLeaseTemplate.mockResolvedValue({ success: true, data: template({}) });
    renderCard();
    const trigger = await screen.findByRole('button', { name: 'Reset to the default' });
    trigger.focus();
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Reset the lease template' });
    expect(dialog.textContent).toContain('Your sections will be lost');
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    fireEvent.click(trigger);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.resetLeaseTemplate).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('confirming resets, toasts, shows the shipped sections and leaves the focus on the (now inert) button', async () => {
    api.getLeaseTemplate.mockResolvedValue({ success: true, data: template({}) });
    api.resetLeaseTemplate.mockResolvedValueOnce({ success: true, message: 'Lease template reset to the default', data: shipped });
    renderCard();
    const trigger = await screen.findByRole('button', { name: 'Reset to the default' });
    expect(screen.getByLabelText(/Section 1 heading/)).toHaveProperty('value', 'Parties');
    trigger.focus();
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Reset the lease template' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Reset to the default' })));
    await waitFor(() => expect(api.resetLeaseTemplate).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts.success).toHaveBeenCalledWith('Lease template reset to the default');
    await waitFor(() => expect(screen.getByLabelText(/Section 1 heading/)).toHaveProperty('value', 'Premises'));
    expect(screen.getByText(/residential template that ships with Rentfront/)).toBeTruthy();
    const after = screen.getByRole('button', { name: 'Reset to the default' });
    await waitFor(() => expect(document.activeElement).toBe(after));
    expect(after.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(after);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a refused reset (403) keeps the dialog open and says why', async () => {
    api.getLeaseTemplate.mockResolvedValue({ success: true, data: template({}) });
    api.resetLeaseTemplate.mockRejectedValueOnce(new ApiError('You do not have permission to do that', 403));
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Reset to the default' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Reset to the default' })));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('You do not have permission to do that'));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
