// The maintenance statuses, below both the request contract (maintenance.ts, which re-exports them)
// and the timeline (maintenance-timeline.ts), so neither imports the other's module back.
export const MAINTENANCE_STATUSES = ['pending', 'sent_to_contractor', 'in_progress', 'completed', 'cancelled'] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];
