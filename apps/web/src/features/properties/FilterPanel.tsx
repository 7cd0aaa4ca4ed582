import {
  FILTER_BATHROOM_OPTIONS,
  FILTER_BEDROOM_OPTIONS,
  FILTER_STATUS_OPTIONS,
  FURNISHINGS,
  PROPERTY_TYPES,
} from '@rentfront/shared/properties-core';
import { RotateCcw, Search } from '../../ui/icons';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Input, Select, type SelectOption } from '../../ui/Input';
import { useDraft } from '../../lib/useDraft';
import { formatMoney } from '../../lib/format';
import { DEFAULT_FILTERS, isFiltered, type ListFilters } from './listFilters';
import { PriceRange } from './PriceRange';
import { optionLabel } from './propertyText';
import { AccessibilityChoices } from './AccessibilityChoices';
import { COMMON_LEASE_TERMS, leaseTermLabel } from '@rentfront/shared/move-in';
import { officeToday } from '@rentfront/shared/time-zone';

const anyOr = (values: readonly string[], anyLabel: string) =>
  values.map((v) => ({ value: v, label: v === 'any' || v === 'all' ? anyLabel : /^\d/.test(v) ? v : optionLabel(v) }));

const TYPES = anyOr(['any', ...PROPERTY_TYPES], 'Any type');
const BEDROOMS = anyOr(FILTER_BEDROOM_OPTIONS, 'Any');
const BATHROOMS = anyOr(FILTER_BATHROOM_OPTIONS, 'Any');
const FURNISHING = anyOr(['any', ...FURNISHINGS], 'Any');
const STATUS = anyOr(FILTER_STATUS_OPTIONS, 'All');

/** The common terms, and a term only a link names ("9") so the choice shows what is applied. */
function leaseTermOptions(current: string): SelectOption[] {
  const terms: string[] = [...COMMON_LEASE_TERMS];
  if (current !== 'any' && !terms.includes(current)) terms.unshift(current);
  return [{ value: 'any', label: 'Any term' }, ...terms.map((t) => ({ value: t, label: leaseTermLabel(t) }))];
}

/** The most a household pays each month, rent and required fees (issue 35); a link's other amount is kept as a choice. */
const TOTAL_STEPS = [1000, 1250, 1500, 1750, 2000, 2500, 3000, 4000, 5000];
function maxTotalOptions(current: string): SelectOption[] {
  const steps = current && !TOTAL_STEPS.includes(Number(current)) ? [Number(current), ...TOTAL_STEPS].sort((a, b) => a - b) : TOTAL_STEPS;
  return [{ value: '', label: 'Any total' }, ...steps.map((n) => ({ value: String(n), label: `Up to ${formatMoney(n)}` }))];
}

const SORTS: SelectOption[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'total_asc', label: 'Total monthly cost: low to high' },
  { value: 'total_desc', label: 'Total monthly cost: high to low' },
  { value: 'price_asc', label: 'Rent: low to high' },
  { value: 'price_desc', label: 'Rent: high to low' },
];

/** The filters chosen from a drop-down. */
type ChoiceKey = 'propertyType' | 'bedrooms' | 'bathrooms' | 'furnishing' | 'status' | 'leaseTerm' | 'maxTotal' | 'sort';

export interface FilterPanelProps {
  filters: ListFilters;
  onChange: (filters: ListFilters) => void;
}

/** The list's filters. Choices apply at once; the keyword and location apply on Search (or Enter). */
export function FilterPanel({ filters, onChange }: FilterPanelProps) {
  // Follow outside changes (Reset, a new link) without losing what is being typed otherwise.
  const [keyword, setKeyword] = useDraft(filters.keyword);
  const [city, setCity] = useDraft(filters.city);

  const set = <K extends keyof ListFilters>(key: K, value: ListFilters[K]) => onChange({ ...filters, [key]: value });
  // A labelled drop-down whose choice applies at once.
  const choice = (label: string, options: readonly SelectOption[], key: ChoiceKey) => (
    <Field label={label}>
      <Select options={options} value={filters[key]} onChange={(e) => set(key, e.target.value)} />
    </Field>
  );

  return (
    <form
      aria-label="Filter properties"
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ ...filters, keyword: keyword.trim(), city: city.trim() });
      }}
    >
      <h2 className="text-lg font-semibold text-slate-900">Filters</h2>
      <Field label="Keyword">
        <Input type="search" value={keyword} placeholder="Title, address, city..." onChange={(e) => setKeyword(e.target.value)} />
      </Field>
      <Field label="City">
        <Input value={city} placeholder="e.g. Albany" onChange={(e) => setCity(e.target.value)} />
      </Field>
      <Button type="submit" variant="secondary">
        <Search aria-hidden className="h-4 w-4" /> Search
      </Button>
      {choice('Property type', TYPES, 'propertyType')}
      <div className="grid grid-cols-2 gap-3">
        {choice('Bedrooms', BEDROOMS, 'bedrooms')}
        {choice('Bathrooms', BATHROOMS, 'bathrooms')}
      </div>
      {choice('Furnishing', FURNISHING, 'furnishing')}
      {choice('Status', STATUS, 'status')}
      <PriceRange value={filters.priceRange} onChange={(priceRange) => set('priceRange', priceRange)} />
      {choice('Total monthly cost', maxTotalOptions(filters.maxTotal), 'maxTotal')}
      <Field label="Move in by">
        {/* A date applies once it is whole; clearing it removes the filter. */}
        <Input type="date" min={officeToday()} value={filters.moveInBy} onChange={(e) => set('moveInBy', e.target.value)} />
      </Field>
      {choice('Lease term', leaseTermOptions(filters.leaseTerm), 'leaseTerm')}
      {/* Every ticked feature must be there. */}
      <AccessibilityChoices
        idPrefix="filter-accessibility"
        legend={<legend className="mb-1 text-sm font-medium text-slate-800">Accessibility</legend>}
        value={filters.accessibility}
        onChange={(accessibility) => set('accessibility', accessibility)}
      />
      {choice('Sort by', SORTS, 'sort')}
      {isFiltered(filters) && (
        <Button variant="outline" onClick={() => onChange(DEFAULT_FILTERS)}>
          <RotateCcw aria-hidden className="h-4 w-4" /> Reset filters
        </Button>
      )}
    </form>
  );
}
