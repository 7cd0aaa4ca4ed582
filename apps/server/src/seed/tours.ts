// Demo tour settings (issue 21): weekday and Saturday hours, the winter holidays closed, and
// access instructions for a few homes, so `npm start` books tours out of the box.
import { asc, sql } from 'drizzle-orm';
import { DEFAULT_TOUR_SETTINGS } from '@rentfront/shared';
import type { AppContext } from '../context';
import { properties, tourSettings } from '../db/schema';
import { savePropertyTourSettings, saveTourSettings } from '../modules/tours/settings';
import type { Seeder } from './seeder';

const ACCESS = [
  'Lockbox on the front door railing, code 4821. Please lock the door and put the key back when you leave.',
  'Smart lock on the side door: the code is the last four digits of your phone number followed by #.',
  'Ring the building manager at unit 1; she will let you in and hand you the key.',
];

export const seedTours: Seeder = async (ctx: AppContext) => {
  const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(tourSettings);
  if (Number(n) > 0) return;
  const year = new Date().getUTCFullYear();
  await saveTourSettings(ctx.db, {
    ...DEFAULT_TOUR_SETTINGS,
    closed_dates: [`${year}-12-25`, `${year + 1}-01-01`, `${year + 1}-12-25`],
  });
  const homes = await ctx.db.select({ id: properties.id }).from(properties).orderBy(asc(properties.createdAt), asc(properties.id)).limit(3);
  for (const [i, home] of homes.entries()) {
    await savePropertyTourSettings(ctx.db, home.id, { tours_enabled: true, weekly_hours: null, access_instructions: ACCESS[i] });
  }
};
