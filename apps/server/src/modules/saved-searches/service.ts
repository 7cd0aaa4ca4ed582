import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  describeSavedSearch,
  maskEmail,
  SAVED_SEARCH_CONFIRM_TTL_MS,
  SAVED_SEARCH_FILTER_NAMES,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_PER_EMAIL_MAX,
  type SavedSearch,
  type SavedSearchFilters,
  type SavedSearchListData,
  type SavedSearchListQuery,
  type SavedSearchSource,
} from '@rentfront/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { savedSearches, type SavedSearchRow } from '../../db/schema';
import { AppError, notFound } from '../../platform/http/errors';
import { enqueueEmail } from '../../platform/mail/outbox';
import { offsetPagination } from '../../platform/offset-pagination';
import { confirmationEmail } from './emails';
import { findSavedSearchToken, issueSavedSearchToken, revokeSavedSearchTokens, useSavedSearchToken } from './tokens';
import { isUuid } from '../../platform/ids';

const ACTIVE = ['pending', 'confirmed'] as const;

/** Addresses are compared case-insensitively (as mail providers do in practice). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The blind index of an address: finds its searches without decrypting any row. */
export function emailIndexOf(ctx: Pick<AppContext, 'pii'>, email: string): string {
  return ctx.pii.blindIndex(`saved-search-email:${normalizeEmail(email)}`);
}

/** Only the known filters, in one order, without unset ones: the same search gives the same key. */
export function canonicalFilters(filters: SavedSearchFilters): SavedSearchFilters {
  const out: Record<string, unknown> = {};
  for (const name of SAVED_SEARCH_FILTER_NAMES) {
    const value = filters[name];
    if (value !== undefined && value !== null && value !== '') out[name] = value;
  }
  return out as SavedSearchFilters;
}

export interface SaveSearchInput {
  email: string;
  filters: SavedSearchFilters;
  source: SavedSearchSource;
}

/**
 * Saves a search and queues its confirmation mail (double opt-in), in `db` (pass the caller's
 * transaction so a rolled-back chat turn saves nothing). The same search saved again by the same
 * address sends a fresh confirmation link (the old one stops working) while it is unconfirmed,
 * and nothing once confirmed; the answer is the same either way, so it tells nobody whether an
 * address has saved anything.
 */
export async function saveSearch(ctx: AppContext, db: DbOrTx, input: SaveSearchInput): Promise<void> {
  const filters = canonicalFilters(input.filters);
  const filtersKey = JSON.stringify(filters);
  const emailIndex = emailIndexOf(ctx, input.email);
  const now = new Date();
  const active = await db
    .select({ id: savedSearches.id, status: savedSearches.status, filtersKey: savedSearches.filtersKey })
    .from(savedSearches)
    .where(and(eq(savedSearches.emailIndex, emailIndex), inArray(savedSearches.status, [...ACTIVE])));

  const same = active.find((row) => row.filtersKey === filtersKey);
  if (same?.status === 'confirmed') return;
  let id = same?.id;
  if (id) {
    await revokeSavedSearchTokens(db, id, 'confirm', now);
    await db.update(savedSearches).set({ updatedAt: now }).where(eq(savedSearches.id, id));
  } else {
    if (active.length >= SAVED_SEARCH_PER_EMAIL_MAX) throw new AppError(409, SAVED_SEARCH_MESSAGES.limitReached);
    const [row] = await db
      .insert(savedSearches)
      .values({ email: ctx.pii.encrypt(input.email.trim()), emailIndex, filters, filtersKey, source: input.source })
      .returning({ id: savedSearches.id });
    id = row.id;
  }
  const token = await issueSavedSearchToken(db, id, 'confirm', new Date(now.getTime() + SAVED_SEARCH_CONFIRM_TTL_MS));
  await enqueueEmail(db, { to: input.email.trim(), ...confirmationEmail(ctx.config, describeSavedSearch(filters), token) });
}

/** POST /api/public/saved-searches: one transaction, then the mail worker is woken. */
export async function saveSearchFromWeb(ctx: AppContext, input: { email: string; filters: SavedSearchFilters }): Promise<void> {
  await ctx.db.transaction((tx) => saveSearch(ctx, tx, { ...input, source: 'web' }));
  ctx.mailer.kick();
}

// ---------------------------------------------------------------------------------------------
// Confirm and unsubscribe links
// ---------------------------------------------------------------------------------------------

export type LinkState =
  'confirm' | 'confirmed' | 'already_confirmed' | 'unsubscribe' | 'unsubscribed' | 'already_unsubscribed' | 'expired' | 'invalid';

