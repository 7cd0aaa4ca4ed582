import { useSearchParams } from 'react-router';

/** Which screen of the Leases section the address asks for: the list, a new lease, one lease, or its edit form. */
export type LeaseScreen = { kind: 'list' } | { kind: 'new' } | { kind: 'detail'; id: string } | { kind: 'edit'; id: string };

/**
 * The section's screens live in the address (`?new=1`, `?lease=<id>`, `?lease=<id>&edit=1`), so
 * Back, reload and a shared link keep them; /admin/:section has no deeper routes.
 */
export function useLeaseRoute() {
  const [params, setParams] = useSearchParams();
  const id = params.get('lease');
  const screen: LeaseScreen = id
    ? params.get('edit') === '1'
      ? { kind: 'edit', id }
      : { kind: 'detail', id }
    : params.get('new') === '1'
      ? { kind: 'new' }
      : { kind: 'list' };
  const go = (next: LeaseScreen, replace = false) => {
    const p = new URLSearchParams();
    if (next.kind === 'new') p.set('new', '1');
    if (next.kind === 'detail' || next.kind === 'edit') p.set('lease', next.id);
    if (next.kind === 'edit') p.set('edit', '1');
    setParams(p, { replace });
  };
  return { screen, go };
}
