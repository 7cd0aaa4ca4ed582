import { bigint, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Row counts of the admin lists per combination of their filter values (`dims`, e.g.
 * `{"status": "pending", "priority": "urgent"}`), kept by statement triggers on the listed tables
 * (migration 0013), so counters and unsearched totals cost a read of a few rows, not a count(*)
 * over the table. `list` names the list: applications, contacts, screening, maintenance, chatbot.
 */
export const adminListCounts = pgTable(
  'admin_list_counts',
  {
    list: text('list').notNull(),
    dims: jsonb('dims').$type<Record<string, string | boolean | null>>().notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.list, t.dims] })],
);
