import { PROPERTY_TYPES, SAVED_SEARCH_EMAIL_RATE_LIMIT, type SavedSearchFilters } from '@rentfront/shared';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/http/errors';
import { enforceRateLimit } from '../../platform/rate-limit';
import { emailIndexOf, saveSearch } from '../saved-searches/service';
import type { SearchCriteria } from './engine/types';

/** What the Property Assistant learnt about a search: its criteria without the move-in date, which a listing alert has no use for. */
export type ChatSearch = Omit<SearchCriteria, 'move_in'>;

/** The chat's criteria as /properties filters (the move-in date has no list filter and is left out). */
export function chatSearchFilters(search: ChatSearch): SavedSearchFilters {
  const filters: SavedSearchFilters = {};
  const type = search.property_type?.toLowerCase();
  if (type && (PROPERTY_TYPES as readonly string[]).includes(type)) filters.property_type = type;
  if (search.bedrooms === 0 && !filters.property_type) filters.property_type = 'studio';
  if (search.bedrooms && search.bedrooms > 0) filters.bedrooms = search.bedrooms;
  if (search.city) filters.city = search.city;
  if (search.state) filters.state = search.state;
  if (search.min_price !== undefined) filters.min_price = search.min_price;
  if (search.max_price !== undefined) filters.max_price = search.max_price;
  // Someone without pets can live anywhere; only pet owners narrow the search.
  if (search.pets === true) filters.pets_allowed = true;
  return filters;
}

/**
 * "Email me new listings" in the chat: the same saved search as the list page's, double opt-in
 * included, in the chat turn's transaction. The conversation goes on whatever happens here: an
 * address over its limits simply gets no new confirmation mail. Returns whether one was queued.
 */
export async function saveSearchFromChat(ctx: AppContext, tx: Tx, email: string, search: ChatSearch): Promise<boolean> {
  try {
    await enforceRateLimit(ctx.rateLimits, { name: 'saved-search-email', ...SAVED_SEARCH_EMAIL_RATE_LIMIT }, emailIndexOf(ctx, email));
    await saveSearch(ctx, tx, { email, filters: chatSearchFilters(search), source: 'chatbot' });
    return true;
  } catch (err) {
    // Only refusals made before any write (limits); a database error still fails the turn.
    if (err instanceof AppError && (err.statusCode === 409 || err.statusCode === 429)) return false;
    throw err;
  }
}
