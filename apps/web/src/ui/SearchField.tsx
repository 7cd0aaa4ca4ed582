import { Search } from './icons';
import { SEARCH_MAX_LENGTH } from '@rentfront/shared/http';
import { cn } from './cn';
import { Field } from './Field';
import { Input } from './Input';

export interface SearchFieldProps {
  label: string;
  value: string;
  placeholder?: string;
  onChange: (value: string) => void;
  className?: string;
}

/** A labelled search box with a magnifier icon, for the filter bars of the admin lists. */
export function SearchField({ label, value, placeholder, onChange, className }: SearchFieldProps) {
  return (
    <div className={cn('relative', className)}>
      <Field label={label}>
        <Input
          type="search"
          value={value}
          placeholder={placeholder}
          maxLength={SEARCH_MAX_LENGTH}
          className="pl-9"
          onChange={(e) => onChange(e.target.value)}
        />
      </Field>
      <Search aria-hidden className="pointer-events-none absolute bottom-3 left-3 h-4 w-4 text-slate-600" />
    </div>
  );
}
