import { AUDIT_ACTION_LABELS, type AuditLogEntry } from '@rentfront/shared/audit-log';

/** The action in words, or its own name when the screen does not know it yet. */
export function actionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

/** Who: a staff member, a deleted one, or a visitor (a failed sign-in of an unknown address). */
export function actorLabel(actor: AuditLogEntry['actor']): string {
  if (!actor) return 'Visitor';
  if (actor.deleted) return 'Deleted user';
  return actor.full_name;
}

/** The record, e.g. "notice 3f2a…" (ids are long; the full one is in the CSV and the title). */
export function recordLabel(entry: Pick<AuditLogEntry, 'entity_type' | 'entity_id'>): string {
  const type = entry.entity_type.replace(/[_-]/g, ' ');
  if (!entry.entity_id) return type;
  const id = entry.entity_id.length > 12 ? `${entry.entity_id.slice(0, 8)}…` : entry.entity_id;
  return `${type} ${id}`;
}

/** The details as short "key: value" text (never HTML; they hold names, counts and filters, no PII). */
export function detailsText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(
      ([key, value]) => `${key.replace(/_/g, ' ')}: ${typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)}`,
    )
    .join('; ');
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ACTION = /^[a-z][a-z0-9_.-]{0,63}$/;

/** What the address may carry for each filter (anything else is ignored on arrival). */
export const AUDIT_URL_FILTERS = {
  user_id: (v: string) => UUID.test(v),
  action: (v: string) => ACTION.test(v),
  from: (v: string) => DAY.test(v),
  to: (v: string) => DAY.test(v),
};
