import { eq } from 'drizzle-orm';
import {
  DEFAULT_TOUR_SETTINGS,
  type TourPropertySettingsInput,
  type TourSettings,
  type TourSettingsInput,
  type TourType,
  type TourWeeklyHours,
} from '@rentfront/shared';
import type { DbOrTx } from '../../db/client';
import { tourPropertySettings, tourSettings, type TourPropertySettingsRow } from '../../db/schema';
import type { SlotRules } from './slots';

const SITE = 'site';

/** The site's tour settings; the defaults until an admin saves them (so `npm start` books tours). */
export async function loadTourSettings(db: DbOrTx): Promise<TourSettings> {
  const [row] = await db.select().from(tourSettings).where(eq(tourSettings.id, SITE)).limit(1);
  if (!row) return structuredClone(DEFAULT_TOUR_SETTINGS);
  return {
    time_zone: row.timeZone,
    // A type added in a later version gets its defaults until it is saved.
    types: { ...DEFAULT_TOUR_SETTINGS.types, ...row.types },
    weekly_hours: row.weeklyHours,
    closed_dates: row.closedDates,
    self_guided_needs_confirmation: row.selfGuidedNeedsConfirmation,
  };
}

export async function saveTourSettings(db: DbOrTx, input: TourSettingsInput): Promise<TourSettings> {
  const values = {
    id: SITE,
    timeZone: input.time_zone,
    types: input.types,
    weeklyHours: input.weekly_hours,
    closedDates: [...new Set(input.closed_dates)].sort(),
    selfGuidedNeedsConfirmation: input.self_guided_needs_confirmation,
    updatedAt: new Date(),
  };
  await db.insert(tourSettings).values(values).onConflictDoUpdate({ target: tourSettings.id, set: values });
  return loadTourSettings(db);
}

/** One home's own settings, or null (tours on, the site's hours, no access instructions). */
export async function loadPropertyTourSettings(db: DbOrTx, propertyId: string): Promise<TourPropertySettingsRow | null> {
  const [row] = await db.select().from(tourPropertySettings).where(eq(tourPropertySettings.propertyId, propertyId)).limit(1);
  return row ?? null;
}

export async function savePropertyTourSettings(db: DbOrTx, propertyId: string, input: TourPropertySettingsInput): Promise<void> {
  const values = {
    propertyId,
    toursEnabled: input.tours_enabled,
    weeklyHours: input.weekly_hours,
    accessInstructions: input.access_instructions || null,
    updatedAt: new Date(),
  };
  await db.insert(tourPropertySettings).values(values).onConflictDoUpdate({ target: tourPropertySettings.propertyId, set: values });
}

/** The slot engine's rules for one home and tour type: the home's own hours win over the site's. */
export function slotRules(settings: TourSettings, type: TourType, property: TourPropertySettingsRow | null): SlotRules {
  const t = settings.types[type];
  const hours: TourWeeklyHours = property?.weeklyHours ?? settings.weekly_hours;
  return {
    timeZone: settings.time_zone,
    weeklyHours: hours,
    closedDates: settings.closed_dates,
    lengthMinutes: t.length_minutes,
    bufferMinutes: t.buffer_minutes,
    minNoticeMinutes: t.min_notice_minutes,
    daysAhead: t.days_ahead,
    capacity: t.parties_per_slot,
  };
}
