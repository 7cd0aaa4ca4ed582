// The audit log screen (issue 20 item 6; ADR 0024): the list's query, its rows and the names of
// the actions, one contract for server and web.
import { z } from 'zod';

export const AUDIT_LOG_PAGE_SIZE = 50;
export const AUDIT_LOG_MAX_PAGE = 200;

/**
 * The actions the server records, with the words the screen shows. Other actions may appear
 * (a module may add one before this list knows it): the screen then shows the name itself.
 */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'auth.login': 'Signed in',
  'auth.login_failed': 'Sign-in failed',
  'auth.logout': 'Signed out',
  'auth.password_reset': 'Password reset',
  'auth.password_changed': 'Password changed',
  'auth.sessions_revoked': 'Signed out other devices',
  'auth.mfa_enabled': 'Turned on two-factor',
  'auth.mfa_disabled': 'Turned off two-factor',
  'auth.mfa_signed_in': 'Signed in with two-factor',
  'auth.mfa_failed': 'Two-factor code refused',
  'auth.mfa_locked': 'Two-factor locked after 20 wrong codes',
  'auth.recovery_codes_regenerated': 'Made new recovery codes',
  'auth.reauth': 'Confirmed password',
  'auth.reauth_failed': 'Password confirmation failed',
  'staff.invited': 'Invited staff member',
  'staff.invite_resent': 'Resent invitation',
  'staff.invite_accepted': 'Accepted invitation',
  'staff.role_changed': 'Changed role',
  'staff.disabled': 'Disabled staff member',
  'staff.enabled': 'Enabled staff member',
  'staff.mfa_reset': 'Reset two-factor of staff member',
  'permission.denied': 'Refused by role',
  'settings.security_updated': 'Changed security settings',
  'application.pii_revealed': 'Revealed sensitive values',
  'application.delete': 'Deleted application',
  'export.csv': 'Exported CSV',
  'settings.update': 'Changed settings',
  'contractor.create': 'Added contractor',
  'contractor.update': 'Changed contractor',
  'contractor.delete': 'Deleted contractor',
  'maintenance.delete': 'Deleted maintenance request',
  'maintenance.send_to_contractor': 'Sent work order',
};

export const AUDIT_LOG_MESSAGES = {
  invalidUser: 'user_id must be a user id',
  invalidAction: 'action must be an action name such as auth.login',
  invalidDate: 'Dates must be written YYYY-MM-DD',
  dateOrder: 'The "from" date must not be after the "to" date',
  fetchFailed: 'Failed to load the audit log',
  empty: 'No audit entries match these filters',
} as const;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (v: string) =>
  DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
const day = z.preprocess(
  blankToUndefined,
  z.string({ error: AUDIT_LOG_MESSAGES.invalidDate }).refine(isRealDay, AUDIT_LOG_MESSAGES.invalidDate).optional(),
);

const filterShape = {
  user_id: z.preprocess(
    blankToUndefined,
    z.string({ error: AUDIT_LOG_MESSAGES.invalidUser }).uuid(AUDIT_LOG_MESSAGES.invalidUser).optional(),
  ),
  action: z.preprocess(
    blankToUndefined,
    z
      .string({ error: AUDIT_LOG_MESSAGES.invalidAction })
      .max(64, AUDIT_LOG_MESSAGES.invalidAction)
      .regex(/^[a-z][a-z0-9_.-]*$/, AUDIT_LOG_MESSAGES.invalidAction)
      .optional(),
  ),
  from: day,
  to: day,
};
const datesInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;

/** GET /api/admin/audit-log.csv: days are the office's calendar days, both ends included. */
export const auditLogFilterSchema = z.object(filterShape).refine(datesInOrder, { message: AUDIT_LOG_MESSAGES.dateOrder, path: ['from'] });

/** GET /api/admin/audit-log: the filters and a page, newest first. */
export const auditLogQuerySchema = z
  .object({
    ...filterShape,
    limit: z.coerce.number().int().min(1).max(AUDIT_LOG_MAX_PAGE).default(AUDIT_LOG_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .refine(datesInOrder, { message: AUDIT_LOG_MESSAGES.dateOrder, path: ['from'] });

export type AuditLogFilters = z.infer<typeof auditLogFilterSchema>;
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export interface AuditLogActor {
  id: string;
  full_name: string;
  email: string;
}

export interface AuditLogEntry {
  id: string;
  created_at: string;
  action: string;
  entity_type: string;
  entity_id: string | null;
  /** Who: null for a visitor (a failed sign-in of an unknown address); `deleted` when the user row is gone. */
  actor: (AuditLogActor & { deleted?: false }) | { id: string; deleted: true } | null;
  ip: string | null;
  details: Record<string, unknown>;
}

export interface AuditLogPage {
  entries: AuditLogEntry[];
  /** Everyone who can appear as "who", for the person filter. */
  people: AuditLogActor[];
  pagination: { limit: number; offset: number; has_next: boolean; has_prev: boolean };
}
