import type { UserRole } from './auth';
import type { AdminSectionSlug } from './routes';

export { USER_ROLES, type UserRole } from './auth';

/**
 * What a signed-in staff member may do (ADR 0022). The server maps every /api/admin route to one
 * of these (apps/server/src/platform/auth/permissions.ts) and the admin menu shows a section only
 * when the role holds its permission, so both read this one table.
 */
export const PERMISSIONS = [
  'profile.self',
  'dashboard.view',
  'properties.manage',
  'visits.manage',
  'applications.view',
  'applications.reply',
  'applications.reveal_pii',
  'applications.delete',
  'screening.manage',
  'maintenance.manage',
  'chat.view',
  'contacts.manage',
  'notices.manage',
  'team.manage',
  'saved_searches.manage',
  'site_settings.manage',
  'exports.download',
  'audit.view',
  'staff.manage',
  'security.manage',
  // Leases (issue 32): draft, edit and send; countersign, end and cancel; the residents directory.
  'leases.manage',
  'leases.execute',
  'residents.view',
  // Rent and money (issue 33): record payments and one-off charges; credits and reversals.
  'ledger.record',
  'ledger.correct',
  // The rent roll, delinquency, income and deposits reports (issue 33 item 6): the office's money
  // across every lease, so owners and managers; agents read one lease's ledger.
  'reports.view',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Owner-only: managing colleagues and the office's security settings. */
const OWNER_ONLY: readonly Permission[] = ['staff.manage', 'security.manage'];

/**
 * Agents do the day-to-day work: properties, visits, contacts, screening, maintenance, chat, and
 * applications without the applicants' clear PII, without deleting them and without exports.
 */
const AGENT: readonly Permission[] = [
  'profile.self',
  'dashboard.view',
  'properties.manage',
  'visits.manage',
  'applications.view',
  'applications.reply',
  'screening.manage',
  'maintenance.manage',
  'chat.view',
  'contacts.manage',
  // Agents draft and send leases; countersigning, ending and cancelling stay with owners and managers.
  'leases.manage',
  'residents.view',
  // Agents take the checks and cash at the front desk and post one-off charges; giving money away
  // (a credit) and correcting the book (a reversal) stay with owners and managers: ledger.correct.
  'ledger.record',
];

export const ROLE_PERMISSIONS: Record<UserRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  manager: PERMISSIONS.filter((p) => !OWNER_ONLY.includes(p)),
  agent: AGENT,
};

export function isUserRole(value: unknown): value is UserRole {
  return value === 'owner' || value === 'manager' || value === 'agent';
}

/** True when the role holds the permission; an unknown role holds nothing. */
export function roleCan(role: string | null | undefined, permission: Permission): boolean {
  return isUserRole(role) && ROLE_PERMISSIONS[role].includes(permission);
}

/** The permission an admin section needs to appear in the menu and to open. */
export const SECTION_PERMISSIONS: Record<AdminSectionSlug, Permission> = {
  dashboard: 'dashboard.view',
  properties: 'properties.manage',
  tours: 'visits.manage',
  applications: 'applications.view',
  // Agents and managers both hold leases.manage, so both see the list; the actions check leases.execute.
  leases: 'leases.manage',
  residents: 'residents.view',
  reports: 'reports.view',
  'pre-screening': 'screening.manage',
  maintenance: 'maintenance.manage',
  'chatbot-analytics': 'chat.view',
  notices: 'notices.manage',
  team: 'team.manage',
  contacts: 'contacts.manage',
  'saved-searches': 'saved_searches.manage',
  settings: 'profile.self',
  staff: 'staff.manage',
  audit: 'audit.view',
};

export const ROLE_LABELS: Record<UserRole, string> = { owner: 'Owner', manager: 'Manager', agent: 'Agent' };
