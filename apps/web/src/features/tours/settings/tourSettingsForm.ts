import {
  TOUR_TYPE_NUMBER_FIELDS,
  TOUR_TYPES,
  WEEKDAYS,
  tourPropertySettingsSchema,
  tourSettingsSchema,
  type TourPropertySettings,
  type TourPropertySettingsInput,
  type TourSettings,
  type TourSettingsInput,
  type TourType,
  type TourTypeNumberField,
  type TourWeeklyHours,
  type Weekday,
} from '@rentfront/shared/tours';

// What the Tours settings forms hold while someone types, and the checks before a save. The checks
// are the server's own schemas, so a field shows exactly the message the API would answer with.

/** One opening window as typed: "HH:MM" from the time inputs ("" while empty). */
export interface HoursRow {
  start: string;
  end: string;
}
/** Every weekday, open or not; an empty list is a closed day. */
export type HoursForm = Record<Weekday, HoursRow[]>;

export type TypeForm = { enabled: boolean } & Record<TourTypeNumberField, string>;

export interface TourSettingsForm {
  time_zone: string;
  types: Record<TourType, TypeForm>;
  hours: HoursForm;
  closed_dates: string[];
  self_guided_needs_confirmation: boolean;
}

export interface PropertyTourForm {
  tours_enabled: boolean;
  /** False: the office hours apply. */
  own_hours: boolean;
  hours: HoursForm;
  access_instructions: string;
}

/** Field messages keyed like the API's `errors` ("types.with_agent.length_minutes", "weekly_hours.1.0.end"). */
export type FieldErrors = Record<string, string>;

export const NUMBER_FIELDS = Object.keys(TOUR_TYPE_NUMBER_FIELDS) as TourTypeNumberField[];

/** Monday first, as an office reads a week; the values stay JavaScript's (0 = Sunday). */
export const WEEK_ORDER: readonly Weekday[] = ['1', '2', '3', '4', '5', '6', '0'];
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  '0': 'Sunday',
  '1': 'Monday',
  '2': 'Tuesday',
  '3': 'Wednesday',
  '4': 'Thursday',
  '5': 'Friday',
  '6': 'Saturday',
};

/** A new window for a day: after the day's last one when there is room, else office hours. */
export function nextWindow(rows: readonly HoursRow[]): HoursRow {
  const last = rows.at(-1);
  if (last && /^\d{2}:\d{2}$/.test(last.end) && last.end < '22:00') {
    const hour = Number(last.end.slice(0, 2)) + 1;
    const end = `${String(Math.min(hour + 2, 23)).padStart(2, '0')}:00`;
    return { start: `${String(hour).padStart(2, '0')}:00`, end };
  }
  return { start: '09:00', end: '17:00' };
}

export function hoursToForm(hours: TourWeeklyHours | null | undefined): HoursForm {
  const form = {} as HoursForm;
  for (const d of WEEKDAYS) form[d] = (hours?.[d] ?? []).map((w) => ({ start: w.start, end: w.end }));
  return form;
}

/** The API's shape: closed days left out, times as typed. */
export function formToHours(form: HoursForm): TourWeeklyHours {
  const hours: TourWeeklyHours = {};
  for (const d of WEEKDAYS) if (form[d].length > 0) hours[d] = form[d].map((w) => ({ start: w.start, end: w.end }));
  return hours;
}

export function settingsToForm(settings: TourSettings): TourSettingsForm {
  const types = {} as Record<TourType, TypeForm>;
  for (const type of TOUR_TYPES) {
    const t = settings.types[type];
    types[type] = { enabled: t.enabled } as TypeForm;
    for (const f of NUMBER_FIELDS) types[type][f] = String(t[f]);
  }
  return {
    time_zone: settings.time_zone,
    types,
    hours: hoursToForm(settings.weekly_hours),
    closed_dates: sortDates(settings.closed_dates),
    self_guided_needs_confirmation: settings.self_guided_needs_confirmation,
  };
}

/** An empty box is "no number" (NaN), never 0: zod's coercion would otherwise take "" as 0. */
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function formToBody(form: TourSettingsForm) {
  const types = {} as Record<TourType, Record<string, unknown>>;
  for (const type of TOUR_TYPES) {
    types[type] = { enabled: form.types[type].enabled };
    for (const f of NUMBER_FIELDS) types[type][f] = toNumber(form.types[type][f]);
  }
  return {
    time_zone: form.time_zone,
    types,
    weekly_hours: formToHours(form.hours),
    closed_dates: form.closed_dates,
    self_guided_needs_confirmation: form.self_guided_needs_confirmation,
  };
}

function issuesToErrors(issues: readonly { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** Checks the whole form with the server's schema: the body to send, or the field messages. */
export function validateSettings(form: TourSettingsForm): { ok: true; body: TourSettingsInput } | { ok: false; errors: FieldErrors } {
  const parsed = tourSettingsSchema.safeParse(formToBody(form));
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, errors: issuesToErrors(parsed.error.issues) };
}

export function propertyToForm(settings: TourPropertySettings, office: TourWeeklyHours | undefined): PropertyTourForm {
  return {
    tours_enabled: settings.tours_enabled,
    own_hours: settings.weekly_hours !== null,
    // Starting from the office hours makes "own hours" a small change rather than a blank week.
    hours: hoursToForm(settings.weekly_hours ?? office),
    access_instructions: settings.access_instructions ?? '',
  };
}

export function validateProperty(
  form: PropertyTourForm,
): { ok: true; body: TourPropertySettingsInput } | { ok: false; errors: FieldErrors } {
  const parsed = tourPropertySettingsSchema.safeParse({
    tours_enabled: form.tours_enabled,
    weekly_hours: form.own_hours ? formToHours(form.hours) : null,
    access_instructions: form.access_instructions,
  });
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, errors: issuesToErrors(parsed.error.issues) };
}

export function sortDates(dates: readonly string[]): string[] {
  return [...new Set(dates)].sort();
}

/** Same form, same meaning: what "unsaved changes" compares (closed dates are kept sorted). */
export function sameForm<T>(a: T, b: T): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
