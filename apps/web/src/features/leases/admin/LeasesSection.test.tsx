import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/errors';
import { clearAdminHint, writeAdminHint } from '../../../lib/adminHint';
import LeasesSection from './LeasesSection';
import { PROPERTY_ID, testLease, testRow } from './testLease';

const api = vi.hoisted(() => ({
  listLeases: vi.fn(),
  getLease: vi.fn(),
  createLease: vi.fn(),
  updateLease: vi.fn(),
  sendLease: vi.fn(),
  countersignLease: vi.fn(),
  endLease: vi.fn(),
  cancelLease: vi.fn(),
  offerLeaseRenewal: vi.fn(),
  markPropertyAvailable: vi.fn(),
}));
vi.mock('../../../api/leases', () => api);
vi.mock('../../../api/properties', () => ({
  listAdminProperties: vi.fn().mockResolvedValue({
    success: true,
    data: {
      properties: [{ id: '8a6e0804-2bd0-4672-b79d-d97027f9071b', title: 'Maple Cottage', city: 'Albany', state: 'NY' }],
      pagination: { total: 1 },
    },
  }),
}));

const page = (rows: ReturnType<typeof testRow>[]) => ({
  success: true,
  data: { leases: rows, pagination: { total: rows.length, limit: 25, offset: 0, has_next: false, has_prev: false } },
});

function renderSection(address: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <LeasesSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const asRole = (role: 'manager' | 'agent') => writeAdminHint({ id: 'u1', full_name: 'Mo', role });

beforeEach(() => asRole('manager'));
afterEach(() => {
  cleanup();
  clearAdminHint();
  localStorage.clear();
  for (const fn of Object.values(api)) fn.mockReset();
});

describe('LeasesSection', { timeout: 20_000 }, () => {
  it('lists with the address filters, formats the row, and opens the lease', async () => {
    api.listLeases.mockResolvedValue(page([testRow()]));
    api.getLease.mockResolvedValue({ success: true, data: testLease({ status: 'active' }) });
    renderSection('/admin/leases?status=active&ending_within=60');
    // jsdom has no media queries: the list draws whichever of table and phone cards it picks.
    const open = (await screen.findAllByRole('button', { name: /open lease LSE-ABC123/i }, { timeout: 8000 }))[0]!;
    const row = document.body;
    expect(api.listLeases).toHaveBeenCalledWith(expect.objectContaining({ status: 'active', ending_within: 60, limit: 25, offset: 0 }));
    expect(within(row).getAllByText(/\$1,250\.50/).length).toBeGreaterThan(0);
    expect(within(row).getAllByText('Jan 1, 2027 – Dec 31, 2027').length).toBeGreaterThan(0);
    expect(within(row).getAllByText(/45 days/).length).toBeGreaterThan(0);
    fireEvent.click(open);
    expect(await screen.findByRole('button', { name: 'Offer renewal' })).toBeTruthy();
    expect(api.getLease).toHaveBeenCalledWith('l1');
  });

  it('lands on the dashboard’s "out for signature more than 3 days" list: status and sent_before from the address', async () => {
    api.listLeases.mockResolvedValue(page([testRow()]));
    renderSection('/admin/leases?status=out_for_signature&sent_before=2026-11-30');
    await screen.findAllByRole('button', { name: /open lease LSE-ABC123/i }, { timeout: 8000 });
    expect(api.listLeases).toHaveBeenCalledWith(expect.objectContaining({ status: 'out_for_signature', sent_before: '2026-11-30' }));
    expect((screen.getByLabelText('Sent before') as HTMLInputElement).value).toBe('2026-11-30');
  });

  it('ignores a sent_before that is not a day', async () => {
    api.listLeases.mockResolvedValue(page([]));
    renderSection('/admin/leases?sent_before=2026-02-30');
    await screen.findByText('No leases yet');
    expect(api.listLeases).toHaveBeenCalledWith(expect.objectContaining({ sent_before: undefined }));
  });

  it('tells an empty list from a filtered one', async () => {
    api.listLeases.mockResolvedValue(page([]));
    renderSection('/admin/leases?status=ended');
    expect(await screen.findByText('No leases match')).toBeTruthy();
    expect(api.listLeases).toHaveBeenCalledWith(expect.objectContaining({ status: 'ended', ending_within: undefined }));
  });

  it('shows an agent why Cancel is shut', async () => {
    asRole('agent');
    api.getLease.mockResolvedValue({ success: true, data: testLease() });
    renderSection('/admin/leases?lease=l1');
    const cancel = await screen.findByRole('button', { name: 'Cancel lease' });
    expect((cancel as HTMLButtonElement).disabled).toBe(true);
    expect(cancel.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Only an owner or a manager can do this')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send for signature' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('ends a lease with the move-out date and then offers to mark the property available', async () => {
    const lease = testLease({ status: 'active' });
    api.getLease.mockResolvedValue({ success: true, data: lease });
    api.endLease.mockResolvedValue({
      success: true,
      message: 'Lease ended',
      data: { lease: { ...lease, status: 'ended' }, property_id: PROPERTY_ID, property_may_be_available: true },
    });
    api.markPropertyAvailable.mockResolvedValue({ success: true, data: {} });
    renderSection('/admin/leases?lease=l1');
    fireEvent.click(await screen.findByRole('button', { name: 'End lease' }));
    const dialog = await screen.findByRole('dialog', { name: 'End lease LSE-ABC123' });
    fireEvent.change(within(dialog).getByLabelText('Move-out date'), { target: { value: '2027-11-30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'End lease' }));
    await waitFor(() => expect(api.endLease).toHaveBeenCalledWith('l1', '2027-11-30'));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark property available' }));
    await waitFor(() => expect(api.markPropertyAvailable).toHaveBeenCalledWith(PROPERTY_ID));
  });

  it('warns before saving a lease out for signature and shows the server’s field errors', async () => {
    api.getLease.mockResolvedValue({ success: true, data: testLease({ status: 'out_for_signature', document_version: 1 }) });
    api.updateLease.mockRejectedValue(
      new ApiError('monthly_rent_cents: must be a whole number of cents, 0 or more', 400, null, {
        monthly_rent_cents: 'monthly_rent_cents: must be a whole number of cents, 0 or more',
      }),
    );
    renderSection('/admin/leases?lease=l1&edit=1');
    const rent = await screen.findByLabelText(/Monthly rent/);
    expect((rent as HTMLInputElement).value).toBe('1250.50');
    fireEvent.change(rent, { target: { value: '1300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const confirm = await screen.findByRole('dialog', { name: 'Void the signatures?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Save and void signatures' }));
    await waitFor(() => expect(api.updateLease).toHaveBeenCalledWith('l1', expect.objectContaining({ monthly_rent_cents: 130000 })));
    expect(await screen.findByText('Must be a whole number of cents, 0 or more')).toBeTruthy();
  });

  it('checks the new lease form before sending anything', async () => {
    renderSection('/admin/leases?new=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Create lease' }));
    expect(await screen.findByText('Choose the property of the lease')).toBeTruthy();
    expect(screen.getByText('Enter an amount such as 1250 or 1250.50')).toBeTruthy();
    expect(api.createLease).not.toHaveBeenCalled();
  });
});
