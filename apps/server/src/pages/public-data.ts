import {
  cleanPublicQuery,
  noticeListQuerySchema,
  propertyListQuerySchema,
  teamListQuerySchema,
  tourOfferQuerySchema,
  type PublicData,
} from '@rentfront/shared';
import type { z } from 'zod';
import type { AppContext } from '../context';
import { AppError } from '../platform/http/errors';
import type { CacheRead } from '../platform/http/read-cache';
import { listActiveNotices } from '../modules/notices/service';
import { toNotice } from '../modules/notices/serialize';
import { propertyReads } from '../modules/properties/public-reads';
import { listActiveQuestions, toPublicQuestion } from '../modules/screening/questions';
import { siteSettings } from '../modules/site/service';
import { readSiteText } from '../modules/site/texts';
import { toTeamMember } from '../modules/team/serialize';
import { tourOffer } from '../modules/tours/offer';
import { listTeam } from '../modules/team/service';

/** A read's failure as the page shows it: the API's status and message (page-data/loaded.ts in the web app). */
class PageReadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PageReadError';
  }
}

/**
 * Runs a read and hands the page what the API's `data` would hold: values as JSON has them (dates
 * as strings), so the HTML and the browser's hydration see the same. A client mistake keeps the
 * API's status and message; anything else is logged (kind only: no query values, no SQL) and
 * shown as the page's own "failed to load" state with 503.
 */
function pageRead<T>(ctx: AppContext, name: string, read: () => Promise<unknown>): Promise<T> {
  return read().then(
    (value) => JSON.parse(typeof value === 'string' ? value : JSON.stringify(value)) as T,
    (error: unknown) => {
      if (error instanceof AppError && error.statusCode < 500) throw new PageReadError(error.statusCode, error.message);
      ctx.logger.error({ read: name, error: (error as Error)?.name ?? 'Error' }, 'page read failed');
      throw new PageReadError(503, 'Request failed with status 503');
    },
  );
}

/** Unwraps the cached envelope text of a property read to its `data`. */
const envelopeData = <T>(text: string): T => (JSON.parse(text) as { data: T }).data;
const cachedText = (result: CacheRead<string> | string) => (typeof result === 'string' ? result : result.value);

/** Parses a query the way the API's schema does; a bad value is the visitor's 400, as over HTTP. */
function parseQuery<T>(schema: z.ZodType<T>, query: Record<string, unknown>): T {
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw new AppError(400, parsed.error.issues[0]?.message ?? 'Invalid query');
  return parsed.data;
}

/**
 * The public pages' reads on the server: the same services (and, for properties, the same
 * micro-cache) as the public API, called in-process by the page loaders (issue 17).
 */
export function createServerPublicData(ctx: AppContext): PublicData {
  const properties = propertyReads(ctx);
  return {
    site: () => pageRead(ctx, 'site', async () => siteSettings(ctx.config, ctx.db)),
    properties: (query) =>
      pageRead(ctx, 'properties', async () => {
        const parsed = parseQuery(propertyListQuerySchema, cleanPublicQuery(query));
        return envelopeData(cachedText(await properties.list(parsed, true)));
      }),
    property: (id) => pageRead(ctx, 'property', async () => envelopeData(cachedText(await properties.detail(id, true)))),
    coverImages: () => pageRead(ctx, 'covers', async () => envelopeData(cachedText(await properties.covers(true)))),
    team: (query) =>
      pageRead(ctx, 'team', async () => {
        const { rows, pagination } = await listTeam(ctx.db, teamListQuerySchema.parse(query), true);
        return { team_members: rows.map(toTeamMember), pagination };
      }),
    notices: (query) =>
      pageRead(ctx, 'notices', async () => {
        const { rows, pagination } = await listActiveNotices(ctx.db, parseQuery(noticeListQuerySchema, cleanPublicQuery(query)));
        return { notices: rows.map((row) => toNotice(row, 'public')), pagination };
      }),
    screeningQuestions: () => pageRead(ctx, 'screening questions', async () => (await listActiveQuestions(ctx.db)).map(toPublicQuestion)),
    siteText: (key) => pageRead(ctx, 'site text', () => readSiteText(ctx.db, key)),
    tourOffer: (type, ids) =>
      pageRead(ctx, 'tour offer', () => tourOffer(ctx, parseQuery(tourOfferQuerySchema, { type, ids: ids.join(',') }))),
  };
}
