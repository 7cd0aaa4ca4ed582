import {
  MAINTENANCE_OPEN_FILTER,
  MAINTENANCE_PRIORITIES,
  MAINTENANCE_PRIORITY_LABELS,
  MAINTENANCE_STATUSES,
  MAINTENANCE_STATUS_LABELS,
  type MaintenancePriority,
  type MaintenanceStatus,
} from '@rentfront/shared/maintenance';
import { FilterSelect, type Filter } from '../../ui/FilterSelect';
import { SearchField } from '../../ui/SearchField';

export interface Filters {
  search: string;
  status: Filter<MaintenanceStatus | typeof MAINTENANCE_OPEN_FILTER>;
  priority: Filter<MaintenancePriority>;
}

/** "Open" (not completed or cancelled) first: the dashboard links to it. */
export const STATUS_FILTERS = [MAINTENANCE_OPEN_FILTER, ...MAINTENANCE_STATUSES] as const;
const statusLabel = (s: (typeof STATUS_FILTERS)[number]) =>
  s === MAINTENANCE_OPEN_FILTER ? 'Open (not done)' : MAINTENANCE_STATUS_LABELS[s];

export interface MaintenanceFiltersProps {
  filters: Filters;
  onChange: <K extends keyof Filters>(key: K, value: Filters[K]) => void;
}

/** Search (tenant, address, issue title; done by the server) and the status and priority filters. */
export function MaintenanceFilters({ filters, onChange }: MaintenanceFiltersProps) {
  return (
    <div role="search" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_12rem_12rem]">
      <SearchField
        label="Search"
        value={filters.search}
        placeholder="Tenant, address or issue"
        onChange={(search) => onChange('search', search)}
      />
      <FilterSelect
        label="Status"
        allLabel="All statuses"
        values={STATUS_FILTERS}
        labelOf={statusLabel}
        value={filters.status}
        onChange={(status) => onChange('status', status)}
      />
      <FilterSelect
        label="Priority"
        allLabel="All priorities"
        values={MAINTENANCE_PRIORITIES}
        labelOf={(p) => MAINTENANCE_PRIORITY_LABELS[p]}
        value={filters.priority}
        onChange={(priority) => onChange('priority', priority)}
      />
    </div>
  );
}
