import { AUDIT_ACTION_LABELS, type AuditLogActor, type AuditLogEntry } from '@rentfront/shared/audit-log';
import { formatDateTime } from '../../lib/format';
import type { FilterDef } from '../../ui/admin-list';
import { ALL, filterOptions, type Filter } from '../../ui/FilterSelect';
import { ShieldCheck } from '../../ui/icons';
import type { DataColumn } from '../../ui/table/DataTable';
import { actionLabel, actorLabel, detailsText, recordLabel } from './auditText';

export interface AuditFilterValues {
  /** Unused (the log has no text search); the list hook wants the field. */
  search: string;
  user_id: Filter<string>;
  action: Filter<string>;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilterValues = { search: '', user_id: ALL, action: ALL, from: '', to: '' };

const ACTIONS = Object.keys(AUDIT_ACTION_LABELS);

/** Person, action and the office days from and to (both included). */
export function auditFilters(filters: AuditFilterValues, people: AuditLogActor[]): FilterDef<AuditFilterValues>[] {
  // An action or person from the address that the list does not know stays choosable (and visible).
  const actions = filters.action !== ALL && !ACTIONS.includes(filters.action) ? [...ACTIONS, filters.action] : ACTIONS;
  const personOptions = [{ value: ALL, label: 'Everyone' }, ...people.map((p) => ({ value: p.id, label: `${p.full_name} (${p.email})` }))];
  if (filters.user_id !== ALL && !people.some((p) => p.id === filters.user_id))
    personOptions.push({ value: filters.user_id, label: 'Deleted user' });
  return [
    { kind: 'options', key: 'user_id', label: 'Person', options: personOptions },
    { kind: 'options', key: 'action', label: 'Action', options: filterOptions('All actions', actions, actionLabel) },
    { kind: 'date', key: 'from', label: 'From', before: 'to' },
    { kind: 'date', key: 'to', label: 'To', after: 'from' },
  ];
}

export const AUDIT_EMPTY_HINTS = {
  icon: <ShieldCheck aria-hidden className="h-10 w-10 text-slate-500" />,
  message: 'Sign-ins, reveals, deletes, exports and settings changes appear here.',
  filteredMessage: 'Try another person, action or dates.',
};

/** When, Who, Action, Record, Address, Details: one line per entry, newest first (the server's order). */
export const AUDIT_COLUMNS: DataColumn<AuditLogEntry>[] = [
  { id: 'created_at', header: 'When', cell: (e) => <span className="whitespace-nowrap">{formatDateTime(e.created_at)}</span> },
  {
    id: 'actor',
    header: 'Who',
    cell: (e) => (
      <div className="min-w-36">
        <p className="font-medium text-slate-900">{actorLabel(e.actor)}</p>
        {e.actor && !e.actor.deleted && <p className="break-all text-slate-700">{e.actor.email}</p>}
      </div>
    ),
  },
  { id: 'action', header: 'Action', cell: (e) => <span title={e.action}>{actionLabel(e.action)}</span> },
  {
    id: 'record',
    header: 'Record',
    hideable: true,
    cell: (e) => <span title={e.entity_id ?? undefined}>{recordLabel(e)}</span>,
  },
  { id: 'ip', header: 'Address', hideable: true, cell: (e) => <span className="font-mono text-xs">{e.ip ?? '—'}</span> },
  {
    id: 'details',
    header: 'Details',
    hideable: true,
    cell: (e) => <span className="block max-w-xs break-words text-xs text-slate-700">{detailsText(e.details)}</span>,
  },
];
