import { APPLICATION_STATUS_LABELS, type ApplicationListItem, type ApplicationStatus } from '@rentfront/shared/applications';
import type { BadgeTone } from '../../../ui/Badge';

export const STATUS_TONES: Record<ApplicationStatus, BadgeTone> = {
  pending: 'yellow',
  reviewed: 'blue',
  info_requested: 'orange',
  approved: 'green',
  rejected: 'red',
  completed: 'purple',
};

/** The spec's label, or Pending Review for a value this screen does not know. */
export function statusLabel(status: string): string {
  return APPLICATION_STATUS_LABELS[status as ApplicationStatus] ?? APPLICATION_STATUS_LABELS.pending;
}

export interface ApplicationCounters {
  total: number;
  pending: number;
  reviewed: number;
  approved: number;
  rejected: number;
}

/** The five counters, computed from the loaded list only (admin-back-office.md §2). */
export function countApplications(applications: Pick<ApplicationListItem, 'status'>[]): ApplicationCounters {
  const counters: ApplicationCounters = { total: applications.length, pending: 0, reviewed: 0, approved: 0, rejected: 0 };
  for (const a of applications) {
    if (a.status === 'pending' || a.status === 'reviewed' || a.status === 'approved' || a.status === 'rejected') counters[a.status] += 1;
  }
  return counters;
}
