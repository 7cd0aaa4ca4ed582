import { DEFAULT_TOUR_SETTINGS, TOUR_MESSAGES, tourNumberMessage } from '@rentfront/shared/tours';
import { describe, expect, it } from 'vitest';
import {
  formToHours,
  hoursToForm,
  nextWindow,
  propertyToForm,
  sameForm,
  settingsToForm,
  sortDates,
  validateProperty,
  validateSettings,
  type TourSettingsForm,
} from './tourSettingsForm';

const form = (change: (f: TourSettingsForm) => void = () => undefined) => {
  const f = settingsToForm(DEFAULT_TOUR_SETTINGS);
  change(f);
  return f;
};

describe('tour settings form', () => {
  it('round-trips the saved settings: closed days left out, numbers back to numbers', () => {
    const checked = validateSettings(form());
    expect(checked).toEqual({ ok: true, body: DEFAULT_TOUR_SETTINGS });
    expect(form().hours['0']).toEqual([]);
    expect(formToHours(hoursToForm({ '2': [{ start: '09:00', end: '12:00' }] }))).toEqual({ '2': [{ start: '09:00', end: '12:00' }] });
  });

  it('carries "Self-guided tours need confirmation" both ways, on by default (issue 30)', () => {
    expect(form().self_guided_needs_confirmation).toBe(true);
    const off = validateSettings(form((f) => (f.self_guided_needs_confirmation = false)));
    expect(off).toEqual({ ok: true, body: { ...DEFAULT_TOUR_SETTINGS, self_guided_needs_confirmation: false } });
    expect(settingsToForm({ ...DEFAULT_TOUR_SETTINGS, self_guided_needs_confirmation: false }).self_guided_needs_confirmation).toBe(false);
    expect(
      sameForm(
        form(),
        form((f) => (f.self_guided_needs_confirmation = false)),
      ),
    ).toBe(false);
  });

  it("gives each bad value the server's message under its own field", () => {
    const checked = validateSettings(
      form((f) => {
        f.hours['1'] = [{ start: '17:00', end: '09:00' }];
        f.hours['2'] = [
          { start: '09:00', end: '12:00' },
          { start: '11:30', end: '14:00' },
        ];
        f.hours['3'] = [{ start: '', end: '12:00' }];
        f.types.with_agent.length_minutes = '0';
        f.types.video_call.parties_per_slot = '';
        f.types.self_guided.days_ahead = '2.5';
        f.time_zone = 'Not/AZone';
      }),
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({
      time_zone: TOUR_MESSAGES.timeZoneInvalid,
      'weekly_hours.1.0.end': TOUR_MESSAGES.hoursEndBeforeStart,
      'weekly_hours.2.1.start': TOUR_MESSAGES.hoursOverlap,
      'weekly_hours.3.0.start': TOUR_MESSAGES.hoursInvalid,
      'types.with_agent.length_minutes': tourNumberMessage('length_minutes'),
      'types.video_call.parties_per_slot': tourNumberMessage('parties_per_slot'),
      'types.self_guided.days_ahead': tourNumberMessage('days_ahead'),
    });
  });

  it('lets windows touch but not overlap, in any order', () => {
    const touching = form((f) => {
      f.hours['1'] = [
        { start: '13:00', end: '17:00' },
        { start: '09:00', end: '13:00' },
      ];
    });
    expect(validateSettings(touching).ok).toBe(true);
    const inside = validateSettings(
      form((f) => {
        f.hours['1'] = [
          { start: '09:00', end: '17:00' },
          { start: '10:00', end: '11:00' },
        ];
      }),
    );
    expect(inside.ok ? {} : inside.errors).toEqual({ 'weekly_hours.1.1.start': TOUR_MESSAGES.hoursOverlap });
  });

  it('suggests a next window after the last one, or office hours', () => {
    expect(nextWindow([])).toEqual({ start: '09:00', end: '17:00' });
    expect(nextWindow([{ start: '09:00', end: '12:00' }])).toEqual({ start: '13:00', end: '15:00' });
    expect(nextWindow([{ start: '18:00', end: '22:30' }])).toEqual({ start: '09:00', end: '17:00' });
  });

  it('keeps closed dates sorted and unique; compares forms by value', () => {
    expect(sortDates(['2026-12-31', '2026-01-01', '2026-12-31'])).toEqual(['2026-01-01', '2026-12-31']);
    expect(sameForm(form(), form())).toBe(true);
    expect(
      sameForm(
        form(),
        form((f) => (f.types.video_call.enabled = false)),
      ),
    ).toBe(false);
  });

  it('a home: the office hours (null) unless it keeps its own; empty instructions are none', () => {
    const home = propertyToForm(
      { property_id: 'p', tours_enabled: true, weekly_hours: null, access_instructions: null },
      DEFAULT_TOUR_SETTINGS.weekly_hours,
    );
    expect(home.own_hours).toBe(false);
    expect(home.hours['1']).toEqual([{ start: '09:00', end: '18:00' }]);
    expect(validateProperty(home)).toEqual({ ok: true, body: { tours_enabled: true, weekly_hours: null, access_instructions: null } });
    const own = validateProperty({ ...home, own_hours: true, tours_enabled: false, access_instructions: '  Lockbox 12 ' });
    expect(own.ok && own.body).toMatchObject({
      tours_enabled: false,
      weekly_hours: { '1': [{ start: '09:00', end: '18:00' }] },
      access_instructions: 'Lockbox 12',
    });
    const bad = validateProperty({ ...home, own_hours: true, hours: { ...home.hours, '6': [{ start: '12:00', end: '10:00' }] } });
    expect(bad.ok ? {} : bad.errors).toEqual({ 'weekly_hours.6.0.end': TOUR_MESSAGES.hoursEndBeforeStart });
  });
});
