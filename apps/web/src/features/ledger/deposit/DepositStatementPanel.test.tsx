import type { DepositStatement } from '@rentfront/shared/deposits';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/errors';
import { clearAdminHint, writeAdminHint } from '../../../lib/adminHint';
import { DepositStatementPanel } from './DepositStatementPanel';

const api = vi.hoisted(() => ({
  getStatement: vi.fn(),
  openDepositStatement: vi.fn(),
  addDeduction: vi.fn(),
  removeDeduction: vi.fn(),
  sendDepositStatement: vi.fn(),
}));
vi.mock('./depositApi', async (original) => {
  const real = await original<typeof import('./depositApi')>();
  return {
    ...real,
    ...api,
    depositStatementQuery: (id: string) => ({ queryKey: real.depositKeys.lease(id), queryFn: () => api.getStatement(id) }),
  };
});

const draft: DepositStatement = {
  id: 's1',
  lease_id: 'L1',
  lease_reference: 'LSE-000101',
  status: 'draft',
  move_out_date: '2026-10-31',
  due_by: '2026-11-30',
  overdue: false,
  deductions: [
    {
      id: 'd1',
      position: 1,
      category: 'other',
      description: 'Carpet cleaning',
      amount_cents: 32_550,
      photos: ['/api/admin/leases/L1/deposit-statement/deductions/d1/photos/0'],
    },
  ],
  deductions_total_cents: 32_550,
  deposit_held_cents: 150_000,
  balance_cents: 30_000,
  refund_cents: 87_450,
  billed_cents: 0,
  sent_at: null,
  sha256: null,
};

function renderPanel(role: 'manager' | 'agent') {
  writeAdminHint({ id: 'u1', full_name: 'Mo', role });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DepositStatementPanel leaseId="L1" />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  clearAdminHint();
  for (const fn of Object.values(api)) fn.mockReset();
});

describe('DepositStatementPanel', { timeout: 20_000 }, () => {
  it('offers to start a statement when the lease has none, and shows the draft it opens', async () => {
    api.getStatement.mockResolvedValueOnce(null).mockResolvedValue(draft);
    api.openDepositStatement.mockResolvedValue({ data: draft, message: 'Deposit statement opened' });
    renderPanel('agent');
    fireEvent.click(await screen.findByRole('button', { name: 'Start deposit statement' }));
    expect(await screen.findByRole('list', { name: 'Deductions' })).toBeTruthy();
    expect(api.openDepositStatement).toHaveBeenCalledWith('L1');
  });

  it('shows the deductions, photos and the settlement; an agent drafts but does not send', async () => {
    api.getStatement.mockResolvedValue(draft);
    renderPanel('agent');
    const list = await screen.findByRole('list', { name: 'Deductions' });
    expect(within(list).getByText('$325.50')).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Photo 1' }).getAttribute('href')).toBe(draft.deductions[0]!.photos[0]);
    expect(screen.getByText('Unpaid balance on the account')).toBeTruthy();
    expect(screen.getByText('-$300')).toBeTruthy();
    expect(screen.getByText('Refund due to the residents')).toBeTruthy();
    expect(screen.getByText('$874.50')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Preview PDF' }).getAttribute('href')).toBe('/api/admin/leases/L1/deposit-statement.pdf');
    expect(screen.getByRole('button', { name: 'Add deduction' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send statement' })).toBeNull();
  });

  it('adds a deduction in exact cents with its photos, and says what is wrong first', async () => {
    api.getStatement.mockResolvedValue(draft);
    api.addDeduction.mockResolvedValue({ data: draft, message: 'Deduction added' });
    renderPanel('manager');
    fireEvent.click(await screen.findByRole('button', { name: 'Add deduction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add deduction' });
    const submit = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Add deduction' }));
    submit();
    expect(await within(dialog).findByText('Describe the deduction')).toBeTruthy();
    expect(api.addDeduction).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText(/Description/), { target: { value: 'Wall repair' } });
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: '80.10' } });
    const photo = new File(['x'], 'wall.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(dialog).getByLabelText(/Photos/), { target: { files: [photo] } });
    submit();
    await waitFor(() => expect(api.addDeduction).toHaveBeenCalledTimes(1));
    expect(api.addDeduction.mock.calls[0]![1]).toEqual({
      category: 'other',
      description: 'Wall repair',
      amount_cents: 8_010,
      photos: [photo],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends after the confirmation that says what will be booked', async () => {
    api.getStatement.mockResolvedValue(draft);
    api.sendDepositStatement.mockResolvedValue({ data: { ...draft, status: 'sent' }, message: 'Deposit statement sent' });
    renderPanel('manager');
    fireEvent.click(await screen.findByRole('button', { name: 'Send statement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send deposit statement' });
    expect(within(dialog).getByText(/A refund of \$874\.50 will be recorded/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send statement' }));
    await waitFor(() => expect(api.sendDepositStatement).toHaveBeenCalledWith('L1'));
  });

  it('shows the failure with Try Again, which reads again', async () => {
    api.getStatement.mockRejectedValueOnce(new ApiError('Service unavailable', 503)).mockResolvedValue(null);
    renderPanel('manager');
    fireEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No deposit statement yet')).toBeTruthy();
  });
});
