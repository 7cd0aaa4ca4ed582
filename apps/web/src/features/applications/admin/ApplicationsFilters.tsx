import { APPLICATION_STATUSES, type ApplicationStatus } from '@rentfront/shared/applications';
import { FilterSelect, type Filter } from '../../../ui/FilterSelect';
import { SearchField } from '../../../ui/SearchField';
import { statusLabel } from './status';

export interface Filters {
  search: string;
  status: Filter<ApplicationStatus>;
}

export interface ApplicationsFiltersProps {
  filters: Filters;
  onChange: <K extends keyof Filters>(key: K, value: Filters[K]) => void;
}

/** Search by name, e-mail, application ID or reference (done by the server) and the status filter. */
export function ApplicationsFilters({ filters, onChange }: ApplicationsFiltersProps) {
  return (
    <div role="search" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_14rem]">
      <SearchField
        label="Search applications"
        value={filters.search}
        placeholder="Name, email, application ID or reference"
        onChange={(search) => onChange('search', search)}
      />
      <FilterSelect
        label="Status"
        allLabel="All statuses"
        values={APPLICATION_STATUSES}
        labelOf={statusLabel}
        value={filters.status}
        onChange={(status) => onChange('status', status)}
      />
    </div>
  );
}
