import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useHydrated } from '../../lib/useHydrated';

/**
 * "Your request was sent" shows once, right after sending (issue 32 item 4). The new-request page
 * hands the news over in the history entry's state; the browser would keep that state across a
 * reload and a Back, so the entry forgets it as soon as the news is taken into the page's own state.
 * Read only once the page is live: the server never sees history state, and the first render must
 * match its HTML.
 */
export function useJustSent(key: string): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [sent, setSent] = useState(false);
  const news = (location.state as Record<string, unknown> | null)?.[key] === true;
  useEffect(() => {
    if (!hydrated || !news) return;
    setSent(true);
    void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
  }, [hydrated, news, navigate, location.pathname, location.search, location.hash]);
  return sent;
}
