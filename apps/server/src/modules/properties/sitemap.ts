import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { properties } from '../../db/schema';
import { precompress, type PrecompressedBody } from '../../platform/http/precompressed';
import { xmlText } from '../../platform/xml-text';

/**
 * Sitemaps at any catalogue size (sitemaps.org): /sitemap.xml is a sitemap index pointing to
 * /sitemaps/pages.xml (the public pages) and /sitemaps/properties-1.xml, -2.xml … (every
 * available property, at most 50,000 URLs per file, oldest listing first so that new homes
 * change only the last file).
 *
 * The whole set is built in one pass of keyset pages over properties_status_created_idx
 * (status, created_at, id): each page continues after the last (created_at, id) it saw, so
 * page n costs what page 1 costs. Pages are QUERY_PAGE rows, far fewer than a file holds: with
 * a limit near the table's size the planner would rather sort a sequential scan. It is kept in memory with every file already compressed
 * (brotli and gzip), shared through one ReadCache entry: a property write clears it with the
 * other public caches and the next sitemap request rebuilds it; without writes it is refreshed
 * in the background every SITEMAP_TTL_MS (changes made through another server node).
 */

/** Public pages of the site that belong in the sitemap (public-site.md §2 route table). */
export const SITEMAP_PAGES = [
  '/',
  '/properties',
  '/notice',
  '/screening',
  '/services',
  '/services/maintenance',
  '/about',
  '/contact',
  '/lease-terms',
  '/rental-policies',
  '/screening-criteria',
  '/accessibility',
];
/** The sitemaps.org limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_TTL_MS = 5 * 60_000;
const SITEMAP_STALE_MS = 60 * 60_000;
const QUERY_PAGE = 5_000;

export const SITEMAP_PAGES_FILE = 'pages.xml';
export const propertiesFileName = (n: number) => `properties-${n}.xml`;

export interface SitemapSet {
  index: PrecompressedBody;
  /** Child files by name (`pages.xml`, `properties-1.xml`, …). */
  files: Map<string, PrecompressedBody>;
}

// Timestamps stay text from the database on: parsing 50,000 dates into JS Dates and printing
// them again cost more than everything else in building a file.
interface SitemapRow {
  id: string;
  /** updated_at in UTC as `YYYY-MM-DDTHH:MM:SSZ` (text order is time order). */
  updated: string;
  /** created_at as PostgreSQL prints it: exact to the microsecond, unlike a JS Date. */
  createdAt: string;
}

/** A place in listing order: created_at as PostgreSQL prints it (exact to the microsecond), and the id. */
export interface ListingCursor {
  createdAt: string;
  id: string;
}

/** The homes after `after` in listing order (created_at, id): a keyset page's condition. */
export const afterInListingOrder = (after: ListingCursor) =>
  sql`(${properties.createdAt}, ${properties.id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`;

