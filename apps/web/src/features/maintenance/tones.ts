import type { MaintenancePriority, MaintenanceStatus } from '@rentfront/shared/maintenance';
import type { BadgeTone } from '../../ui/Badge';

/** Fixed colour per status and per priority (spec §9). */
export const STATUS_TONES: Record<MaintenanceStatus, BadgeTone> = {
  pending: 'yellow',
  sent_to_contractor: 'blue',
  in_progress: 'purple',
  completed: 'green',
  cancelled: 'gray',
};

export const PRIORITY_TONES: Record<MaintenancePriority, BadgeTone> = {
  low: 'gray',
  medium: 'blue',
  high: 'orange',
  urgent: 'red',
};
