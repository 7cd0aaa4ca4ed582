import { LeaseDetail } from './LeaseDetail';
import { LeaseEditor } from './LeaseEditor';
import { LeaseListScreen } from './LeaseListScreen';
import { useLeaseRoute } from './useLeaseRoute';

/** Admin › Leases (issue 32): the list, a new lease, one lease and its edit form, by address. */
export default function LeasesSection() {
  const { screen, go } = useLeaseRoute();
  if (screen.kind === 'new') return <LeaseEditor onDone={(id) => go(id ? { kind: 'detail', id } : { kind: 'list' })} />;
  if (screen.kind === 'edit') return <LeaseEditor id={screen.id} onDone={() => go({ kind: 'detail', id: screen.id })} />;
  if (screen.kind === 'detail') {
    return (
      <LeaseDetail
        key={screen.id}
        id={screen.id}
        onEdit={() => go({ kind: 'edit', id: screen.id })}
        onBack={() => go({ kind: 'list' })}
        onOpenLease={(id) => go({ kind: 'detail', id })}
      />
    );
  }
  return <LeaseListScreen onOpen={(id) => go({ kind: 'detail', id })} onNew={() => go({ kind: 'new' })} />;
}