/** Up to `limit` available properties in listing order, after the (created_at, id) `after`. */
async function availablePage(db: DbOrTx, after: SitemapRow | null, limit: number): Promise<SitemapRow[]> {
  const available = eq(properties.status, 'available');
  return db
    .select({
      id: properties.id,
      updated: sql<string>`to_char(${properties.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
      createdAt: sql<string>`${properties.createdAt}::text`,
    })
    .from(properties)
    .where(after ? and(available, afterInListingOrder(after)) : available)
    .orderBy(asc(properties.createdAt), asc(properties.id))
    .limit(limit);
}

const xml = xmlText;
const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

function urlset(urls: string[]): string {
  return `${HEADER}<urlset ${NS}>\n${urls.join('\n')}\n</urlset>\n`;
}

function pagesXml(base: string): string {
  return urlset(SITEMAP_PAGES.map((page) => `<url><loc>${xml(`${base}${page}`)}</loc></url>`));
}

function propertiesXml(base: string, rows: SitemapRow[]): string {
  // Ids are UUIDs: only the base URL needs escaping, once.
  const prefix = `<url><loc>${xml(`${base}/properties/`)}`;
  return urlset(rows.map((r) => `${prefix}${r.id}</loc><lastmod>${r.updated.slice(0, 10)}</lastmod></url>`));
}

function indexXml(base: string, children: { name: string; lastmod?: string }[]): string {
  const entries = children.map(
    (c) => `<sitemap><loc>${xml(`${base}/sitemaps/${c.name}`)}</loc>${c.lastmod ? `<lastmod>${c.lastmod}</lastmod>` : ''}</sitemap>`,
  );
  return `${HEADER}<sitemapindex ${NS}>\n${entries.join('\n')}\n</sitemapindex>\n`;
}

export interface BuildOptions {
  /** URLs per property file; the sitemaps.org maximum unless a test wants small files. */
  urlsPerFile?: number;
  /** Rows per keyset query (tests make it smaller than a file to cross query pages inside one). */
  queryPageSize?: number;
  /** The previous set: a file whose content did not change keeps its Last-Modified. */
  previous?: SitemapSet;
}

/** Builds the index and every child file, compressed, from the database. */
export async function buildSitemaps(db: DbOrTx, publicUrl: string, options: BuildOptions = {}): Promise<SitemapSet> {
  const perFile = options.urlsPerFile ?? SITEMAP_MAX_URLS;
  const queryPage = options.queryPageSize ?? QUERY_PAGE;
  const builtAt = new Date();
  const texts: { name: string; text: string; lastmod?: string }[] = [{ name: SITEMAP_PAGES_FILE, text: pagesXml(publicUrl) }];
  let fileRows: SitemapRow[] = [];
  let fileCount = 0;
  const closeFile = () => {
    if (fileRows.length === 0) return;
    const lastmod = fileRows.reduce((max, r) => (r.updated > max ? r.updated : max), '');
    fileCount += 1;
    texts.push({ name: propertiesFileName(fileCount), text: propertiesXml(publicUrl, fileRows), lastmod });
    fileRows = [];
  };
  let after: SitemapRow | null = null;
  for (;;) {
    const limit = Math.min(queryPage, perFile - fileRows.length);
    const rows = await availablePage(db, after, limit);
    for (const row of rows) fileRows.push(row);
    if (fileRows.length === perFile) closeFile();
    if (rows.length < limit) break;
    after = rows[rows.length - 1];
  }
  closeFile();
  const keepDate = (name: string, body: PrecompressedBody): PrecompressedBody => {
    const before = name === '' ? options.previous?.index : options.previous?.files.get(name);
    return { ...body, lastModified: before && before.etag === body.etag ? before.lastModified : builtAt };
  };
  const files = new Map<string, PrecompressedBody>();
  for (const t of texts) files.set(t.name, keepDate(t.name, await precompress(t.text)));
  const index = keepDate('', await precompress(indexXml(publicUrl, texts)));
  return { index, files };
}

export interface SitemapStore {
  index(): Promise<PrecompressedBody>;
  /** A child file by name, or null when there is no such file. */
  file(name: string): Promise<PrecompressedBody | null>;
}

/** The sitemaps of this node, built on first use and after every property write. */
export function createSitemapStore(ctx: AppContext, options: { urlsPerFile?: number } = {}): SitemapStore {
  const cache = ctx.readCaches.create<SitemapSet>({
    ttlMs: SITEMAP_TTL_MS,
    staleMs: SITEMAP_STALE_MS,
    maxEntries: 1,
    onRefreshError: (_key, err) =>
      ctx.logger.warn({ error: (err as Error)?.name ?? 'Error' }, 'sitemap refresh failed; serving the previous sitemaps'),
  });
  let previous: SitemapSet | undefined;
  const load = async () => {
    const set = await buildSitemaps(ctx.db, ctx.config.publicUrl, { urlsPerFile: options.urlsPerFile, previous });
    previous = set;
    return set;
  };
  const current = async () => (await cache.get('sitemaps', load)).value;
  return {
    index: async () => (await current()).index,
    file: async (name) => (await current()).files.get(name) ?? null,
  };
}
