import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isActivePath, SiteLink, SiteNavLink } from './SiteLink';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <output aria-label="where">{location.pathname}</output>;
}

function renderAt(path: string, element: ReactNode) {
  const page = (
    <>
      {element}
      <Where />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: ['/start', path], initialIndex: 1 });
  render(<RouterProvider router={router} />);
  return router;
}

describe('isActivePath', () => {
  it('decides as NavLink does', () => {
    expect(isActivePath('/about', '/about', false)).toBe(true);
    expect(isActivePath('/About', '/about', true)).toBe(true);
    expect(isActivePath('/services/maintenance', '/services', false)).toBe(true);
    expect(isActivePath('/services/maintenance', '/services', true)).toBe(false);
    expect(isActivePath('/servicesx', '/services', false)).toBe(false);
    expect(isActivePath('/about', '/', false)).toBe(false);
    expect(isActivePath('/', '/', true)).toBe(true);
    expect(isActivePath('/services/x', '/services/', false)).toBe(true);
  });
});

describe('SiteLink', () => {
  it('renders its address and navigates in the app on a plain click', () => {
    const onClick = vi.fn();
    const router = renderAt(
      '/here',
      <SiteLink to="/contact" onClick={onClick}>
        Contact
      </SiteLink>,
    );
    const link = screen.getByRole('link', { name: 'Contact' });
    expect(link.getAttribute('href')).toBe('/contact');
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getByLabelText('where').textContent).toBe('/contact');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the history entry when it leads to the page shown', () => {
    const router = renderAt('/contact', <SiteLink to="/contact">Contact</SiteLink>);
    fireEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves a modified click, another button or another target to the browser', () => {
    renderAt(
      '/here',
      <>
        <SiteLink to="/contact">Contact</SiteLink>
        <SiteLink to="/about" target="_blank">
          About
        </SiteLink>
      </>,
    );
    // Whether the link let the browser act, seen after React's handlers; the browser's own
    // navigation is then stopped (jsdom cannot load another document).
    const leftToBrowser: boolean[] = [];
    const record = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    const contact = screen.getByRole('link', { name: 'Contact' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])
      fireEvent.click(contact, init);
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    document.removeEventListener('click', record);
    expect(leftToBrowser).toEqual([true, true, true, true, true, true]);
    expect(screen.getByLabelText('where').textContent).toBe('/here');
  });

  it('lets its own click handler cancel the navigation', () => {
    renderAt(
      '/here',
      <SiteLink to="/contact" onClick={(event) => event.preventDefault()}>
        Contact
      </SiteLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(screen.getByLabelText('where').textContent).toBe('/here');
  });
});

describe('SiteNavLink', () => {
  it('marks the page shown and follows navigation', () => {
    const cls = ({ isActive }: { isActive: boolean }) => (isActive ? 'on' : 'off');
    renderAt(
      '/about',
      <>
        <SiteNavLink to="/" end className={cls}>
          Home
        </SiteNavLink>
        <SiteNavLink to="/about" className={cls}>
          About
        </SiteNavLink>
      </>,
    );
    const home = screen.getByRole('link', { name: 'Home' });
    const about = screen.getByRole('link', { name: 'About' });
    expect(about.getAttribute('aria-current')).toBe('page');
    expect(about.className).toBe('on');
    expect(home.hasAttribute('aria-current')).toBe(false);
    expect(home.className).toBe('off');
    fireEvent.click(home);
    expect(home.getAttribute('aria-current')).toBe('page');
    expect(about.className).toBe('off');
  });
});
