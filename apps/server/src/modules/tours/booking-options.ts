import { TOUR_PAGE_PATH, TOUR_TYPE_DESCRIPTIONS, TOUR_TYPE_LABELS, TOUR_TYPES, type BookingType } from '@rentfront/shared';
import type { AppContext } from '../../context';
import { loadTourSettings } from './settings';

/**
 * The built-in tour types as visit-dialog booking options (issue 21 item 2), in the TidyCal field
 * names the dialog reads: each enabled type, with an absolute link to our own tour page (the
 * dialog adds `&property=<id>` when opened for a home). They come before TidyCal's or the
 * database's options.
 */
export async function builtInTourOptions(ctx: AppContext): Promise<BookingType[]> {
  const settings = await loadTourSettings(ctx.db);
  return TOUR_TYPES.filter((type) => settings.types[type].enabled).map((type) => ({
    id: `tour-${type}`,
    title: TOUR_TYPE_LABELS[type],
    description: TOUR_TYPE_DESCRIPTIONS[type],
    booking_page_url: `${ctx.config.publicUrl}${TOUR_PAGE_PATH}?type=${type}`,
    duration_minutes: settings.types[type].length_minutes,
    price: 0,
    currency_code: 'USD',
    deleted_at: null,
    disabled_at: null,
  }));
}
