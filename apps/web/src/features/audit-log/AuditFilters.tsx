import { AUDIT_ACTION_LABELS, type AuditLogActor } from '@rentfront/shared/audit-log';
import { Field } from '../../ui/Field';
import { ALL, filterOptions, type Filter } from '../../ui/FilterSelect';
import { Input, Select } from '../../ui/Input';
import { actionLabel } from './auditText';

export interface AuditFilterValues {
  /** Unused (the log has no text search); useUrlListFilters wants the field. */
  search: string;
  user_id: Filter<string>;
  action: Filter<string>;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilterValues = { search: '', user_id: ALL, action: ALL, from: '', to: '' };

const ACTIONS = Object.keys(AUDIT_ACTION_LABELS);

export interface AuditFiltersProps {
  filters: AuditFilterValues;
  people: AuditLogActor[];
  onChange: <K extends keyof AuditFilterValues>(key: K, value: AuditFilterValues[K]) => void;
}

/** Person, action and the office days from and to (both included). */
export function AuditFilters({ filters, people, onChange }: AuditFiltersProps) {
  // An action from the address that the list does not know stays choosable (and visible).
  const actions = filters.action !== ALL && !ACTIONS.includes(filters.action) ? [...ACTIONS, filters.action] : ACTIONS;
  const personOptions = [{ value: ALL, label: 'Everyone' }, ...people.map((p) => ({ value: p.id, label: `${p.full_name} (${p.email})` }))];
  if (filters.user_id !== ALL && !people.some((p) => p.id === filters.user_id))
    personOptions.push({ value: filters.user_id, label: 'Deleted user' });
  return (
    <div role="search" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4">
      <Field label="Person">
        <Select options={personOptions} value={filters.user_id} onChange={(e) => onChange('user_id', e.target.value)} />
      </Field>
      <Field label="Action">
        <Select
          options={filterOptions('All actions', actions, actionLabel)}
          value={filters.action}
          onChange={(e) => onChange('action', e.target.value)}
        />
      </Field>
      <Field label="From">
        <Input type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => onChange('from', e.target.value)} />
      </Field>
      <Field label="To">
        <Input type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => onChange('to', e.target.value)} />
      </Field>
    </div>
  );
}
