import type { ResidentLease, ResidentMaintenance } from '@rentfront/shared/residents';
import type { SitePath } from '../../ui/SiteLink';
import { isOpenRequest, requestStatusLabel } from './portalTexts';

/** A notice as the home page needs it. */
export interface HomeNotice {
  id: string;
  title: string;
  created_at: string;
}

export interface HomeTask {
  key: string;
  title: string;
  detail: string;
  to: SitePath;
  /** The call to action of the task's link. */
  action: string;
}

/** Notices this recent count as new on the home page. */
export const NEW_NOTICE_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What needs doing, most pressing first: leases to sign, then open maintenance requests, then new
 * notices. `now` is passed in so the page and its tests agree on "new".
 */
export function homeTasks(leases: ResidentLease[], requests: ResidentMaintenance[], notices: HomeNotice[], now: Date): HomeTask[] {
  const tasks: HomeTask[] = [];
  for (const lease of leases) {
    if (!lease.needs_my_signature) continue;
    const home = lease.property_address ?? lease.property_title ?? lease.reference;
    // A renewal offer is answered (accepted by signing, or declined), not only signed.
    tasks.push({
      key: `sign-${lease.id}`,
      title: lease.renewal_of ? 'Answer your renewal offer' : 'Sign your lease',
      detail: lease.renewal_of ? `Renewal of ${lease.renewal_of.reference} · ${home}` : home,
      to: `/resident/leases/${encodeURIComponent(lease.id)}`,
      action: lease.renewal_of ? 'See the offer' : 'Read and sign',
    });
  }
  for (const request of requests) {
    if (!isOpenRequest(request.status)) continue;
    tasks.push({
      key: `request-${request.id}`,
      title: request.title,
      detail: requestStatusLabel(request.status),
      to: `/resident/maintenance/${encodeURIComponent(request.id)}`,
      action: 'See the request',
    });
  }
  const since = now.getTime() - NEW_NOTICE_DAYS * DAY_MS;
  for (const notice of notices) {
    if (Date.parse(notice.created_at) < since) continue;
    tasks.push({ key: `notice-${notice.id}`, title: notice.title, detail: 'New notice', to: '/resident/notices', action: 'Read it' });
  }
  return tasks;
}

/** The lease the home page shows first: the one being signed, else the current one, else the newest. */
export function currentLease(leases: ResidentLease[]): ResidentLease | null {
  const rank = (l: ResidentLease) =>
    l.needs_my_signature ? 0 : l.status === 'active' ? 1 : l.status === 'signed' ? 2 : l.status === 'out_for_signature' ? 3 : 4;
  return [...leases].sort((a, b) => rank(a) - rank(b) || b.start_date.localeCompare(a.start_date))[0] ?? null;
}
