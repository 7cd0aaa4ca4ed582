// Test helpers (test code only): several app "nodes" started on one database, each with its own
// PII key settings, going through the real start-up key check (buildApp without a ready cipher).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDb, type DbHandle } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { createScratchDatabase } from '../../db/scratch';
import { RecordingTransport, TEST_ORIGIN, type TestContext } from '../../test/context';
import { DiskStorage } from '../storage/disk';

export const newKeyHex = () => crypto.randomBytes(32).toString('hex');

export interface SharedDb {
  handle: DbHandle;
  /** postgres:// URL of the scratch database (PostgreSQL runs only). */
  url?: string;
  close(): Promise<void>;
}

/** One migrated database for the whole test file: PGlite in memory, or a PostgreSQL scratch database. */
export async function openSharedDb(pgliteDir?: string): Promise<SharedDb> {
  if (process.env.TEST_DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL, 'rf_pii');
    const handle = await openDb({ databaseUrl: scratch.url, poolSize: 4 });
    await runMigrations(handle);
    return {
      handle,
      url: scratch.url,
      close: async () => {
        await handle.close().catch(() => undefined);
        await scratch.drop();
      },
    };
  }
  const handle = await openDb({ pgliteDir });
  await runMigrations(handle);
  return { handle, close: () => handle.close().catch(() => undefined) };
}

/** Starts an app on `db` with the given environment (PII_KEY, PII_OLD_KEYS...), as a node would. */
export async function startNode(db: DbHandle, env: Record<string, string> = {}, dataDir?: string): Promise<TestContext> {
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'rentfront-pii-node-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dir, PUBLIC_URL: TEST_ORIGIN, ...env });
  const mail = new RecordingTransport();
  const removeDir = () => {
    if (!dataDir) fs.rmSync(dir, { recursive: true, force: true });
  };
  const app = await buildApp({
    config,
    dbHandle: db,
    mailTransport: mail,
    storage: new DiskStorage(path.join(dir, 'uploads')),
    serveWeb: false,
  }).catch((err: unknown) => {
    removeDir();
    throw err;
  });
  await app.ready();
  return {
    app,
    config,
    db,
    mail,
    dataDir: dir,
    flushMail: () => app.ctx.mailer.drain(),
    // The database is shared by the nodes of a test file: closing a node leaves it open.
    close: async () => {
      await app.close();
      removeDir();
    },
  };
}
