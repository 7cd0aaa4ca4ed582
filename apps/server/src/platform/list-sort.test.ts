import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { properties as p } from '../db/schema';
import { sortedOrder } from './list-sort';

const SORTS = { price: p.price, deposit: p.deposit, lower_city: sql`lower(${p.city})` };
const fallback = [sql`${p.createdAt} desc`];
const text = (order: ReturnType<typeof sortedOrder>) => new PgDialect().sqlToQuery(sql.join(order, sql`, `)).sql;

describe('sortedOrder', () => {
  it('sorts a NOT NULL column without "nulls last", so a descending sort can read an index backwards', () => {
    expect(text(sortedOrder(SORTS, 'price', 'desc', p.id, fallback))).toBe('"properties"."price" desc, "properties"."id" desc');
    expect(text(sortedOrder(SORTS, 'price', undefined, p.id, fallback))).toBe('"properties"."price" asc, "properties"."id" asc');
  });

  it('puts the empty values of a nullable column or an expression last, either way', () => {
    expect(text(sortedOrder(SORTS, 'deposit', 'desc', p.id, fallback))).toBe(
      '"properties"."deposit" desc nulls last, "properties"."id" desc',
    );
    expect(text(sortedOrder(SORTS, 'lower_city', 'asc', p.id, fallback))).toBe(
      'lower("properties"."city") asc nulls last, "properties"."id" asc',
    );
  });

  it("keeps the list's own order when no header is sorted", () => {
    expect(text(sortedOrder(SORTS, undefined, 'desc', p.id, fallback))).toBe('"properties"."created_at" desc');
  });
});
