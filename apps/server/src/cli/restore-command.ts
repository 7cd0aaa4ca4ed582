import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { ConfigError, type Config } from '../config';
import { openDb } from '../db/client';
import { holdDataDir, LOCK_FILE } from '../db/data-dir-lock';
import { MIGRATIONS_DIR } from '../paths';
import { rowsOf } from '../platform/pii/encrypted-columns';
import { keySetOf, openPiiKeyring } from '../platform/pii/keyring';
import { BackupFormatError, readArchive, type BackupManifest } from './backup-archive';

export const RESTORE_USAGE = 'Usage: npm run restore -- --in <backup file> [--force]';

export interface RestoreArgs {
  file: string;
  /** Replace a DATA_DIR that already holds a site (its contents are moved aside, not deleted). */
  force: boolean;
}

export function parseRestoreArgs(argv: string[]): RestoreArgs | null {
  try {
    const { values } = parseArgs({ args: argv, options: { in: { type: 'string' }, force: { type: 'boolean' } } });
    return values.in ? { file: values.in, force: values.force ?? false } : null;
  } catch {
    return null;
  }
}

/** drizzle's created_at of the newest migration this code knows. */
function newestKnownMigration(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

/** Whether a DATA_DIR entry is the site's (not the lock, nor a restore's working or set-aside folder). */
function isSiteEntry(name: string): boolean {
  return !name.startsWith(LOCK_FILE) && !name.startsWith('.restore-') && !name.startsWith('.replaced-');
}

/** What DATA_DIR holds of a site. */
function dataDirContents(dataDir: string): string[] {
  return fs.existsSync(dataDir) ? fs.readdirSync(dataDir).filter(isSiteEntry) : [];
}

/**
 * Opens the restored database as the server will: the PII key it will use must open what the
 * backup holds (the same rules as the start-up key check), else the restore stops here.
 */
async function verify(staging: string, config: Config): Promise<{ properties: number; applications: number; users: number }> {
  const handle = await openDb({ pgliteDir: path.join(staging, 'db') });
  try {
    // Without PII_KEY this reads staging/pii.key, the file that becomes DATA_DIR/pii.key.
    await openPiiKeyring(handle.db, keySetOf({ ...config, dataDir: staging }));
    const [counts] = rowsOf<{ properties: number; applications: number; users: number }>(
      await handle.db.execute(
        sql`select (select count(*)::int from properties) as properties, (select count(*)::int from applications) as applications, (select count(*)::int from users) as users`,
      ),
    );
    return counts;
  } finally {
    await handle.close();
  }
}

/**
 * Restores a backup made by `npm run backup` into DATA_DIR. Refuses while a server holds DATA_DIR,
 * and refuses a DATA_DIR that already holds a site unless `force`. Everything is unpacked and
 * checked in a folder inside DATA_DIR first; only then are the parts moved into place, so a
 * failed restore leaves DATA_DIR as it was. Returns the exit code.
 */
export async function runRestore(config: Config, args: RestoreArgs, print: (line: string) => void): Promise<number> {
  if (config.databaseUrl) {
    print(
      'DATABASE_URL is set: npm run restore is for the embedded database. Restore PostgreSQL with pg_restore (docs/deploy.md, "Backups").',
    );
    return 1;
  }
  const file = path.resolve(args.file);
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
    print(`${file} is not a file.`);
    return 1;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const held = await holdDataDir(config.dataDir, 'restore into it');
  if (!held.ok) {
    print(held.message);
    return 1;
  }
  const staging = path.join(config.dataDir, `.restore-${crypto.randomBytes(4).toString('hex')}`);
  try {
    const existing = dataDirContents(config.dataDir);
    if (existing.length > 0 && !args.force) {
      print(`${config.dataDir} (DATA_DIR) already holds ${existing.join(', ')}. Restoring replaces it: run again with --force`);
      print('(the current contents are then moved to a .replaced-<time> folder inside DATA_DIR, not deleted).');
      return 1;
    }

    fs.mkdirSync(staging, { mode: 0o700 });
    const pgdataFile = path.join(staging, 'pgdata.tar');
    let manifest: BackupManifest;
    try {
      ({ manifest } = await readArchive(file, {
        pgdataFile,
        piiKeyFile: path.join(staging, 'pii.key'),
        uploadsDir: path.join(staging, 'uploads'),
      }));
    } catch (err) {
      if (!(err instanceof BackupFormatError)) throw err;
      print(`${file}: ${err.message}`);
      return 1;
    }
    if (manifest.migrations.latest > newestKnownMigration()) {
      print(
        `This backup was made by a newer version of Rentfront (its database has migrations this version does not know). Upgrade first, then restore.`,
      );
      return 1;
    }

    // PGlite unpacks its own dump into the new data folder.
    try {
      const loader = new PGlite(path.join(staging, 'db'), { loadDataDir: await fs.openAsBlob(pgdataFile) });
      await loader.waitReady;
      await loader.close();
    } catch (err) {
      print(`The database in the backup cannot be opened (made with PostgreSQL ${manifest.postgres}): ${(err as Error).message}`);
      return 1;
    }
    await fsp.rm(pgdataFile);

    let counts: Awaited<ReturnType<typeof verify>>;
    try {
      counts = await verify(staging, config);
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      print(`The PII key does not fit this backup: ${err.message.split(staging).join(config.dataDir)}`);
      if (!manifest.piiKeyIncluded) print('The backup has no PII key: set PII_KEY to the key of the site it came from.');
      return 1;
    }

    if (existing.length > 0) {
      const aside = path.join(
        config.dataDir,
        `.replaced-${new Date()
          .toISOString()
          .replace(/\.\d+Z$/, 'Z')
          .replaceAll(':', '-')}`,
      );
      fs.mkdirSync(aside);
      for (const name of existing) await fsp.rename(path.join(config.dataDir, name), path.join(aside, name));
      print(`The previous contents of DATA_DIR are in ${aside}; delete it once the restored site is checked.`);
    }
    for (const name of fs.readdirSync(staging).filter(isSiteEntry)) {
      await fsp.rename(path.join(staging, name), path.join(config.dataDir, name));
    }

    print(`Restored ${file} (made ${manifest.createdAt}) into ${config.dataDir}:`);
    print(
      `  ${counts.properties} properties, ${counts.applications} applications, ${counts.users} users; ${manifest.uploads.files} uploaded files`,
    );
    print(
      `  PII key: ${manifest.piiKeyIncluded ? 'restored to DATA_DIR/pii.key' : 'not in the backup; the configured PII_KEY opens its data'}`,
    );
    print('Start the server as usual; it applies any newer migrations.');
    return 0;
  } finally {
    await fsp.rm(staging, { recursive: true, force: true });
    await held.release();
  }
}
