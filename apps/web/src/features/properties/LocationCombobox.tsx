import { MapPin } from '../../ui/icons';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '../../ui/cn';
import { filterSuggestions } from './searchForm';

export interface LocationComboboxProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  /** The input's name, for a form that also works before its script has loaded. */
  name?: string;
}

/**
 * Free-text location with a suggestion list filtered as you type (WAI-ARIA combobox with a
 * listbox): Down/Up move through the suggestions, Enter picks one, Escape closes the list.
 */
export function LocationCombobox({ value, onChange, label = 'Location', name }: LocationComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const options = filterSuggestions(value);
  const expanded = open && options.length > 0;

  const choose = (option: string) => {
    onChange(option);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (options.length ? (i + 1) % options.length : -1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (options.length ? (i <= 0 ? options.length - 1 : i - 1) : -1));
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault();
      choose(options[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="relative flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <MapPin aria-hidden className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-600" />
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
          autoComplete="off"
          placeholder="City, state"
          value={value}
          onChange={(e) => {
            onChange(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className="h-10 w-full rounded-md border border-slate-400 bg-white pl-9 pr-3 text-sm text-slate-900 placeholder:text-slate-500"
        />
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggested locations"
        hidden={!expanded}
        className="absolute left-0 right-0 top-full z-20 mt-1 max-h-60 overflow-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {options.map((option, i) => (
          <li
            key={option}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(e) => {
              e.preventDefault();
              choose(option);
            }}
            className={cn(
              'cursor-pointer px-3 py-2 text-sm text-slate-900',
              i === active ? 'bg-brand-50 text-brand-800' : 'hover:bg-slate-50',
            )}
          >
            {option}
          </li>
        ))}
      </ul>
    </div>
  );
}
