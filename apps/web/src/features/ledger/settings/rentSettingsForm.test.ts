import { describe, expect, it } from 'vitest';
import { parsePercent, settingsToForm, validateRentSettings } from './rentSettingsForm';

describe('the rent settings form', () => {
  it('reads percentages as basis points without floating point', () => {
    expect(parsePercent('5')).toBe(500);
    expect(parsePercent('2.5')).toBe(250);
    expect(parsePercent('0.07 %')).toBe(7);
    expect(parsePercent('100')).toBe(10_000);
    expect(parsePercent('100.01')).toBeNull();
    expect(parsePercent('1.234')).toBeNull();
    expect(parsePercent('-1')).toBeNull();
  });

  it('round-trips the saved settings and sends integer cents', () => {
    const form = settingsToForm({
      late_fee_caps: { NY: { max_cents: 5_000, max_percent_bp: 500 } },
      reminder_days: 3,
      deposit_statement_days: 14,
    });
    expect(form).toEqual({ reminderDays: '3', depositDays: '14', caps: [{ state: 'NY', maxDollars: '50.00', maxPercent: '5' }] });
    form.caps.push({ state: 'ca', maxDollars: '', maxPercent: '2.5' });
    expect(validateRentSettings(form)).toEqual({
      ok: true,
      body: {
        late_fee_caps: { NY: { max_cents: 5_000, max_percent_bp: 500 }, CA: { max_cents: null, max_percent_bp: 250 } },
        reminder_days: 3,
        deposit_statement_days: 14,
      },
    });
  });

  it('names each field that is wrong', () => {
    const checked = validateRentSettings({
      reminderDays: '15',
      depositDays: '0',
      caps: [
        { state: 'New York', maxDollars: '50', maxPercent: '' },
        { state: 'NJ', maxDollars: '', maxPercent: '' },
        { state: 'NJ', maxDollars: '1', maxPercent: '' },
        { state: 'PA', maxDollars: 'ten', maxPercent: '' },
      ],
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        reminderDays: 'Enter a whole number of days from 0 (no reminder) to 14',
        depositDays: 'Enter a whole number of days from 1 to 90',
        'cap.0': 'Enter the two-letter state code, e.g. NY',
        'cap.1': 'Enter a dollar cap, a percentage cap or both',
        'cap.3': 'Enter the most a late fee may be in dollars, e.g. 50.00',
      },
    });
  });
});
