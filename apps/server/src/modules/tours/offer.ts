import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { TourOffer, TourOfferQuery } from '@rentfront/shared';
import type { AppContext } from '../../context';
import { properties, tourPropertySettings } from '../../db/schema';
import { loadTourSettings } from './settings';

/**
 * Which of the asked homes take tours of a type, by the same rules as booking (tourRulesFor): the
 * home is available, its own settings do not switch tours off, and the type is offered at all.
 * One statement for the whole page of homes, in the order they were asked.
 */
export async function tourOffer(ctx: AppContext, query: TourOfferQuery): Promise<TourOffer> {
  const settings = await loadTourSettings(ctx.db);
  const typeOffered = Boolean(settings.types[query.type]?.enabled);
  if (!typeOffered || query.ids.length === 0) return { type: query.type, type_offered: typeOffered, property_ids: [] };
  const rows = await ctx.db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        inArray(properties.id, query.ids),
        eq(properties.status, 'available'),
        notExists(
          ctx.db
            .select({ id: tourPropertySettings.propertyId })
            .from(tourPropertySettings)
            .where(and(eq(tourPropertySettings.propertyId, properties.id), eq(tourPropertySettings.toursEnabled, false))),
        ),
      ),
    );
  const open = new Set(rows.map((r) => r.id));
  return { type: query.type, type_offered: true, property_ids: query.ids.filter((id) => open.has(id)) };
}
