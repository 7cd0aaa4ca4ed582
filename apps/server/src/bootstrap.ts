import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from './config';
import { openDb, type DbHandle } from './db/client';
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

/** Opens PostgreSQL (DATABASE_URL) or the embedded PGlite in DATA_DIR/db, and migrates it. */
export async function openMigratedDb(config: Config): Promise<{ handle: DbHandle; wasEmpty: boolean }> {
  const handle = await openDb(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'db') });
  const { wasEmpty } = await runMigrations(handle);
  return { handle, wasEmpty };
}
