// One migrated database per test run, cloned for each test context: migrating (and, on PGlite,
// creating the cluster) costs seconds a file, copying a migrated one a fraction of that.
// global-setup.ts makes the template; createTestContext clones it. Outside a vitest run (bench
// tools reuse createTestContext) nothing is set and each context migrates as before.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb } from '../db/client';
import { runMigrations } from '../db/migrate';
import { createScratchDatabase } from '../db/scratch';

/** Where global-setup.ts says the template is (env, so every worker process inherits it). */
export const TEMPLATE_ENV = {
  /** The PGlite data directory dump (a tar file) of a migrated database. */
  pglite: 'RENTFRONT_TEST_PGLITE_TEMPLATE',
  /** The name of a migrated PostgreSQL database on the TEST_DATABASE_URL server. */
  postgres: 'RENTFRONT_TEST_PG_TEMPLATE',
} as const;

/** The migrated PGlite data directory to start from, when the run made one. */
export function pgliteTemplate(): Blob | undefined {
  const file = process.env[TEMPLATE_ENV.pglite];
  return file ? new Blob([fs.readFileSync(file)]) : undefined;
}

/** The migrated PostgreSQL database to copy, when the run made one. */
export function postgresTemplate(): string | undefined {
  return process.env[TEMPLATE_ENV.postgres] || undefined;
}

/** Migrates an in-memory PGlite once and dumps its data directory to a temp file; returns its remover. */
export async function makePgliteTemplate(): Promise<() => void> {
  const db = await openDb({});
  try {
    await runMigrations(db);
    const client = (db.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir('none');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentfront-template-'));
    const file = path.join(dir, 'pgdata.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    process.env[TEMPLATE_ENV.pglite] = file;
    return () => fs.rmSync(dir, { recursive: true, force: true });
  } finally {
    await db.close();
  }
}

/**
 * Creates and migrates a database on the server, then closes every connection to it (PostgreSQL
 * copies a template only while nobody is connected). Returns its remover.
 */
export async function makePostgresTemplate(serverUrl: string): Promise<() => Promise<void>> {
  const template = await createScratchDatabase(serverUrl, 'rf_template');
  const db = await openDb({ databaseUrl: template.url, poolSize: 1 });
  try {
    await runMigrations(db);
  } finally {
    await db.close();
  }
  process.env[TEMPLATE_ENV.postgres] = template.name;
  return template.drop;
}
