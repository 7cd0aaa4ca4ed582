import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths';
import { openDb, type DbHandle } from './client';
import { rowsOf } from '../platform/pii/encrypted-columns';
import { runMigrations } from './migrate';
import { createScratchDatabase, type ScratchDatabase } from './scratch';

// Migration 0015 (issue 18) adds a NOT NULL reference to pre-screening responses that already
// exist: its hand-written block numbers them, oldest first, before the constraint is set.

/** The migrations folder as it was before 0015. */
function foldersBefore0015(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rf-mig-'));
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
  for (const e of journal.entries.filter((x) => x.idx >= 15)) fs.rmSync(path.join(dir, `${e.tag}.sql`));
  journal.entries = journal.entries.filter((x) => x.idx < 15);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe('migration 0015: pre-screening references for stored responses', () => {
  let scratch: ScratchDatabase | undefined;
  let handle: DbHandle;
  let oldDir: string;

  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) {
      scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL, 'rf_test');
      handle = await openDb({ databaseUrl: scratch.url, poolSize: 1 });
    } else {
      handle = await openDb({});
    }
    oldDir = foldersBefore0015();
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
    await scratch?.drop();
    fs.rmSync(oldDir, { recursive: true, force: true });
  });

  it('numbers the responses already stored, oldest first, then requires a reference', async () => {
    if (handle.kind === 'postgres') await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: oldDir });
    else await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: oldDir });

    for (const [name, created] of [
      ['Second Stored', '2026-01-02T00:00:00Z'],
      ['First Stored', '2026-01-01T00:00:00Z'],
      ['Third Stored', '2026-01-03T00:00:00Z'],
    ]) {
      await handle.db.execute(sql`insert into screening_responses (full_name, email, phone, recommendations, created_at)
        values (${name}, 'old@example.com', '5185550100', '{}'::jsonb, ${created}::timestamptz)`);
    }

    await runMigrations(handle);

    const rows = rowsOf<{ full_name: string; reference: string }>(
      await handle.db.execute(sql`select full_name, reference from screening_responses order by created_at`),
    );
    expect(rows).toEqual([
      { full_name: 'First Stored', reference: 'SCR-AAAAAA' },
      { full_name: 'Second Stored', reference: 'SCR-AAAAAB' },
      { full_name: 'Third Stored', reference: 'SCR-AAAAAC' },
    ]);
    await expect(
      handle.db.execute(
        sql`insert into screening_responses (full_name, email, phone, recommendations) values ('No Ref', 'x@example.com', '5185550100', '{}'::jsonb)`,
      ),
    ).rejects.toThrow();
    await expect(
      handle.db.execute(
        sql`insert into screening_responses (reference, full_name, email, phone, recommendations) values ('SCR-AAAAAA', 'Dup', 'x@example.com', '5185550100', '{}'::jsonb)`,
      ),
    ).rejects.toThrow();
  }, 120_000);
});
