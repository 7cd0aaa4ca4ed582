import fs from 'node:fs/promises';
import path from 'node:path';
import { isSafeKey, type Storage } from './storage';

export class DiskStorage implements Storage {
  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.resolve(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write then rename so a reader never sees half a file.
    const tmp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(tmp, bytes);
    await fs.rename(tmp, file);
  }

  get(key: string): Promise<Buffer> {
    return fs.readFile(this.resolve(key));
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.resolve(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    const clean = prefix.replace(/\/+$/, '');
    if (!isSafeKey(clean)) throw new Error(`Unsafe storage prefix: ${prefix}`);
    await fs.rm(path.join(this.root, clean), { recursive: true, force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      await fs.access(this.resolve(key));
      return true;
    } catch {
      return false;
    }
  }

  url(key: string): string {
    return `/media/${key}`;
  }

  /** Absolute path for streaming a file in a response. */
  filePath(key: string): string {
    return this.resolve(key);
  }
}
