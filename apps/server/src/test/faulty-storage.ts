import { StorageUnavailableError } from '../platform/storage/errors';
import type { ListedObject, ObjectInfo, Storage, StoredObject } from '../platform/storage/storage';

/**
 * A real store (usually DiskStorage in a temp dir) whose writes can be made to fail the way a
 * driver fails during an outage (StorageUnavailableError, a 503), to test that upload flows
 * leave nothing half-written. Reads and deletes always pass through.
 */
export class FaultyStorage implements Storage {
  readonly kind: Storage['kind'];
  puts = 0;
  /** The 1-based number of the first put that fails (and every one after it); Infinity = none. */
  failPutsFrom = Infinity;

  constructor(readonly inner: Storage) {
    this.kind = inner.kind;
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    this.puts += 1;
    if (this.puts >= this.failPutsFrom) throw new StorageUnavailableError(new Error('injected storage outage'));
    await this.inner.put(key, bytes, contentType);
  }

  get(key: string): Promise<Buffer> {
    return this.inner.get(key);
  }
  open(key: string): Promise<StoredObject | null> {
    return this.inner.open(key);
  }
  stat(key: string): Promise<ObjectInfo | null> {
    return this.inner.stat(key);
  }
  delete(key: string): Promise<void> {
    return this.inner.delete(key);
  }
  deletePrefix(prefix: string): Promise<void> {
    return this.inner.deletePrefix(prefix);
  }
  exists(key: string): Promise<boolean> {
    return this.inner.exists(key);
  }
  list(prefix: string): AsyncIterable<ListedObject> {
    return this.inner.list(prefix);
  }
  url(key: string): string {
    return this.inner.url(key);
  }
  check(): Promise<void> {
    return this.inner.check();
  }
}
