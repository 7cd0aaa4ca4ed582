import type { LedgerAnswer, LedgerEntry } from '@rentfront/shared/ledger';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/errors';
import { clearAdminHint, writeAdminHint } from '../../../lib/adminHint';
import { LedgerPanel } from './LedgerPanel';

const api = vi.hoisted(() => ({
  getLedger: vi.fn(),
  recordPayment: vi.fn(),
  recordCharge: vi.fn(),
  reverseEntry: vi.fn(),
  postDueNow: vi.fn(),
}));
vi.mock('./ledgerApi', async (original) => {
  const real = await original<typeof import('./ledgerApi')>();
  return {
    ...real,
    ...api,
    ledgerQuery: (id: string) => ({ queryKey: real.ledgerKeys.lease(id), queryFn: async () => (await api.getLedger(id)).data }),
  };
});

const entry = (over: Partial<LedgerEntry>): LedgerEntry => ({
  id: 'e1',
  position: 1,
  kind: 'charge',
  category: 'rent',
  entry_date: '2026-12-01',
  description: 'Rent December',
  amount_cents: 150000,
  balance_cents: 150000,
  method: null,
  reference: null,
  reverses_entry_id: null,
  reversed_by_entry_id: null,
  reason: null,
  open_cents: 50000,
  receipt_number: null,
  source: 'posting',
  created_at: '2026-12-01T05:00:00Z',
  ...over,
});

const ledger: LedgerAnswer = {
  lease_id: 'L1',
  entries: [
    entry({}),
    entry({
      id: 'e2',
      position: 2,
      kind: 'payment',
      description: 'Payment – Check 101',
      amount_cents: -100000,
      balance_cents: 50000,
      method: 'check',
      reference: '101',
      open_cents: null,
      receipt_number: 'RCT-1',
      source: 'staff',
    }),
  ],
  balance_cents: 50000,
  deposit_held_cents: 150000,
  open_charges: [
    { entry_id: 'e1', category: 'rent', description: 'Rent December', due_date: '2026-12-01', amount_cents: 150000, open_cents: 50000 },
  ],
};

function renderPanel(role: 'manager' | 'agent') {
  writeAdminHint({ id: 'u1', full_name: 'Mo', role });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LedgerPanel leaseId="L1" />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  clearAdminHint();
  for (const fn of Object.values(api)) fn.mockReset();
});

describe('LedgerPanel', { timeout: 20_000 }, () => {
  it('shows balance, deposit held, open charges and each line with its running balance', async () => {
    api.getLedger.mockResolvedValue({ data: ledger });
    renderPanel('manager');
    expect(await screen.findByText('$500 owed')).toBeTruthy();
    expect(screen.getAllByText('$1,500').length).toBeGreaterThan(0);
    const table = screen.getByRole('table', { name: 'Ledger entries' });
    expect(within(table).getAllByText('12/1/2026')[0]).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Receipt RCT-1' }).getAttribute('href')).toBe('/api/admin/receipts/e2.pdf');
    expect(within(table).getByText(/Ref\. 101/)).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: /^Reverse / })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Post due charges now' })).toBeTruthy();
  });

  it('hides reversing, credits and the posting run from an agent', async () => {
    api.getLedger.mockResolvedValue({ data: ledger });
    renderPanel('agent');
    await screen.findByText('$500 owed');
    expect(screen.queryByRole('button', { name: /^Reverse / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Post due charges now' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add charge' })).toBeTruthy();
  });

  it('shows the failure with Try Again, which reads again', async () => {
    api.getLedger.mockRejectedValueOnce(new ApiError('Lease not found', 404)).mockResolvedValue({ data: { ...ledger, entries: [] } });
    renderPanel('manager');
    fireEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No entries yet')).toBeTruthy();
  });

  it('records a payment in exact cents, asks for the check number, and resends under the same key', async () => {
    api.getLedger.mockResolvedValue({ data: ledger });
    api.recordPayment
      .mockRejectedValueOnce(new ApiError('Network down', 503))
      .mockResolvedValue({ data: { entry: ledger.entries[1], balance_cents: 0, message: 'Payment recorded' } });
    renderPanel('manager');
    const trigger = await screen.findByRole('button', { name: 'Record payment' });
    trigger.focus();
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Record payment' });
    fireEvent.change(within(dialog).getByLabelText('Amount ($)'), { target: { value: '12.30' } });
    const send = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    send();
    expect(await within(dialog).findByText('Enter the check or money order number')).toBeTruthy();
    expect(api.recordPayment).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Check or money order number'), { target: { value: '2040' } });
    send();
    await waitFor(() => expect(api.recordPayment).toHaveBeenCalledTimes(1));
    send();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [[lease, body, key1], [, , key2]] = api.recordPayment.mock.calls;
    expect(lease).toBe('L1');
    expect(body).toMatchObject({ amount_cents: 1230, method: 'check', reference: '2040' });
    expect(key1).toBe(key2);
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});
