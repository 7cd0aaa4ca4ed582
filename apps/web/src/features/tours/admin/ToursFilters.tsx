import {
  TOUR_STATUS_LABELS,
  TOUR_STATUSES,
  TOUR_TYPE_LABELS,
  TOUR_TYPES,
  type TourStatus,
  type TourType,
} from '@rentfront/shared/tours-core';
import { useQuery } from '@tanstack/react-query';
import { listAdminProperties } from '../../../api/properties';
import { tourKeys } from '../../../api/queryKeys';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/Field';
import { ALL, FilterSelect, type Filter } from '../../../ui/FilterSelect';
import { Input, Select } from '../../../ui/Input';

export interface TourFilters {
  /** Unused (the hook's shape); tours have no free-text search. */
  search: string;
  property_id: string;
  type: Filter<TourType>;
  status: Filter<TourStatus>;
  from: string;
  to: string;
}

export const NO_TOUR_FILTERS: TourFilters = { search: '', property_id: ALL, type: ALL, status: ALL, from: '', to: '' };

/** How many homes the home filter offers (the admin list's page limit), by title. */
const HOMES_MAX = 100;

export function ToursFilters({
  filters,
  onChange,
  isFiltered,
  onClear,
}: {
  filters: TourFilters;
  onChange: <K extends keyof TourFilters>(key: K, value: TourFilters[K]) => void;
  isFiltered: boolean;
  onClear: () => void;
}) {
  const homes = useQuery({
    queryKey: tourKeys.homes,
    queryFn: () => listAdminProperties({ limit: HOMES_MAX, offset: 0, sort: 'title', dir: 'asc' }).then((r) => r.data.properties),
    staleTime: 5 * 60_000,
  });
  const options = [
    { value: ALL, label: homes.isPending ? 'Loading homes…' : 'All homes' },
    ...(homes.data ?? []).map((p) => ({ value: p.id, label: p.title })),
  ];
  // A home in the address that the first page of homes lacks still shows as chosen.
  if (filters.property_id !== ALL && !options.some((o) => o.value === filters.property_id)) {
    options.push({ value: filters.property_id, label: homes.isPending ? 'Loading…' : 'Chosen home' });
  }
  return (
    <div
      role="search"
      aria-label="Filter tours"
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1.5fr_1fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <Field label="Home">
        <Select options={options} value={filters.property_id} onChange={(e) => onChange('property_id', e.target.value)} />
      </Field>
      <FilterSelect
        label="Type"
        allLabel="All types"
        values={TOUR_TYPES}
        labelOf={(t) => TOUR_TYPE_LABELS[t]}
        value={filters.type}
        onChange={(v) => onChange('type', v)}
      />
      <FilterSelect
        label="Status"
        allLabel="All statuses"
        values={TOUR_STATUSES}
        labelOf={(s) => TOUR_STATUS_LABELS[s]}
        value={filters.status}
        onChange={(v) => onChange('status', v)}
      />
      <Field label="From">
        <Input type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => onChange('from', e.target.value)} />
      </Field>
      <Field label="To">
        <Input type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => onChange('to', e.target.value)} />
      </Field>
      <Button variant="outline" onClick={onClear} disabled={!isFiltered}>
        Clear filters
      </Button>
    </div>
  );
}
