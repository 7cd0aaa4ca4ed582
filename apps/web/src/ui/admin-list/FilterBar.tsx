import { useState, type FormEvent, type ReactNode } from 'react';
import { SEARCH_MAX_LENGTH } from '@rentfront/shared/http';
import { Button } from '../Button';
import { cn } from '../cn';
import { Field } from '../Field';
import { FilterSelect } from '../FilterSelect';
import { Search } from '../icons';
import { Input, Select, type SelectOption } from '../Input';
import { SearchField } from '../SearchField';

type Key<F> = keyof F & string;

/** One control of an admin list's filter bar, by what it filters. */
export type FilterDef<F> =
  /** The search box: it filters as the office types (the query waits until typing settles). */
  | { kind: 'search'; label: string; placeholder?: string; className?: string }
  /**
   * A search sent with its Search button, with Clear search beside it while one is applied.
   * Alone it is the whole bar (notices); with other filters it takes the first cell of the grid.
   */
  | { kind: 'submitSearch'; label: string; placeholder?: string }
  /** A drop-down of known values with "All …" first. */
  | { kind: 'select'; key: Key<F>; label: string; allLabel: string; values: readonly string[]; labelOf?: (value: string) => string }
  /** A drop-down whose options the list's data gives (the people of the audit log). */
  | { kind: 'options'; key: Key<F>; label: string; options: SelectOption[] }
  /** An office day; `after`/`before` name the filter it may not precede or follow. */
  | { kind: 'date'; key: Key<F>; label: string; after?: Key<F>; before?: Key<F> }
  | { kind: 'custom'; render: () => ReactNode };

export interface FilterBarProps<F extends { search: string }> {
  defs: FilterDef<F>[];
  filters: F;
  applied: F;
  setFilter: <K extends keyof F>(key: K, value: F[K]) => void;
  /** The bar's grid columns (Tailwind), e.g. `sm:grid-cols-[1fr_14rem]`. */
  className?: string;
  /** After the filters, at the bar's end: the Refresh button. */
  trailing?: ReactNode;
}

/** A search typed first, sent with the button, and cleared with Clear search. */
function SubmitSearch<F extends { search: string }>({
  def,
  filters,
  applied,
  setFilter,
  inBar,
}: { def: { label: string; placeholder?: string }; inBar?: boolean } & Pick<FilterBarProps<F>, 'filters' | 'applied' | 'setFilter'>) {
  const [draft, setDraft] = useState(filters.search);
  // A search emptied from outside the box ("Clear filters" of the empty list) empties the box too.
  const [sent, setSent] = useState(filters.search);
  if (sent !== filters.search) {
    setSent(filters.search);
    setDraft(filters.search);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilter('search', draft.trim() as F['search']);
  };
  return (
    // Within the bar, the bar is the search landmark.
    <form role={inBar ? undefined : 'search'} onSubmit={submit} className={cn('flex flex-wrap gap-2', inBar && 'self-end')}>
      <Input
        type="search"
        aria-label={def.label}
        placeholder={def.placeholder}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        className="max-w-md flex-1"
        maxLength={SEARCH_MAX_LENGTH}
      />
      <Button type="submit" variant="outline">
        <Search aria-hidden className="h-4 w-4" /> Search
      </Button>
      {applied.search && (
        <Button
          variant="ghost"
          onClick={() => {
            setDraft('');
            setFilter('search', '' as F['search']);
          }}
        >
          Clear search
        </Button>
      )}
    </form>
  );
}

/** The filter bar of an admin list, from a declared list of its filters. */
export function FilterBar<F extends { search: string }>({ defs, filters, applied, setFilter, className, trailing }: FilterBarProps<F>) {
  const value = (key: Key<F>) => String(filters[key]);
  const set = (key: Key<F>, next: string) => setFilter(key, next as F[Key<F>]);
  const submitted = defs.find((d) => d.kind === 'submitSearch');
  if (submitted && defs.length === 1) return <SubmitSearch def={submitted} filters={filters} applied={applied} setFilter={setFilter} />;
  return (
    <div
      role="search"
      className={cn('grid gap-3 rounded-lg border border-slate-200 bg-white p-4', className ?? 'sm:grid-cols-[1fr_14rem]')}
    >
      {defs.map((def, i) => {
        switch (def.kind) {
          case 'search':
            return (
              <SearchField
                key="search"
                label={def.label}
                placeholder={def.placeholder}
                value={filters.search}
                className={def.className}
                onChange={(next) => set('search', next)}
              />
            );
          case 'submitSearch':
            return <SubmitSearch key="search" def={def} filters={filters} applied={applied} setFilter={setFilter} inBar />;
          case 'select':
            return (
              <FilterSelect
                key={def.key}
                label={def.label}
                allLabel={def.allLabel}
                values={def.values}
                labelOf={def.labelOf}
                value={value(def.key)}
                onChange={(next) => set(def.key, next)}
              />
            );
          case 'options':
            return (
              <Field key={def.key} label={def.label}>
                <Select options={def.options} value={value(def.key)} onChange={(e) => set(def.key, e.target.value)} />
              </Field>
            );
          case 'date':
            return (
              <Field key={def.key} label={def.label}>
                <Input
                  type="date"
                  value={value(def.key)}
                  min={(def.after && value(def.after)) || undefined}
                  max={(def.before && value(def.before)) || undefined}
                  onChange={(e) => set(def.key, e.target.value)}
                />
              </Field>
            );
          case 'custom':
            return <div key={`custom-${i}`}>{def.render()}</div>;
          default:
            return null;
        }
      })}
      {trailing && <div className="flex items-end">{trailing}</div>}
    </div>
  );
}
