import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { StaffMember } from '@rentfront/shared/staff';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import StaffSection from './StaffSection';

const api = vi.hoisted(() => ({
  listStaff: vi.fn(),
  inviteStaff: vi.fn(),
  updateStaff: vi.fn(),
  resendStaffInvite: vi.fn(),
  resetStaffMfa: vi.fn(),
  reauthenticate: vi.fn(),
}));
vi.mock('../../api/staff', () => api);
vi.mock('../../api/security', () => ({ reauthenticate: api.reauthenticate }));

const member = (over: Partial<StaffMember>): StaffMember => ({
  id: 'id-1',
  full_name: 'Olive Owner',
  email: 'olive@example.com',
  role: 'owner',
  is_active: true,
  has_accepted: true,
  last_sign_in_at: null,
  created_at: '2026-11-27T08:00:00.000Z',
  mfa_enabled: false,
  mfa_locked: false,
  ...over,
});
const pending = member({ id: 'id-2', full_name: 'Pat Pending', email: 'pat.pending@example.com', role: 'agent', has_accepted: false });
const reauthError = () => new ApiError('Please enter your password again to continue.', 403, { code: 'reauth_required' });

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin/staff']}>
        <StaffSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('StaffSection', () => {
  afterEach(() => {
    cleanup();
    for (const fn of Object.values(api)) fn.mockReset();
  });

  it('offers Resend invitation only on pending, active rows; the e-mail breaks only before its @', { timeout: 20_000 }, async () => {
    const disabledPending = member({ id: 'id-3', full_name: 'Dee Disabled', has_accepted: false, is_active: false });
    api.listStaff.mockResolvedValue({ success: true, data: [member({}), pending, disabledPending] });
    renderSection();
    await screen.findByRole('table', { name: 'Staff members' });
    expect(screen.getAllByRole('button', { name: /^Resend invitation to/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Resend invitation to Pat Pending',
    ]);
    const cell = screen.getAllByText((_, el) => el?.tagName === 'SPAN' && el.textContent === 'pat.pending@example.com')[0];
    expect(cell.querySelectorAll('wbr')).toHaveLength(1);
  });

  it('offers Reset two-factor only on colleagues with two-factor on; confirming resets, toasts and refreshes', async () => {
    const withMfa = member({ id: 'id-4', full_name: 'Mo Manager', role: 'manager', mfa_enabled: true, mfa_locked: true });
    api.listStaff
      .mockResolvedValueOnce({ success: true, data: [member({}), pending, withMfa] })
      .mockResolvedValue({ success: true, data: [member({}), pending, { ...withMfa, mfa_enabled: false, mfa_locked: false }] });
    api.resetStaffMfa.mockResolvedValueOnce({
      success: true,
      message: 'Two-factor authentication reset.',
      data: { ...withMfa, mfa_enabled: false },
    });
    renderSection();
    await screen.findByRole('table', { name: 'Staff members' });
    expect(screen.getByText('Two-factor locked')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Reset two-factor of/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Reset two-factor of Mo Manager',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Reset two-factor of Mo Manager' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reset two-factor' });
    expect(confirm.textContent).toContain('signed out everywhere');
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Reset two-factor' })));
    await waitFor(() => expect(api.resetStaffMfa).toHaveBeenCalledWith('id-4'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reset two-factor' })).toBeNull());
    // The list shows two-factor off: the button is gone, the focus is on the row's next action.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reset two-factor of Mo Manager' })).toBeNull());
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Change role of Mo Manager'));
    expect(screen.queryByText('Two-factor locked')).toBeNull();
  });

  it('a stale check on resend: the password prompt, then the same call again', async () => {
    api.listStaff.mockResolvedValue({ success: true, data: [member({}), pending] });
    api.resendStaffInvite
      .mockRejectedValueOnce(reauthError())
      .mockResolvedValueOnce({ success: true, message: 'Invitation sent again', data: pending });
    api.reauthenticate.mockResolvedValueOnce({ success: true });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Resend invitation to Pat Pending' }));
    const confirm = await screen.findByRole('dialog', { name: 'Resend invitation' });
    expect(confirm.textContent).toContain('the earlier link stops working');
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Send again' })));
    const prompt = await screen.findByRole('dialog', { name: 'Confirm your password' });
    fireEvent.change(within(prompt).getByLabelText('Password'), { target: { value: 'my-password' } });
    await act(async () => fireEvent.click(within(prompt).getByRole('button', { name: 'Confirm' })));
    await waitFor(() => expect(api.resendStaffInvite).toHaveBeenCalledTimes(2));
    expect(api.resendStaffInvite).toHaveBeenCalledWith('id-2');
    expect(api.reauthenticate).toHaveBeenCalledWith('my-password');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Resend invitation' })).toBeNull());
  });

  it('a stale check on a role change asks for the password too; cancelling changes nothing', async () => {
    api.listStaff.mockResolvedValue({ success: true, data: [member({}), pending] });
    api.updateStaff.mockRejectedValue(reauthError());
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Change role of Pat Pending' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change role' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Change role' })));
    const prompt = await screen.findByRole('dialog', { name: 'Confirm your password' });
    await act(async () => fireEvent.click(within(prompt).getByRole('button', { name: 'Cancel' })));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm your password' })).toBeNull());
    expect(api.updateStaff).toHaveBeenCalledTimes(1);
    expect(api.reauthenticate).not.toHaveBeenCalled();
  });
});
