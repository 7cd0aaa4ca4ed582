import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config';
import { openDb, type DbHandle } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { runMigrations } from './db/migrate';
import { SERVER_ROOT } from './paths';

/** Reads `.env` from the working directory (or the repo root) when present. */
export function loadDotEnv(): void {
  for (const candidate of [path.resolve('.env'), path.resolve(SERVER_ROOT, '../../.env')]) {
    if (fs.existsSync(candidate)) {
      process.loadEnvFile(candidate);
      return;
    }
  }
}

export function readConfigOrExit(): Config {
  loadDotEnv();
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

/**
 * Opens PostgreSQL (DATABASE_URL) or the embedded PGlite in DATA_DIR/db, and migrates it. When
 * another process holds DATA_DIR, the server and every command stop here with one line naming it.
 */
export async function openMigratedDb(config: Config): Promise<{ handle: DbHandle; wasEmpty: boolean }> {
  let handle: DbHandle;
  try {
    handle = await openDb(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'db') });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const { wasEmpty } = await runMigrations(handle);
  return { handle, wasEmpty };
}
