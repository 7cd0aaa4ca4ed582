import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ResidentLeasePage from './ResidentLeasePage';
import { testPortalLease } from './testPortalLease';

const api = vi.hoisted(() => ({
  fetchResidentLease: vi.fn(),
  declineResidentRenewal: vi.fn(),
  signResidentLease: vi.fn(),
  residentLeaseDocumentHref: (id: string) => `/api/resident/leases/${id}/document.pdf`,
  signOutResident: vi.fn(),
}));
vi.mock('../../api/resident', () => api);

const offer = testPortalLease({
  id: 'r1',
  reference: 'LSE-000200',
  status: 'out_for_signature',
  start_date: '2027-01-01',
  end_date: '2027-12-31',
  monthly_rent_cents: 157500,
  needs_my_signature: true,
  document: { version: 1, kind: 'draft', sha256: 'a'.repeat(64), size_bytes: 1000, created_at: '2026-12-01T10:00:00Z' },
  renewal_of: { id: 'l0', reference: 'LSE-000123', start_date: '2026-01-01', end_date: '2026-12-31', monthly_rent_cents: 150000 },
});

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/resident/leases/r1']}>
      <Routes>
        <Route path="/resident/leases/:id" element={<ResidentLeasePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('ResidentLeasePage: a renewal offer', { timeout: 20_000 }, () => {
  it('names the lease it renews, compares term and rent, and accepts by signing', async () => {
    api.fetchResidentLease.mockResolvedValue({ success: true, data: offer });
    renderPage();
    const section = (await screen.findByRole('heading', { name: 'Renewal of LSE-000123' })).closest('section')!;
    const table = within(section).getByRole('table');
    expect(within(table).getByRole('row', { name: /Term/ }).textContent).toContain('Jan 1, 2026 to Dec 31, 2026');
    expect(within(table).getByRole('row', { name: /Term/ }).textContent).toContain('Jan 1, 2027 to Dec 31, 2027');
    expect(within(table).getByRole('row', { name: /Monthly rent/ }).textContent).toContain('$1,575 ($75 more a month)');
    expect(screen.getByRole('heading', { name: 'Accept the renewal' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept and sign' })).toBeTruthy();
  });

  it('declines after a second press, then shows the offer cancelled', async () => {
    api.fetchResidentLease.mockResolvedValue({ success: true, data: offer });
    api.declineResidentRenewal.mockResolvedValue({
      success: true,
      data: { ...offer, status: 'cancelled', needs_my_signature: false },
    });
    renderPage();
    fireEvent.change(await screen.findByLabelText(/Reason/), { target: { value: 'Moving away' } });
    fireEvent.click(screen.getByRole('button', { name: 'Decline the renewal' }));
    expect(api.declineResidentRenewal).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, decline' }));
    await waitFor(() => expect(api.declineResidentRenewal).toHaveBeenCalledWith('r1', 'Moving away'));
    expect(await screen.findByText('You declined the renewal offer. Your current lease is unchanged.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept and sign' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Decline the renewal' })).toBeNull();
  });
});
