// "Leads by source" (issue 35 item 2): the contact messages, tours and applications of the last
// LEAD_SOURCE_DAYS days, by the source each lead arrived with (platform/http/lead-source.ts).
// Each table is read over its created_at index and grouped in the database: three small answers.
import { count, gte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { LEAD_SOURCE_DAYS, type LeadSourceCount, type LeadSourcesData } from '@rentfront/shared';
import { DIRECT_LEAD_SOURCE, leadSourceLabel } from '@rentfront/shared/lead-source';
import type { DbOrTx } from '../../db/client';
import { applications, contactMessages, tours } from '../../db/schema';

const LEAD_TABLES = {
  contacts: { table: contactMessages, source: contactMessages.leadSource, createdAt: contactMessages.createdAt },
  tours: { table: tours, source: tours.leadSource, createdAt: tours.createdAt },
  applications: { table: applications, source: applications.leadSource, createdAt: applications.createdAt },
} satisfies Record<string, { table: PgTable; source: PgColumn; createdAt: PgColumn }>;

type LeadKind = keyof typeof LEAD_TABLES;

function bySource(db: DbOrTx, kind: LeadKind, since: Date) {
  const { table, source, createdAt } = LEAD_TABLES[kind];
  const tag: SQL<string> = sql<string>`coalesce(${source}, ${DIRECT_LEAD_SOURCE})`;
  return (
    db
      .select({ source: tag, n: count() })
      .from(table)
      .where(gte(createdAt, since))
      // By position: the same expression twice would bind 'direct' as two parameters, which
      // PostgreSQL does not take for one grouping.
      .groupBy(sql`1`)
  );
}

export async function leadSources(db: DbOrTx, now = new Date()): Promise<LeadSourcesData> {
  const since = new Date(now.getTime() - LEAD_SOURCE_DAYS * 86_400_000);
  const kinds = Object.keys(LEAD_TABLES) as LeadKind[];
  const answers = await Promise.all(kinds.map((kind) => bySource(db, kind, since)));
  const rows = new Map<string, LeadSourceCount>();
  kinds.forEach((kind, i) => {
    for (const { source, n } of answers[i]) {
      const row = rows.get(source) ?? { source, label: leadSourceLabel(source), contacts: 0, tours: 0, applications: 0, total: 0 };
      row[kind] += Number(n);
      row.total += Number(n);
      rows.set(source, row);
    }
  });
  const sources = [...rows.values()].sort((a, b) => b.total - a.total || a.source.localeCompare(b.source));
  return { days: LEAD_SOURCE_DAYS, since: since.toISOString(), sources };
}
