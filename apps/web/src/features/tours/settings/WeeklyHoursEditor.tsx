import type { Weekday } from '@rentfront/shared/tours-core';
import { Plus, Trash2 } from '../../../ui/icons';
import { Button } from '../../../ui/Button';
import { IconAction } from '../../../ui/IconAction';
import { Input } from '../../../ui/Input';
import { nextWindow, WEEK_ORDER, WEEKDAY_NAMES, type FieldErrors, type HoursForm, type HoursRow } from './tourSettingsForm';

export interface WeeklyHoursEditorProps {
  /** Prefixes the element ids, so two editors never share one. */
  idPrefix: string;
  value: HoursForm;
  onChange: (next: HoursForm) => void;
  /** Field messages keyed "weekly_hours.<day>.<index>.<start|end>" and "weekly_hours.<day>". */
  errors?: FieldErrors;
  disabled?: boolean;
}

const KEY = 'weekly_hours';
// On a phone the time picker opens on tap; its clock icon only takes room "09:00 AM" needs.
const TIME_INPUT = 'min-w-0 px-2 max-sm:[&::-webkit-calendar-picker-indicator]:hidden';

/** One end of an opening window: the word it shows ("From", "to") after the day and window, which only screen readers hear. */
function TimeField({
  id,
  context,
  word,
  value,
  error,
  onChange,
}: {
  id: string;
  context: string;
  word: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm text-slate-800">
        <span className="sr-only">{context}, </span>
        {word}
      </label>
      <Input
        id={id}
        type="time"
        className={TIME_INPUT}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/**
 * The opening hours of each weekday: open or closed, and one or more windows ("From"/"To" time
 * inputs). Each day is a labelled group; every control says which day and window it belongs to.
 */
export function WeeklyHoursEditor({ idPrefix, value, onChange, errors, disabled }: WeeklyHoursEditorProps) {
  const setDay = (day: Weekday, rows: HoursRow[]) => onChange({ ...value, [day]: rows });

  return (
    <div className="divide-y divide-slate-200 rounded-md border border-slate-200">
      {WEEK_ORDER.map((day) => {
        const name = WEEKDAY_NAMES[day];
        const rows = value[day];
        const open = rows.length > 0;
        const dayError = errors?.[`${KEY}.${day}`];
        return (
          <fieldset key={day} className="grid min-w-0 gap-2 p-3 sm:grid-cols-[9rem_minmax(0,1fr)] sm:items-start" disabled={disabled}>
            <legend className="sr-only">{name}</legend>
            <label className="flex h-10 items-center gap-2 text-sm font-medium text-slate-900">
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand-700"
                checked={open}
                onChange={(e) => setDay(day, e.target.checked ? [nextWindow([])] : [])}
              />
              {name}
            </label>
            <div className="grid gap-2">
              {!open && <p className="flex h-10 items-center text-sm text-slate-700">Closed</p>}
              {rows.map((row, i) => {
                const base = `${KEY}.${day}.${i}`;
                const startError = errors?.[`${base}.start`];
                const endError = errors?.[`${base}.end`];
                const which = rows.length > 1 ? `, hours ${i + 1}` : '';
                const id = `${idPrefix}-${day}-${i}`;
                const setRow = (patch: Partial<HoursRow>) =>
                  setDay(
                    day,
                    rows.map((r, j) => (j === i ? { ...r, ...patch } : r)),
                  );
                const messageIds =
                  [startError && `${id}-start-error`, endError && `${id}-end-error`].filter(Boolean).join(' ') || undefined;
                return (
                  <div key={i} className="grid gap-1">
                    <div className="grid max-w-md grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2">
                      <TimeField
                        id={`${id}-start`}
                        context={`${name}${which}`}
                        word="From"
                        value={row.start}
                        error={startError}
                        onChange={(start) => setRow({ start })}
                      />
                      <TimeField
                        id={`${id}-end`}
                        context={`${name}${which}`}
                        word="to"
                        value={row.end}
                        error={endError}
                        onChange={(end) => setRow({ end })}
                      />
                      <div className="pb-0.5">
                        <IconAction
                          label={`Remove ${name} hours${rows.length > 1 ? ` ${i + 1}` : ''}`}
                          onClick={() =>
                            setDay(
                              day,
                              rows.filter((_, j) => j !== i),
                            )
                          }
                          danger
                        >
                          <Trash2 aria-hidden className="h-4 w-4" />
                        </IconAction>
                      </div>
                    </div>
                    {messageIds && (
                      <div className="grid gap-0.5">
                        {startError && (
                          <p id={`${id}-start-error`} className="text-sm text-red-700" role="alert">
                            {startError}
                          </p>
                        )}
                        {endError && endError !== startError && (
                          <p id={`${id}-end-error`} className="text-sm text-red-700" role="alert">
                            {endError}
                          </p>
                        )}
                      </div>
                    )}
                  </div>
                );
              })}
              {open && (
                <div>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setDay(day, [...rows, nextWindow(rows)])}
                    aria-label={`Add hours to ${name}`}
                  >
                    <Plus aria-hidden className="h-4 w-4" /> Add hours
                  </Button>
                </div>
              )}
              {dayError && (
                <p className="text-sm text-red-700" role="alert">
                  {dayError}
                </p>
              )}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
