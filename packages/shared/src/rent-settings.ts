// The office's rent rules in Settings (issue 33 item 2): late-fee caps by state, how many days
// before the due day the rent reminder goes out, and the deposit statement's deadline after move-out.
// `GET/PUT /api/admin/settings/rent`.
import { z } from 'zod';

export const RENT_SETTINGS_LIMITS = {
  reminderDaysMax: 14,
  depositDaysMin: 1,
  depositDaysMax: 90,
  capCentsMax: 10_000_000,
  capPercentMax: 10_000,
  states: 60,
} as const;
const L = RENT_SETTINGS_LIMITS;

export const RENT_SETTINGS_MESSAGES = {
  state: 'late_fee_caps: each key is a two-letter state code (NY, CA, …)',
  capCents: `late_fee_caps.max_cents: a whole number of cents from 0 to ${L.capCentsMax}, or null`,
  capPercent: `late_fee_caps.max_percent_bp: basis points of the rent from 0 to ${L.capPercentMax} (500 = 5 %), or null`,
  states: `late_fee_caps: at most ${L.states} states`,
  reminderDays: `reminder_days: a whole number of days from 0 (no reminder) to ${L.reminderDaysMax}`,
  depositDays: `deposit_statement_days: a whole number of days from ${L.depositDaysMin} to ${L.depositDaysMax}`,
  saved: 'Rent settings saved',
} as const;
const M = RENT_SETTINGS_MESSAGES;

const capSchema = z.object({
  max_cents: z.number({ error: M.capCents }).int(M.capCents).min(0, M.capCents).max(L.capCentsMax, M.capCents).nullable().default(null),
  max_percent_bp: z
    .number({ error: M.capPercent })
    .int(M.capPercent)
    .min(0, M.capPercent)
    .max(L.capPercentMax, M.capPercent)
    .nullable()
    .default(null),
});
export type StateLateFeeCapSetting = z.infer<typeof capSchema>;

export const rentSettingsSchema = z.object({
  late_fee_caps: z
    .record(z.string().regex(/^[A-Za-z]{2}$/, M.state), capSchema, { error: M.state })
    .refine((caps) => Object.keys(caps).length <= L.states, M.states)
    .transform((caps) => Object.fromEntries(Object.entries(caps).map(([state, cap]) => [state.toUpperCase(), cap]))),
  reminder_days: z.number({ error: M.reminderDays }).int(M.reminderDays).min(0, M.reminderDays).max(L.reminderDaysMax, M.reminderDays),
  deposit_statement_days: z
    .number({ error: M.depositDays })
    .int(M.depositDays)
    .min(L.depositDaysMin, M.depositDays)
    .max(L.depositDaysMax, M.depositDays),
});
export type RentSettings = z.infer<typeof rentSettingsSchema>;

export const RENT_SETTINGS_DEFAULTS: RentSettings = { late_fee_caps: {}, reminder_days: 3, deposit_statement_days: 30 };
