import type { MaintenanceRequest } from '@rentfront/shared/maintenance';
import { Link } from 'react-router';

/** "From resident Maria Lopez · Lease LSE-ABC123" on a request a resident sent; nothing otherwise. */
export function ResidentOrigin({ request }: { request: MaintenanceRequest }) {
  // Office-typed requests have no `resident` (null, or left out by older answers).
  const ref = request.resident;
  if (!ref?.full_name) return null;
  return (
    <p className="rounded-md border border-brand-100 bg-brand-50 px-3 py-2 text-sm text-slate-900">
      From resident{' '}
      {ref.id ? (
        <Link className="font-medium text-brand-700 underline" to={`/admin/residents?resident=${encodeURIComponent(ref.id)}`}>
          {ref.full_name}
        </Link>
      ) : (
        <span className="font-medium">{ref.full_name}</span>
      )}
      {ref.lease_reference && (
        <>
          {' · Lease '}
          {ref.lease_id ? (
            <Link className="font-medium text-brand-700 underline" to={`/admin/leases?lease=${encodeURIComponent(ref.lease_id)}`}>
              {ref.lease_reference}
            </Link>
          ) : (
            ref.lease_reference
          )}
        </>
      )}
    </p>
  );
}
