// The Settings → Rent form as typed text and the body it sends: dollars to integer cents (no
// floating point, admin/dollars.ts) and a percentage to basis points ("2.5" → 250).
import { RENT_SETTINGS_LIMITS as L, type RentSettings } from '@rentfront/shared/rent-settings';
import { parseDollars } from '../admin/dollars';

export interface CapRow {
  state: string;
  maxDollars: string;
  maxPercent: string;
}

export interface RentSettingsForm {
  reminderDays: string;
  depositDays: string;
  caps: CapRow[];
}

export type RentSettingsErrors = Partial<Record<'reminderDays' | 'depositDays' | `cap.${number}`, string>>;

const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** "2.5" → 250 basis points; null when it is not a percentage of at most two decimals up to 100. */
export function parsePercent(text: string): number | null {
  const m = PERCENT.exec(text.trim().replace(/%$/, '').trim());
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp <= L.capPercentMax ? bp : null;
}

const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
const percent = (bp: number | null) => (bp === null ? '' : String(bp / 100));

export function settingsToForm(s: RentSettings): RentSettingsForm {
  return {
    reminderDays: String(s.reminder_days),
    depositDays: String(s.deposit_statement_days),
    caps: Object.entries(s.late_fee_caps)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([state, cap]) => ({ state, maxDollars: dollars(cap.max_cents), maxPercent: percent(cap.max_percent_bp) })),
  };
}

function wholeDays(text: string, min: number, max: number): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n >= min && n <= max ? n : null;
}

export type CheckedRentSettings = { ok: true; body: RentSettings } | { ok: false; errors: RentSettingsErrors };

export function validateRentSettings(form: RentSettingsForm): CheckedRentSettings {
  const errors: RentSettingsErrors = {};
  const reminder = wholeDays(form.reminderDays, 0, L.reminderDaysMax);
  if (reminder === null) errors.reminderDays = `Enter a whole number of days from 0 (no reminder) to ${L.reminderDaysMax}`;
  const deposit = wholeDays(form.depositDays, L.depositDaysMin, L.depositDaysMax);
  if (deposit === null) errors.depositDays = `Enter a whole number of days from ${L.depositDaysMin} to ${L.depositDaysMax}`;
  const caps: RentSettings['late_fee_caps'] = {};
  form.caps.forEach((row, i) => {
    const state = row.state.trim().toUpperCase();
    const cents = row.maxDollars.trim() === '' ? null : parseDollars(row.maxDollars);
    const bp = row.maxPercent.trim() === '' ? null : parsePercent(row.maxPercent);
    if (!/^[A-Z]{2}$/.test(state)) errors[`cap.${i}`] = 'Enter the two-letter state code, e.g. NY';
    else if (state in caps) errors[`cap.${i}`] = `${state} is listed twice`;
    else if (row.maxDollars.trim() !== '' && (cents === null || cents > L.capCentsMax))
      errors[`cap.${i}`] = 'Enter the most a late fee may be in dollars, e.g. 50.00';
    else if (row.maxPercent.trim() !== '' && bp === null) errors[`cap.${i}`] = 'Enter the percentage of the rent from 0 to 100, e.g. 5';
    else if (cents === null && bp === null) errors[`cap.${i}`] = 'Enter a dollar cap, a percentage cap or both';
    else caps[state] = { max_cents: cents, max_percent_bp: bp };
  });
  if (form.caps.length > L.states) errors['cap.0'] = `At most ${L.states} states`;
  if (Object.keys(errors).length > 0 || reminder === null || deposit === null) return { ok: false, errors };
  return { ok: true, body: { late_fee_caps: caps, reminder_days: reminder, deposit_statement_days: deposit } };
}

export function sameForm(a: RentSettingsForm, b: RentSettingsForm): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
