import type { MaintenanceRequest } from '@rentfront/shared/maintenance';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ResidentOrigin } from './ResidentOrigin';

const request = (extra: object) => ({ id: 'm1', ...extra }) as unknown as MaintenanceRequest;
const draw = (r: MaintenanceRequest) =>
  render(
    <MemoryRouter>
      <ResidentOrigin request={r} />
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('ResidentOrigin', () => {
  it('names the resident and links their lease', () => {
    draw(request({ resident: { id: 'r1', full_name: 'Maria Lopez', lease_id: 'l1', lease_reference: 'LSE-ABC123' } }));
    expect(screen.getByRole('link', { name: 'Maria Lopez' }).getAttribute('href')).toBe('/admin/residents?resident=r1');
    expect(screen.getByRole('link', { name: 'LSE-ABC123' }).getAttribute('href')).toBe('/admin/leases?lease=l1');
  });
  it('draws nothing for a request the office typed', () => {
    const { container } = draw(request({}));
    expect(container.textContent).toBe('');
    cleanup();
    expect(draw(request({ resident: null })).container.textContent).toBe('');
  });
});
