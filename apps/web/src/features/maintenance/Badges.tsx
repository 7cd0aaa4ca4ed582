import {
  MAINTENANCE_PRIORITY_LABELS,
  MAINTENANCE_STATUS_LABELS,
  type MaintenancePriority,
  type MaintenanceStatus,
} from '@rentfront/shared/maintenance';
import { Badge } from '../../ui/Badge';
import { PRIORITY_TONES, STATUS_TONES } from './tones';

export function StatusBadge({ status }: { status: MaintenanceStatus }) {
  return <Badge tone={STATUS_TONES[status] ?? 'gray'}>{MAINTENANCE_STATUS_LABELS[status] ?? status}</Badge>;
}

export function PriorityBadge({ priority }: { priority: MaintenancePriority }) {
  return <Badge tone={PRIORITY_TONES[priority] ?? 'gray'}>{MAINTENANCE_PRIORITY_LABELS[priority] ?? priority}</Badge>;
}
