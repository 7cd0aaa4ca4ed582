import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useJustSent } from './useJustSent';

function Page() {
  return <p>{useJustSent('created') ? 'Your request was sent.' : 'No news'}</p>;
}

const routes = [{ path: '/resident/maintenance/:id', element: <Page /> }];

afterEach(cleanup);

describe('useJustSent', () => {
  it('shows the news once and takes it out of the history entry, so a reload does not show it again', async () => {
    const router = createMemoryRouter(routes, { initialEntries: [{ pathname: '/resident/maintenance/r1', state: { created: true } }] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Your request was sent.')).toBeTruthy();
    // The entry forgot it, in place (no new history entry).
    expect(router.state.location.state).toBeNull();
    expect(router.state.location.pathname).toBe('/resident/maintenance/r1');
    expect(router.state.historyAction).toBe('REPLACE');
    // A reload opens the same entry afresh: no news.
    cleanup();
    const reloaded = createMemoryRouter(routes, { initialEntries: [router.state.location] });
    render(<RouterProvider router={reloaded} />);
    await act(async () => {});
    expect(screen.getByText('No news')).toBeTruthy();
  });

  it('says nothing on an entry that carries no news', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/resident/maintenance/r1'] });
    render(<RouterProvider router={router} />);
    await act(async () => {});
    expect(screen.getByText('No news')).toBeTruthy();
    expect(router.state.historyAction).toBe('POP');
  });
});
