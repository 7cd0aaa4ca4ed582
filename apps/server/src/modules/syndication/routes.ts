// The syndication feeds (issue 35 item 2, ADR 0043): GET /feeds/hotpads.xml for the Zillow Rental
// Network and GET /feeds/listings.json for any other site.
//
// Streamed: the homes are read a page at a time and written as they come, so a feed of any size
// costs one page of memory. Cached by HTTP: the answer is public for 60 s and carries an ETag of
// the catalogue version and the office's details, so a reader (or a CDN in front) asks again at
// most each minute, a change to any property shows at its next ask, and an unchanged feed costs
// one small read and a 304.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Property } from '@rentfront/shared';
import type { AppContext } from '../../context';
import { officeToday } from '@rentfront/shared/time-zone';
import { siteSettings } from '../site/service';
import type { FeedContext } from './feed-context';
import { catalogueVersion, recordAllIncluded, recordIncluded, syndicatedPages } from './feed-source';
import { HOTPADS_TAIL, hotpadsHead, hotpadsListing } from './hotpads';
import { LISTINGS_JSON_TAIL, jsonListing, listingsJsonHead } from './listings-json';

/** How long a reader or cache may keep a feed without asking again: "shows within a minute". */
export const FEED_MAX_AGE_S = 60;

interface FeedFormat {
  name: string;
  contentType: string;
  head(ctx: FeedContext, at: Date): string;
  /** One page of homes as text, `first` when nothing was written before it. */
  page(homes: Property[], ctx: FeedContext, first: boolean): string;
  tail: string;
}

const HOTPADS: FeedFormat = {
  name: 'hotpads',
  contentType: 'application/xml; charset=utf-8',
  head: (ctx) => hotpadsHead(ctx),
  page: (homes, ctx) => homes.map((p) => hotpadsListing(p, ctx)).join(''),
  tail: HOTPADS_TAIL,
};

const LISTINGS_JSON: FeedFormat = {
  name: 'listings',
  contentType: 'application/json; charset=utf-8',
  head: listingsJsonHead,
  page: (homes, ctx, first) => (first ? '' : ',\n') + homes.map((p) => JSON.stringify(jsonListing(p, ctx))).join(',\n'),
  tail: `\n${LISTINGS_JSON_TAIL}`,
};

async function* feedText(ctx: AppContext, format: FeedFormat, feed: FeedContext, at: Date, record: boolean): AsyncGenerator<string> {
  yield format.head(feed, at);
  let first = true;
  for await (const homes of syndicatedPages(ctx.db)) {
    yield format.page(homes, feed, first);
    first = false;
    // Recorded once the page is handed to the response: what the reader was sent.
    if (record)
      await recordIncluded(
        ctx.db,
        homes.map((p) => p.id),
        at,
      );
  }
  yield format.tail;
}

async function feedContext(ctx: AppContext, now: Date): Promise<FeedContext> {
  const site = await siteSettings(ctx.config, ctx.db);
  return { site, publicUrl: ctx.config.publicUrl, advertiseTotalPrice: site.advertise_total_price, today: officeToday(now) };
}

/** Changes with any write to properties, the office's details or listing rule, and the day ("available now"). */
function feedEtag(format: FeedFormat, version: string, feed: FeedContext): string {
  const settings = createHash('sha256')
    .update(JSON.stringify([feed.site, feed.today]))
    .digest('base64url')
    .slice(0, 16);
  return `"${format.name}-${version}-${settings}"`;
}

function serveFeed(ctx: AppContext, format: FeedFormat) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const now = new Date();
    const [feed, version] = await Promise.all([feedContext(ctx, now), catalogueVersion(ctx.db)]);
    const etag = feedEtag(format, version, feed);
    reply.header('cache-control', `public, max-age=${FEED_MAX_AGE_S}`).header('etag', etag);
    const record = request.method === 'GET';
    if (request.headers['if-none-match'] === etag) {
      if (record) await recordAllIncluded(ctx.db, now);
      return reply.status(304).send();
    }
    const body = Readable.from(feedText(ctx, format, feed, now, record));
    body.on('error', (err) => request.log.error({ error: err.name, feed: format.name }, 'feed stream failed'));
    return reply.type(format.contentType).send(body);
  };
}

export async function syndicationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/feeds/hotpads.xml', serveFeed(ctx, HOTPADS));
  app.get('/feeds/listings.json', serveFeed(ctx, LISTINGS_JSON));
}
