import { TOUR_LIMITS, TOUR_MESSAGES } from '@rentfront/shared/tours-core';
import { useId, useState } from 'react';
import { Plus, Trash2 } from '../../../ui/icons';
import { Button } from '../../../ui/Button';
import { IconAction } from '../../../ui/IconAction';
import { Input } from '../../../ui/Input';
import { formatLongDate } from './tourSettingsFormat';
import { sortDates, type FieldErrors } from './tourSettingsForm';

export const CLOSED_DATE_MESSAGES = {
  duplicate: 'This date is already closed.',
  empty: 'Please choose a date to close.',
} as const;

export interface ClosedDatesEditorProps {
  value: string[];
  onChange: (next: string[]) => void;
  errors?: FieldErrors;
}

/** Days without tours (holidays): add with a date input, remove, always listed in date order. */
export function ClosedDatesEditor({ value, onChange, errors }: ClosedDatesEditorProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | undefined>();
  const listError = errors?.closed_dates ?? Object.entries(errors ?? {}).find(([k]) => k.startsWith('closed_dates.'))?.[1];

  const add = () => {
    if (!draft) return setError(CLOSED_DATE_MESSAGES.empty);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(draft)) return setError(TOUR_MESSAGES.dateInvalid);
    if (value.includes(draft)) return setError(CLOSED_DATE_MESSAGES.duplicate);
    if (value.length >= TOUR_LIMITS.closedDatesMax) return setError(TOUR_MESSAGES.closedDatesTooMany);
    setError(undefined);
    onChange(sortDates([...value, draft]));
    setDraft('');
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex w-44 flex-col gap-1">
          <label htmlFor={`${id}-date`} className="text-sm font-medium text-slate-800">
            Date to close
          </label>
          <Input
            id={`${id}-date`}
            type="date"
            value={draft}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setDraft(e.target.value);
              setError(undefined);
            }}
            onKeyDown={(e) => {
              // Enter adds the date instead of saving the whole form.
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
        </div>
        <Button variant="outline" onClick={add}>
          <Plus aria-hidden className="h-4 w-4" /> Add closed date
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
      {listError && (
        <p className="text-sm text-red-700" role="alert">
          {listError}
        </p>
      )}
      {value.length === 0 ? (
        <p className="text-sm text-slate-700">No closed dates. Tours follow the weekly hours every week.</p>
      ) : (
        <ul aria-label="Closed dates" className="divide-y divide-slate-100 rounded-md border border-slate-200">
          {value.map((date) => (
            <li key={date} className="flex items-center justify-between gap-2 px-3 py-1.5 text-sm text-slate-900">
              <span>
                <time dateTime={date}>{formatLongDate(date)}</time>
              </span>
              <IconAction
                label={`Remove closed date ${formatLongDate(date)}`}
                onClick={() => onChange(value.filter((d) => d !== date))}
                danger
              >
                <Trash2 aria-hidden className="h-4 w-4" />
              </IconAction>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