export interface LinkOutcome {
  state: LinkState;
  /** The search in words, when the link names one. */
  summary?: string;
}

async function searchOf(db: DbOrTx, id: string): Promise<SavedSearchRow | undefined> {
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, id)).limit(1);
  return row;
}

/**
 * What a confirm link does. `apply` false: only tells (the page with the button; a mail
 * scanner fetching the link confirms nothing). `apply` true: confirms, once.
 */
export async function confirmLink(ctx: AppContext, token: string, apply: boolean): Promise<LinkOutcome> {
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    const row = await findSavedSearchToken(tx, token, 'confirm');
    const search = row ? await searchOf(tx, row.savedSearchId) : undefined;
    if (!row || !search) return { state: 'invalid' };
    const summary = describeSavedSearch(search.filters);
    if (search.status === 'confirmed') return { state: 'already_confirmed', summary };
    if (search.status !== 'pending' || row.usedAt) return { state: 'invalid' };
    if (row.expiresAt && row.expiresAt <= now) return { state: 'expired', summary };
    if (!apply) return { state: 'confirm', summary };
    if (!(await useSavedSearchToken(tx, row, now))) return { state: 'already_confirmed', summary };
    // Homes listed from now on are new to this visitor; the first check is due at once.
    await tx
      .update(savedSearches)
      .set({ status: 'confirmed', confirmedAt: now, checkedUntil: now, nextCheckAt: now, updatedAt: now })
      .where(and(eq(savedSearches.id, search.id), eq(savedSearches.status, 'pending')));
    await revokeSavedSearchTokens(tx, search.id, 'confirm', now);
    return { state: 'confirmed', summary };
  });
}

/**
 * What an unsubscribe link does (`apply` false: tells; true: unsubscribes, the RFC 8058 one-click
 * POST included). The address is erased from the row: nothing is sent to it again, and nothing
 * needs it any more.
 */
export async function unsubscribeLink(ctx: AppContext, token: string, apply: boolean): Promise<LinkOutcome> {
  return ctx.db.transaction(async (tx) => {
    const now = new Date();
    const row = await findSavedSearchToken(tx, token, 'unsubscribe');
    const search = row ? await searchOf(tx, row.savedSearchId) : undefined;
    if (!row || !search) return { state: 'invalid' };
    const summary = describeSavedSearch(search.filters);
    if (search.status === 'unsubscribed' || row.usedAt) return { state: 'already_unsubscribed', summary };
    if (!apply) return { state: 'unsubscribe', summary };
    if (!(await useSavedSearchToken(tx, row, now))) return { state: 'already_unsubscribed', summary };
    await tx
      .update(savedSearches)
      .set({ status: 'unsubscribed', unsubscribedAt: now, nextCheckAt: null, email: '', emailIndex: '', updatedAt: now })
      .where(eq(savedSearches.id, search.id));
    await revokeSavedSearchTokens(tx, search.id, 'unsubscribe', now);
    return { state: 'unsubscribed', summary };
  });
}

// ---------------------------------------------------------------------------------------------
// Admin
// ---------------------------------------------------------------------------------------------

function toSavedSearch(ctx: AppContext, row: SavedSearchRow): SavedSearch {
  let masked = '***';
  if (row.email && ctx.pii.canDecrypt(row.email)) masked = maskEmail(ctx.pii.decrypt(row.email));
  return {
    id: row.id,
    email_masked: masked,
    filters: row.filters,
    summary: describeSavedSearch(row.filters),
    status: row.status,
    source: row.source,
    created_at: row.createdAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    last_sent_at: row.lastSentAt?.toISOString() ?? null,
  };
}

/** Newest first; by status, or one address exactly (through its blind index). */
export async function listSavedSearches(ctx: AppContext, query: SavedSearchListQuery): Promise<SavedSearchListData> {
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(eq(savedSearches.status, query.status));
  if (query.email) conditions.push(eq(savedSearches.emailIndex, emailIndexOf(ctx, query.email)));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(savedSearches)
      .where(where)
      .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
      .limit(query.limit)
      .offset(query.offset),
    ctx.db.select({ total: count() }).from(savedSearches).where(where),
  ]);
  return {
    saved_searches: rows.map((row) => toSavedSearch(ctx, row)),
    pagination: offsetPagination(query, total, rows.length),
  };
}

export async function deleteSavedSearch(ctx: AppContext, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
  const [row] = await ctx.db.delete(savedSearches).where(eq(savedSearches.id, id)).returning({ id: savedSearches.id });
  if (!row) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
}
