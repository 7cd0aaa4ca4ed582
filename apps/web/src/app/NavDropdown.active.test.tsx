import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NavDropdown, type NavItem } from './NavDropdown';

afterEach(cleanup);

describe('NavDropdown', () => {
  it('marks only the link of the page being shown as current', () => {
    const items: NavItem[] = [
      { label: 'All Properties', to: '/properties' },
      { label: 'Notice', to: '/notice' },
    ];
    const element = <NavDropdown label="Properties" items={items} mobile={false} onNavigate={() => {}} />;
    const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/notice'] });
    render(<RouterProvider router={router} />);
    const notice = screen.getByRole('link', { name: 'Notice', hidden: true });
    const all = screen.getByRole('link', { name: 'All Properties', hidden: true });
    expect(notice.className).toContain('font-semibold');
    expect(notice.getAttribute('aria-current')).toBe('page');
    expect(all.className).not.toContain('font-semibold');
  });
});
