import type { AutopayState } from '@rentfront/shared/payments';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTOPAY_TEXTS, AutopayCard } from './AutopayCard';

const api = vi.hoisted(() => ({ startAutopay: vi.fn(), stopAutopay: vi.fn() }));
vi.mock('../../api/residentPayments', () => api);

const state = (over: Partial<AutopayState>): AutopayState => ({
  available: true,
  status: 'off',
  mine: false,
  set_up_by: null,
  since: null,
  ...over,
});

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('AutopayCard', () => {
  it('shows nothing when online payment is off', () => {
    const { container } = render(<AutopayCard leaseId="l1" initial={state({ available: false })} returned={false} />);
    expect(container.innerHTML).toBe('');
  });

  it('offers to turn it on when off, and to continue or cancel while waiting for the method', () => {
    render(<AutopayCard leaseId="l1" initial={state({})} returned={false} />);
    expect(screen.getByRole('status').textContent).toBe(AUTOPAY_TEXTS.off);
    expect(screen.getByRole('button', { name: 'Turn on autopay' })).toBeTruthy();
    cleanup();
    render(<AutopayCard leaseId="l1" initial={state({ status: 'pending', mine: true })} returned />);
    expect(screen.getByRole('status').textContent).toBe(AUTOPAY_TEXTS.returned);
    expect(screen.getByRole('button', { name: 'Continue setting up autopay' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel autopay' })).toBeTruthy();
  });

  it('names who set it up when it is another resident’s, with nothing to press', () => {
    render(
      <AutopayCard leaseId="l1" initial={state({ status: 'on', set_up_by: 'Ann Lee', since: '2026-12-01T10:00:00Z' })} returned={false} />,
    );
    expect(screen.getByRole('status').textContent).toBe(AUTOPAY_TEXTS.onOther('Ann Lee'));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('turns its owner’s autopay off after asking, and says so; a failure is shown and keeps it on', async () => {
    api.stopAutopay.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ data: null });
    render(<AutopayCard leaseId="l1" initial={state({ status: 'on', mine: true, since: '2026-12-01T10:00:00Z' })} returned={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Turn off autopay' }));
    const confirm = async () => {
      const dialog = await screen.findByRole('dialog', { name: 'Turn off autopay?' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off autopay' }));
    };
    await confirm();
    await screen.findByRole('alert');
    expect(api.stopAutopay).toHaveBeenCalledWith('l1');
    expect(screen.getByRole('status').textContent).toContain('Autopay is on since');
    fireEvent.click(screen.getByRole('button', { name: 'Turn off autopay' }));
    await confirm();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(AUTOPAY_TEXTS.turnedOff));
    expect(screen.getByRole('button', { name: 'Turn on autopay' })).toBeTruthy();
  });
});
