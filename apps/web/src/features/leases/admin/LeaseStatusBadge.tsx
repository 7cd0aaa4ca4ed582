import type { LeaseStatus } from '@rentfront/shared/leases';
import { Badge } from '../../../ui/Badge';
import { LEASE_STATUS_TONES, leaseStatusLabel } from './leaseText';

export function LeaseStatusBadge({ status }: { status: LeaseStatus }) {
  return <Badge tone={LEASE_STATUS_TONES[status]}>{leaseStatusLabel(status)}</Badge>;
}
