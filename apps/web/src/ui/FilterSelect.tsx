import { Field } from './Field';
import { Select, type SelectOption } from './Input';

/** The value of a filter that lets everything through. */
export const ALL = 'all';
export type Filter<V extends string> = V | typeof ALL;

/** The options of a filter drop-down: "everything" first, then one per value. */
export function filterOptions<V extends string>(
  allLabel: string,
  values: readonly V[],
  labelOf: (value: V) => string = String,
): SelectOption[] {
  return [{ value: ALL, label: allLabel }, ...values.map((value) => ({ value, label: labelOf(value) }))];
}

export interface FilterSelectProps<V extends string> {
  label: string;
  /** The first option's text, e.g. "All statuses". */
  allLabel: string;
  values: readonly V[];
  labelOf?: (value: V) => string;
  value: Filter<V>;
  onChange: (value: Filter<V>) => void;
  className?: string;
}

/** A labelled drop-down of an admin list's filter bar. */
export function FilterSelect<V extends string>({ label, allLabel, values, labelOf, value, onChange, className }: FilterSelectProps<V>) {
  return (
    <Field label={label} className={className}>
      <Select options={filterOptions(allLabel, values, labelOf)} value={value} onChange={(e) => onChange(e.target.value as Filter<V>)} />
    </Field>
  );
}
