// The backup file of an embedded site: one gzip-compressed tar, readable with `tar tzf`, holding
//   manifest.json     what the backup is (written first, so a restore can refuse a stranger early)
//   pgdata.tar        PGlite's own dump of the database (dumpDataDir), loaded back with loadDataDir
//   pii.key           DATA_DIR/pii.key when the site uses it (applicants' PII cannot be read without it)
//   uploads/<key>     every file of DATA_DIR/uploads, by storage key
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { isSafeKey } from '../platform/storage/storage';

export const BACKUP_FORMAT = 'rentfront-backup';
export const BACKUP_VERSION = 1;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** PostgreSQL version of the PGlite that wrote the dump (a restore needs the same major version). */
  postgres: string;
  /** Applied migrations: how many, and the newest one's timestamp (drizzle's created_at). */
  migrations: { count: number; latest: number };
  /** Whether DATA_DIR/pii.key is inside. */
  piiKeyIncluded: boolean;
  uploads: { files: number; bytes: number };
}

export class BackupFormatError extends Error {}

const MAX_MANIFEST_BYTES = 64 * 1024;

export interface ArchiveContents {
  manifest: BackupManifest;
  /** The database dump, as a stream of `size` bytes. */
  pgdata: { stream: Readable; size: number };
  piiKey?: string;
  /** Absolute path of DATA_DIR/uploads, when it exists; every regular file below it is added. */
  uploadsDir?: string;
}

/** Every regular file below `dir`, as storage keys (`properties/<uuid>/800.webp`) with sizes. */
export async function listUploads(dir: string): Promise<{ key: string; file: string; size: number }[]> {
  if (!fs.existsSync(dir)) return [];
  const entries = await fsp.readdir(dir, { recursive: true, withFileTypes: true });
  const files: { key: string; file: string; size: number }[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(dir, file).split(path.sep).join('/');
    // Half-written files of the disk driver (`<key>.<pid>.tmp`) are not uploads.
    if (!isSafeKey(key) || key.endsWith('.tmp')) continue;
    files.push({ key, file, size: (await fsp.stat(file)).size });
  }
  return files.sort((a, b) => a.key.localeCompare(b.key));
}

/** Adds one entry and waits until tar-stream has taken all of its bytes. */
function addEntry(pack: tar.Pack, name: string, source: Readable | Buffer, size = 0, mode = 0o644): Promise<void> {
  return new Promise((resolve, reject) => {
    const header = { name, size: Buffer.isBuffer(source) ? source.length : size, mode, mtime: new Date(), type: 'file' as const };
    if (Buffer.isBuffer(source)) {
      pack.entry(header, source, (err) => (err ? reject(err) : resolve()));
      return;
    }
    const entry = pack.entry(header, (err) => (err ? reject(err) : resolve()));
    source.once('error', reject);
    // tar-stream's entries are streamx streams, which take a Node stream's pipe.
    source.pipe(entry as unknown as Writable);
  });
}

/**
 * Writes the archive to `file` (mode 0600: it may hold the PII key) through a `.partial` file
 * renamed at the end, so an interrupted backup never leaves something that looks complete.
 */
export async function writeArchive(file: string, contents: ArchiveContents, uploads: { key: string; file: string; size: number }[]) {
  const partial = `${file}.partial`;
  const pack = tar.pack();
  const written = pipeline(pack, zlib.createGzip({ level: 6 }), fs.createWriteStream(partial, { mode: 0o600 }));
  try {
    await addEntry(pack, 'manifest.json', Buffer.from(`${JSON.stringify(contents.manifest, null, 2)}\n`));
    await addEntry(pack, 'pgdata.tar', contents.pgdata.stream, contents.pgdata.size);
    if (contents.piiKey !== undefined) await addEntry(pack, 'pii.key', Buffer.from(contents.piiKey), 0, 0o600);
    for (const upload of uploads) {
      await addEntry(pack, `uploads/${upload.key}`, fs.createReadStream(upload.file), upload.size);
    }
    pack.finalize();
    await written;
    // The bytes are on disk before the name says the backup is complete.
    const handle = await fsp.open(partial, 'r');
    await handle.sync();
    await handle.close();
    await fsp.rename(partial, file);
  } catch (err) {
    pack.destroy();
    await written.catch(() => undefined);
    await fsp.rm(partial, { force: true });
    throw err;
  }
}

