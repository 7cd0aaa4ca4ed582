import {
  MAINTENANCE_PRIORITIES,
  MAINTENANCE_PRIORITY_LABELS,
  MAINTENANCE_STATUSES,
  MAINTENANCE_STATUS_LABELS,
  type MaintenancePriority,
  type MaintenanceStatus,
} from '@rentfront/shared/maintenance';
import { Field } from '../../ui/Field';
import { Select } from '../../ui/Input';
import { SearchField } from '../../ui/SearchField';

export interface Filters {
  search: string;
  status: MaintenanceStatus | 'all';
  priority: MaintenancePriority | 'all';
}

const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  ...MAINTENANCE_STATUSES.map((s) => ({ value: s, label: MAINTENANCE_STATUS_LABELS[s] })),
];
const PRIORITY_OPTIONS = [
  { value: 'all', label: 'All priorities' },
  ...MAINTENANCE_PRIORITIES.map((p) => ({ value: p, label: MAINTENANCE_PRIORITY_LABELS[p] })),
];

/** Search (tenant, address, issue title; done by the server) and the status and priority filters. */
export function MaintenanceFilters({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  return (
    <div role="search" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_12rem_12rem]">
      <SearchField
        label="Search"
        value={filters.search}
        placeholder="Tenant, address or issue"
        onChange={(search) => onChange({ ...filters, search })}
      />
      <Field label="Status">
        <Select
          options={STATUS_OPTIONS}
          value={filters.status}
          onChange={(e) => onChange({ ...filters, status: e.target.value as Filters['status'] })}
        />
      </Field>
      <Field label="Priority">
        <Select
          options={PRIORITY_OPTIONS}
          value={filters.priority}
          onChange={(e) => onChange({ ...filters, priority: e.target.value as Filters['priority'] })}
        />
      </Field>
    </div>
  );
}
