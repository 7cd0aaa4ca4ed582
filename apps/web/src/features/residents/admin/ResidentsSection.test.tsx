import type { AdminResident, AdminResidentDetail } from '@rentfront/shared/residents';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ResidentsSection from './ResidentsSection';

const api = vi.hoisted(() => ({ listResidents: vi.fn(), getResident: vi.fn() }));
vi.mock('../../../api/residents-admin', () => api);

const lease = {
  id: 'l1',
  reference: 'LSE-ABC123',
  status: 'active' as const,
  property_id: 'p1',
  property_title: 'Maple Cottage',
  start_date: '2027-01-01',
  end_date: null,
};
const resident: AdminResident = {
  id: 'r1',
  full_name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '(518) 555-0171',
  is_current: true,
  current_lease: lease,
  created_at: '2026-12-01T10:00:00.000Z',
  last_sign_in_at: null,
};
const detail: AdminResidentDetail = {
  ...resident,
  leases: [lease],
  maintenance_requests: [{ id: 'm1', title: 'Leaky tap', status: 'in_progress', created_at: '2026-12-02T10:00:00.000Z' }],
};

function renderSection(address: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>
        <ResidentsSection />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  api.listResidents.mockReset();
  api.getResident.mockReset();
});

describe('ResidentsSection', { timeout: 20_000 }, () => {
  it('asks for current residents from the address and opens one with their leases and requests', async () => {
    api.listResidents.mockResolvedValue({
      success: true,
      data: { residents: [resident], pagination: { total: 1, limit: 25, offset: 0, has_next: false, has_prev: false } },
    });
    api.getResident.mockResolvedValue({ success: true, data: detail });
    renderSection('/admin/residents?status=current');
    fireEvent.click(await screen.findByRole('button', { name: 'Open Maria Lopez' }, { timeout: 8000 }));
    expect(api.listResidents).toHaveBeenCalledWith(expect.objectContaining({ status: 'current', limit: 25, offset: 0 }));
    const dialog = await screen.findByRole('dialog', { name: 'Maria Lopez' });
    expect(
      within(dialog)
        .getByRole('link', { name: /Maple Cottage · LSE-ABC123/ })
        .getAttribute('href'),
    ).toBe('/admin/leases?lease=l1');
    expect(within(dialog).getByText('Leaky tap')).toBeTruthy();
    expect(within(dialog).getByText('Jan 1, 2027 – Month-to-month')).toBeTruthy();
    expect(api.getResident).toHaveBeenCalledWith('r1');
  });

  it('leaves "all" out of the request and tells nothing yet from nothing matching', async () => {
    api.listResidents.mockResolvedValue({
      success: true,
      data: { residents: [], pagination: { total: 0, limit: 25, offset: 0, has_next: false, has_prev: false } },
    });
    renderSection('/admin/residents');
    expect(await screen.findByText('No residents yet', {}, { timeout: 8000 })).toBeTruthy();
    expect(api.listResidents).toHaveBeenCalledWith(expect.objectContaining({ status: undefined }));
  });
});
