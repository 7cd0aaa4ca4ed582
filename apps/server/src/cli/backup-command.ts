import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import { openDb } from '../db/client';
import { holdDataDir } from '../db/data-dir-lock';
import { rowsOf } from '../platform/pii/encrypted-columns';
import { diskUploadsDir } from '../platform/storage/create';
import { BACKUP_FORMAT, BACKUP_VERSION, blobStream, listUploads, writeArchive, type BackupManifest } from './backup-archive';

export const BACKUP_USAGE = 'Usage: npm run backup -- --out <file or folder> [--with-key]';

export interface BackupArgs {
  /** A file to create, or an existing folder to put `rentfront-backup-<time>.tar.gz` in. */
  out: string;
  /**
   * Put DATA_DIR/pii.key in the backup too. Off by default: a backup holding the key opens the
   * applicants' sensitive fields to whoever gets the file, so the key is kept elsewhere.
   */
  withKey: boolean;
}

export function parseBackupArgs(argv: string[]): BackupArgs | null {
  try {
    const { values } = parseArgs({
      args: argv,
      // --without-key was the opt-out when the key was in by default; it is the default now.
      options: { out: { type: 'string' }, 'with-key': { type: 'boolean' }, 'without-key': { type: 'boolean' } },
    });
    if (values['with-key'] && values['without-key']) return null;
    return values.out ? { out: values.out, withKey: values['with-key'] ?? false } : null;
  } catch {
    return null;
  }
}

/** Where the key left out of a backup must be kept instead, for the operator. */
export const KEY_KEPT_APART = [
  'DATA_DIR/pii.key is NOT in this backup (use --with-key to include it).',
  "Keep a copy of the key apart from the backups (a password manager or secret store, not the backup's disk or bucket): without it applicants' SSN, licence number and date of birth cannot be read after a restore.",
  'Restore with it: PII_KEY=<contents of pii.key> npm run restore -- --in <file>.',
];

export const PG_DUMP_ADVICE = [
  'DATABASE_URL is set: this site keeps its data in PostgreSQL, which npm run backup does not copy.',
  'Back it up with PostgreSQL\'s own tools (docs/deploy.md, "Backups"), e.g.',
  '  pg_dump --format=custom --file=rentfront-$(date +%F).dump "$DATABASE_URL"',
  "Keep PII_KEY safe too, stored apart from the dumps: without it applicants' sensitive fields cannot be read.",
];

/** `rentfront-backup-2026-05-04T10-20-30Z.tar.gz`: sorts by time, no characters shells dislike. */
export function backupFileName(now = new Date()): string {
  return `rentfront-backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * Writes a backup of the embedded site (database, uploads; the PII key file only with --with-key) to one file. The server
 * must be stopped: PGlite serves one process, and DATA_DIR's lock makes that so. Returns the exit
 * code; every line for the operator goes through `print`.
 */
export async function runBackup(config: Config, args: BackupArgs, print: (line: string) => void): Promise<number> {
  if (config.databaseUrl) {
    PG_DUMP_ADVICE.forEach((line) => print(line));
    return 1;
  }
  const dbDir = path.join(config.dataDir, 'db');
  if (!fs.existsSync(path.join(dbDir, 'PG_VERSION'))) {
    print(`There is no embedded database in ${dbDir} (DATA_DIR): nothing to back up.`);
    return 1;
  }
  let file = path.resolve(args.out);
  if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, backupFileName());
  if (fs.existsSync(file)) {
    print(`${file} already exists; a backup never overwrites a file. Choose another --out.`);
    return 1;
  }
  if (!fs.existsSync(path.dirname(file))) {
    print(`The folder ${path.dirname(file)} does not exist.`);
    return 1;
  }

  const held = await holdDataDir(config.dataDir, 'back it up');
  if (!held.ok) {
    print(held.message);
    return 1;
  }
  try {
    const warnings: string[] = [];
    const keyFile = path.join(config.dataDir, 'pii.key');
    let piiKey: string | undefined;
    if (config.pii.active) {
      warnings.push(
        `The PII key comes from ${config.pii.activeSource}, not from DATA_DIR, so it is not in this backup. Keep it with the backup: without it applicants' SSN, licence number and date of birth cannot be read after a restore.`,
      );
    } else if (fs.existsSync(keyFile) && !args.withKey) {
      warnings.push(...KEY_KEPT_APART);
    } else if (fs.existsSync(keyFile)) {
      piiKey = fs.readFileSync(keyFile, 'utf8');
    }

    const uploadsDir = diskUploadsDir(config);
    const uploads = config.storage === 'disk' ? await listUploads(uploadsDir) : [];
    if (config.storage === 's3') {
      warnings.push(
        `Files are in the S3 bucket ${config.s3.bucket} (STORAGE=s3) and are not in this backup: protect them in the bucket (versioning, replication).`,
      );
    }

    const handle = await openDb({ pgliteDir: dbDir });
    let manifest: BackupManifest;
    let dump: Blob;
    try {
      const [migrations] = rowsOf<{ count: number; latest: string | null }>(
        await handle.db.execute(sql`select count(*)::int as count, max(created_at)::text as latest from drizzle.__drizzle_migrations`),
      );
      const pglite = (handle.db as unknown as { $client: PGlite }).$client;
      const [{ server_version: postgres }] = (await pglite.query<{ server_version: string }>('show server_version')).rows;
      // Flush everything to the data files first, so the dump needs no recovery when it is loaded.
      await pglite.exec('checkpoint');
      dump = await pglite.dumpDataDir('none');
      manifest = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        postgres,
        migrations: { count: migrations.count, latest: Number(migrations.latest ?? 0) },
        piiKeyIncluded: piiKey !== undefined,
        uploads: { files: uploads.length, bytes: uploads.reduce((sum, u) => sum + u.size, 0) },
      };
    } finally {
      await handle.close();
    }

    await writeArchive(file, { manifest, pgdata: { stream: blobStream(dump), size: dump.size }, piiKey }, uploads);
    print(`Backup written to ${file} (${megabytes(fs.statSync(file).size)}).`);
    print(`  Database: ${megabytes(dump.size)} uncompressed, ${manifest.migrations.count} migrations applied`);
    print(`  Uploads: ${manifest.uploads.files} files (${megabytes(manifest.uploads.bytes)})`);
    print(
      `  PII key: ${piiKey !== undefined ? 'included (--with-key: whoever has this file can read the PII; store it like a password, encrypted, off the machine)' : 'NOT included'}`,
    );
    warnings.forEach((w) => print(`WARNING: ${w}`));
    return 0;
  } finally {
    await held.release();
  }
}
