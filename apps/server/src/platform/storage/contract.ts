// The storage contract: one suite that every driver must pass (disk.test.ts, s3.test.ts), so
// code written against `Storage` behaves the same on one machine and on a fleet.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorageNotFoundError } from './errors';
import type { Storage } from './storage';

export interface StorageUnderTest {
  storage: Storage;
  close(): Promise<void>;
}

export interface ContractOptions {
  /**
   * Keys in the paging test. It must exceed the driver's listing page and delete batch several
   * times over: 1205 against S3's limit of 1000, or fewer with a small page size configured
   * (the s3rver run, to stay quick).
   */
  bulkKeys: number;
}

const uuid = () => crypto.randomUUID();

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function keysUnder(storage: Storage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const item of storage.list(prefix)) keys.push(item.key);
  return keys.sort();
}

/** Runs `work` over `items`, `width` at a time (thousands of puts, without thousands of sockets). */
async function inBatches<T>(items: T[], width: number, work: (item: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(work));
}

export function describeStorageContract(name: string, open: () => Promise<StorageUnderTest>, options: ContractOptions): void {
  describe(`storage contract: ${name}`, () => {
    let subject: StorageUnderTest;
    let storage: Storage;
    beforeAll(async () => {
      subject = await open();
      storage = subject.storage;
    });
    afterAll(() => subject?.close());

    it('stores bytes and gives the same bytes back; a second put replaces the first', async () => {
      const key = `contract/${uuid()}/file.pdf`;
      const bytes = Buffer.from([0, 1, 2, 255, 254, 0, 10, 13]);
      await storage.put(key, bytes, 'application/pdf');
      expect(await storage.get(key)).toEqual(bytes);
      await storage.put(key, Buffer.from('second'), 'application/pdf');
      expect((await storage.get(key)).toString()).toBe('second');
    });

    it('opens an object as a stream with its size, content type and validators', async () => {
      const key = `contract/${uuid()}/800.webp`;
      // A megabyte and a bit: the stream must deliver many chunks, in order.
      const bytes = crypto.randomBytes(1024 * 1024 + 17);
      const before = Date.now();
      await storage.put(key, bytes, 'image/webp');
      const object = await storage.open(key);
      expect(object).not.toBeNull();
      const body = await readAll(object!.stream);
      expect(body.length).toBe(bytes.length);
      expect(crypto.createHash('sha256').update(body).digest('hex')).toBe(crypto.createHash('sha256').update(bytes).digest('hex'));
      expect(object!.size).toBe(bytes.length);
      expect(object!.contentType).toBe('image/webp');
      expect(object!.etag).toMatch(/^"[^"]+"$/);
      // HTTP dates have whole seconds; allow for that and a little clock skew.
      expect(object!.lastModified.getTime()).toBeGreaterThan(before - 5_000);

      const info = await storage.stat(key);
      expect(info).toEqual({
        size: object!.size,
        contentType: object!.contentType,
        etag: object!.etag,
        lastModified: object!.lastModified,
      });
    });

    it('keeps the content type given to put', async () => {
      const id = uuid();
      const cases: [string, string][] = [
        [`contract/${id}/photo.jpg`, 'image/jpeg'],
        [`contract/${id}/file.docx`, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
        [`contract/${id}/400.webp`, 'image/webp'],
      ];
      for (const [key, type] of cases) await storage.put(key, Buffer.from(type), type);
      for (const [key, type] of cases) expect((await storage.stat(key))?.contentType, key).toBe(type);
    });

    it('answers missing keys plainly: null, false, StorageNotFoundError, and deletes that succeed', async () => {
      const key = `contract/${uuid()}/missing.webp`;
      expect(await storage.open(key)).toBeNull();
      expect(await storage.stat(key)).toBeNull();
      expect(await storage.exists(key)).toBe(false);
      await expect(storage.get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
      await storage.delete(key);
      await storage.deletePrefix(`contract/${uuid()}`);
      expect(await keysUnder(storage, `contract/${uuid()}`)).toEqual([]);
    });

    it('deletes one key, leaving its neighbours', async () => {
      const id = uuid();
      await storage.put(`contract/${id}/a.txt`, Buffer.from('a'), 'text/plain');
      await storage.put(`contract/${id}/b.txt`, Buffer.from('b'), 'text/plain');
      await storage.delete(`contract/${id}/a.txt`);
      expect(await storage.exists(`contract/${id}/a.txt`)).toBe(false);
      expect(await storage.exists(`contract/${id}/b.txt`)).toBe(true);
    });

    it('deletes a prefix with everything under it, not a sibling that merely starts the same', async () => {
      const id = uuid();
      const keys = [`contract/${id}/400.webp`, `contract/${id}/800.webp`, `contract/${id}/deep/er/x.txt`];
      for (const key of keys) await storage.put(key, Buffer.from(key), 'text/plain');
      await storage.put(`contract/${id}x/400.webp`, Buffer.from('sibling'), 'image/webp');
      await storage.deletePrefix(`contract/${id}/`);
      expect(await keysUnder(storage, `contract/${id}`)).toEqual([]);
      expect(await storage.exists(`contract/${id}x/400.webp`)).toBe(true);
    });

    it('lists the keys under a prefix with their sizes', async () => {
      const id = uuid();
      await storage.put(`listing/${id}/a/1.txt`, Buffer.from('1'), 'text/plain');
      await storage.put(`listing/${id}/b.txt`, Buffer.from('22'), 'text/plain');
      const listed = [];
      for await (const item of storage.list(`listing/${id}`)) listed.push(item);
      listed.sort((x, y) => x.key.localeCompare(y.key));
      expect(listed).toEqual([
        { key: `listing/${id}/a/1.txt`, size: 1, lastModified: expect.any(Date) },
        { key: `listing/${id}/b.txt`, size: 2, lastModified: expect.any(Date) },
      ]);
      expect(Math.abs(listed[0].lastModified.getTime() - Date.now())).toBeLessThan(60_000);
      const everything = await keysUnder(storage, '');
      expect(everything).toEqual(expect.arrayContaining([`listing/${id}/a/1.txt`, `listing/${id}/b.txt`]));
    });

    it(`lists and deletes a prefix of ${options.bulkKeys} keys, past one page of listing and one delete batch`, async () => {
      const id = uuid();
      const keys = Array.from({ length: options.bulkKeys }, (_, i) => `bulk/${id}/${String(i).padStart(5, '0')}.txt`);
      await inBatches(keys, 40, (key) => storage.put(key, Buffer.from('x'), 'text/plain'));
      await storage.put(`bulk/${id}-keep/kept.txt`, Buffer.from('kept'), 'text/plain');
      expect(await keysUnder(storage, `bulk/${id}`)).toEqual(keys);
      await storage.deletePrefix(`bulk/${id}`);
      expect(await keysUnder(storage, `bulk/${id}`)).toEqual([]);
      expect(await storage.exists(`bulk/${id}-keep/kept.txt`)).toBe(true);
    }, 60_000);

    it('proves it is writable without leaving its probe behind', async () => {
      await storage.check();
      expect(await keysUnder(storage, 'rentfront-probe')).toEqual([]);
    });

    it('refuses keys that could climb out of the store', async () => {
      for (const key of ['../etc/passwd', 'contract/../../x', '/abs/path', 'contract', 'Upper/x.txt']) {
        await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/Unsafe storage key/);
      }
      await expect(storage.deletePrefix('../')).rejects.toThrow(/Unsafe storage prefix/);
    });

    it('refuses keys too long for a file name or an S3 key as unsafe, before the store sees them', async () => {
      for (const key of [`contract/${'a'.repeat(300)}/800.webp`, `contract/${'b'.repeat(129)}.txt`, `contract/${'c/'.repeat(300)}x.txt`]) {
        await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/Unsafe storage key/);
        await expect(storage.open(key), key).rejects.toThrow(/Unsafe storage key/);
        await expect(storage.stat(key), key).rejects.toThrow(/Unsafe storage key/);
      }
      await expect(storage.deletePrefix(`contract/${'d'.repeat(300)}`)).rejects.toThrow(/Unsafe storage prefix/);
      // The longest segment allowed still works end to end (a write adds a temporary suffix on disk).
      const longest = `contract/${uuid()}/${'e'.repeat(123)}.webp`;
      await storage.put(longest, Buffer.from('x'), 'image/webp');
      expect((await storage.get(longest)).toString()).toBe('x');
      await storage.delete(longest);
    });
  });
}
