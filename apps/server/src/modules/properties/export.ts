import { and, desc, ilike, or, eq, type SQL } from 'drizzle-orm';
import type { PropertyExportQuery } from '@rentfront/shared';
import type { AppContext } from '../../context';
import { properties as p } from '../../db/schema';
import type { CsvColumn, CsvExport } from '../../platform/csv/export';
import { after, cursorAtOf, keysetChunks, type KeysetCursor } from '../../platform/csv/keyset';
import { containsPattern } from '../../platform/search-text';
import { searchTerm } from './filters';

/** The admin list's filters: a status, and the text in the title, city or state (as the list matches it). */
export function adminPropertyFilters(q: PropertyExportQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (q.status) conditions.push(eq(p.status, q.status));
  const term = searchTerm(q.search);
  if (term) {
    const pattern = containsPattern(term);
    conditions.push(or(ilike(p.title, pattern), ilike(p.city, pattern), ilike(p.state, pattern)));
  }
  return and(...conditions);
}

function readChunk(ctx: AppContext, where: SQL | undefined, last: KeysetCursor | null, limit: number) {
  return ctx.db
    .select({
      id: p.id,
      title: p.title,
      propertyType: p.propertyType,
      status: p.status,
      address: p.address,
      city: p.city,
      state: p.state,
      price: p.price,
      bedrooms: p.bedrooms,
      bathrooms: p.bathrooms,
      areaSqft: p.areaSqft,
      featured: p.featured,
      slug: p.slug,
      createdAt: p.createdAt,
      cursorAt: cursorAtOf(p.createdAt),
    })
    .from(p)
    .where(and(where, after(p.createdAt, p.id, last)))
    .orderBy(desc(p.createdAt), desc(p.id))
    .limit(limit);
}
type Row = Awaited<ReturnType<typeof readChunk>>[number];

export const PROPERTY_CSV: readonly CsvColumn<Row>[] = [
  { header: 'Title', value: (r) => r.title },
  { header: 'Type', value: (r) => r.propertyType },
  { header: 'Status', value: (r) => r.status },
  { header: 'Address', value: (r) => r.address },
  { header: 'City', value: (r) => r.city },
  { header: 'State', value: (r) => r.state },
  { header: 'Monthly rent', value: (r) => r.price },
  { header: 'Bedrooms', value: (r) => r.bedrooms },
  { header: 'Bathrooms', value: (r) => r.bathrooms },
  { header: 'Area (sq ft)', value: (r) => r.areaSqft },
  { header: 'Featured', value: (r) => r.featured },
  { header: 'Slug', value: (r) => r.slug },
  { header: 'Listed', value: (r) => r.createdAt },
];

/** GET /api/admin/properties/export: every home the admin list's filters show, newest first. */
export function propertyExport(ctx: AppContext, q: PropertyExportQuery): CsvExport<Row> {
  const where = adminPropertyFilters(q);
  return {
    list: 'properties',
    columns: PROPERTY_CSV,
    filters: { status: q.status, search: q.search },
    chunks: keysetChunks((last, limit) => readChunk(ctx, where, last, limit)),
  };
}
