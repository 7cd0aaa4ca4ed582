import { APPLICATION_STATUSES, type ApplicationStatus } from '@rentfront/shared/applications';
import { Field } from '../../../ui/Field';
import { Select } from '../../../ui/Input';
import { SearchField } from '../../../ui/SearchField';
import { statusLabel } from './status';

export interface Filters {
  search: string;
  status: ApplicationStatus | 'all';
}

const STATUS_OPTIONS = [{ value: 'all', label: 'All statuses' }, ...APPLICATION_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))];

/** Search by name, e-mail, application ID or reference (done by the server) and the status filter. */
export function ApplicationsFilters({ filters, onChange }: { filters: Filters; onChange: (next: Filters) => void }) {
  return (
    <div role="search" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_14rem]">
      <SearchField
        label="Search applications"
        value={filters.search}
        placeholder="Name, email, application ID or reference"
        onChange={(search) => onChange({ ...filters, search })}
      />
      <Field label="Status">
        <Select
          options={STATUS_OPTIONS}
          value={filters.status}
          onChange={(e) => onChange({ ...filters, status: e.target.value as Filters['status'] })}
        />
      </Field>
    </div>
  );
}
