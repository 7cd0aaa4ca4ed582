import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { contentTypeForKey } from './content-types';
import { StorageNotFoundError } from './errors';
import { cleanPrefix, isSafeKey, probeKey, type ListedObject, type ObjectInfo, type Storage, type StoredObject } from './storage';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException)?.code === 'ENOENT' || (err as NodeJS.ErrnoException)?.code === 'ENOTDIR';

/**
 * Files under one directory (DATA_DIR/uploads), a key being a relative path. The embedded
 * default: one machine, no metadata kept, the content type follows the key's extension.
 */
export class DiskStorage implements Storage {
  readonly kind = 'disk';

  constructor(readonly root: string) {}

  private resolve(key: string): string {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.resolve(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    // Write then rename so a reader never sees half a file.
    const tmp = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`;
    try {
      await fsp.writeFile(tmp, bytes);
      await fsp.rename(tmp, file);
    } catch (err) {
      await fsp.rm(tmp, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Buffer> {
    try {
      return await fsp.readFile(this.resolve(key));
    } catch (err) {
      if (isMissing(err)) throw new StorageNotFoundError(key);
      throw err;
    }
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    let stats: fs.Stats;
    try {
      stats = await fsp.stat(this.resolve(key));
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    if (!stats.isFile()) return null;
    return {
      size: stats.size,
      contentType: contentTypeForKey(key),
      // Size and modification time, as nginx does: a rewritten file gets a new validator.
      etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
      lastModified: stats.mtime,
    };
  }

  async open(key: string): Promise<StoredObject | null> {
    const file = this.resolve(key);
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(file, 'r');
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
    // Stat the open handle, not the path: a rename in between cannot mix two files' metadata.
    const stats = await handle.stat().catch(async (err) => {
      await handle.close();
      throw err;
    });
    if (!stats.isFile()) {
      await handle.close();
      return null;
    }
    return {
      stream: handle.createReadStream(),
      size: stats.size,
      contentType: contentTypeForKey(key),
      etag: `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
      lastModified: stats.mtime,
    };
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.resolve(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    await fsp.rm(path.join(this.root, cleanPrefix(prefix)), { recursive: true, force: true });
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    const start = prefix === '' ? this.root : path.join(this.root, cleanPrefix(prefix));
    yield* this.walk(start);
  }

  private async *walk(dir: string): AsyncIterable<ListedObject> {
    let entries: fs.Dirent[];
    try {
      entries = await fsp.readdir(dir, { withFileTypes: true });
    } catch (err) {
      if (isMissing(err)) return;
      throw err;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        yield* this.walk(full);
      } else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
        // Half-written temporaries of `put` are not objects.
        const key = path.relative(this.root, full).split(path.sep).join('/');
        const { size, mtime } = await fsp.stat(full);
        yield { key, size, lastModified: mtime };
      }
    }
  }

  url(key: string): string {
    return `/media/${key}`;
  }

  async check(): Promise<void> {
    const key = probeKey();
    await this.put(key, Buffer.from('probe'));
    await this.delete(key);
    await fsp.rmdir(path.dirname(this.resolve(key))).catch(() => undefined);
  }
}
