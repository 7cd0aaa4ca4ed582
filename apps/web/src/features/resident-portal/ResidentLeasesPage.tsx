import { fetchResidentLeases } from '../../api/resident';
import { EmptyState } from '../../ui/EmptyState';
import { LeaseSummary } from './LeaseSummary';
import { PortalFrame } from './PortalFrame';
import { PortalLoad } from './PortalLoad';
import { usePortalRead } from './usePortalRead';

const readLeases = async () => (await fetchResidentLeases()).data.leases;

/** /resident/leases: every lease of this resident, current and past. */
export default function ResidentLeasesPage() {
  const read = usePortalRead(readLeases);
  return (
    <PortalFrame title="Your leases">
      <PortalLoad read={read} label="Loading your leases">
        {(leases) =>
          leases.length === 0 ? (
            <EmptyState title="No lease yet" message="Your lease appears here once the office sends it to you." />
          ) : (
            <ul className="flex flex-col gap-3">
              {leases.map((l) => (
                <li key={l.id}>
                  <LeaseSummary lease={l} />
                </li>
              ))}
            </ul>
          )
        }
      </PortalLoad>
    </PortalFrame>
  );
}