function parseManifest(text: string): BackupManifest {
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(text);
  } catch {
    throw new BackupFormatError('manifest.json is not valid JSON');
  }
  if (manifest.format !== BACKUP_FORMAT) throw new BackupFormatError('not a Rentfront backup (manifest.json has another format)');
  if (manifest.version !== BACKUP_VERSION) {
    throw new BackupFormatError(`backup format version ${manifest.version} is not supported here (this version reads ${BACKUP_VERSION})`);
  }
  return manifest as BackupManifest;
}

/** Where `readArchive` puts each part. */
export interface ExtractTargets {
  pgdataFile: string;
  piiKeyFile: string;
  uploadsDir: string;
}

/**
 * Reads an archive into `targets`, trusting nothing in it: only the names above are accepted
 * (uploads by safe storage key), only regular files, and manifest.json must come first.
 * Returns the manifest and whether a PII key was inside.
 */
export async function readArchive(file: string, targets: ExtractTargets): Promise<{ manifest: BackupManifest; piiKey: boolean }> {
  const extract = tar.extract();
  const reading = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract);
  let manifest: BackupManifest | undefined;
  let pgdata = false;
  let piiKey = false;
  let uploads = 0;
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (type !== 'file') throw new BackupFormatError(`unexpected ${type} entry "${name}"`);
      if (!manifest) {
        if (name !== 'manifest.json') throw new BackupFormatError('not a Rentfront backup (it does not start with manifest.json)');
        if ((entry.header.size ?? 0) > MAX_MANIFEST_BYTES)
          throw new BackupFormatError('not a Rentfront backup (manifest.json is too large)');
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(Buffer.from(chunk as Uint8Array));
        manifest = parseManifest(Buffer.concat(chunks).toString('utf8'));
        continue;
      }
      if (name === 'pgdata.tar') {
        await pipeline(entry, fs.createWriteStream(targets.pgdataFile));
        pgdata = true;
      } else if (name === 'pii.key') {
        await pipeline(entry, fs.createWriteStream(targets.piiKeyFile, { mode: 0o600 }));
        piiKey = true;
      } else if (name.startsWith('uploads/') && isSafeKey(name.slice('uploads/'.length))) {
        const target = path.join(targets.uploadsDir, name.slice('uploads/'.length));
        await fsp.mkdir(path.dirname(target), { recursive: true });
        await pipeline(entry, fs.createWriteStream(target));
        uploads += 1;
      } else {
        throw new BackupFormatError(`unexpected entry "${name}"`);
      }
    }
    await reading;
  } catch (err) {
    extract.destroy();
    await reading.catch(() => undefined);
    if (err instanceof BackupFormatError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    // zlib and tar parse errors: a truncated or foreign file, told as such.
    if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR' || /tar|header|unexpected end/i.test((err as Error).message)) {
      throw new BackupFormatError(`not a readable backup (${(err as Error).message})`);
    }
    throw err;
  }
  if (!manifest) throw new BackupFormatError('not a Rentfront backup (empty archive)');
  if (!pgdata) throw new BackupFormatError('the archive has no database (pgdata.tar)');
  if (manifest.piiKeyIncluded !== piiKey || manifest.uploads.files !== uploads) {
    throw new BackupFormatError('the archive is incomplete (its contents do not match manifest.json)');
  }
  return { manifest, piiKey };
}

/** A Blob's bytes as a Node stream (PGlite's dump is a Blob). */
export function blobStream(blob: Blob): Readable {
  return Readable.fromWeb(blob.stream() as Parameters<typeof Readable.fromWeb>[0]);
}
