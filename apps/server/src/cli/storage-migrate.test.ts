// storage:migrate copies a disk store into a real S3 API (s3rver, started here): every key with
// its content type, idempotent on a second run, and the command's exits and lines.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskStorage } from '../platform/storage/disk';
import { migrateStore } from '../platform/storage/migrate';
import { S3Storage } from '../platform/storage/s3';
import { startS3Server, type TestS3Server } from '../test/s3-server';

const run = promisify(execFile);
const CLI = path.join(path.dirname(fileURLToPath(import.meta.url)), 'storage-migrate.ts');
// tsx by absolute URL: the command runs from an empty directory, so no .env there is read.
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** Runs the command as an operator would (tsx), with only the given environment. */
async function migrateCommand(env: Record<string, string>) {
  const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentfront-cwd-'));
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', TSX, CLI], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
      cwd: emptyDir,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  } finally {
    fs.rmSync(emptyDir, { recursive: true, force: true });
  }
}

describe('storage:migrate', () => {
  let server: TestS3Server;
  let dataDir: string;
  let disk: DiskStorage;
  const files = new Map<string, Buffer>();

  beforeAll(async () => {
    server = await startS3Server();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentfront-migrate-'));
    disk = new DiskStorage(path.join(dataDir, 'uploads'));
    const property = `properties/${crypto.randomUUID()}`;
    for (const [key, bytes] of [
      [`${property}/400.webp`, crypto.randomBytes(2_000)],
      [`${property}/800.webp`, crypto.randomBytes(5_000)],
      [`notices/${crypto.randomUUID()}/lease-rules.pdf`, Buffer.from('%PDF-1.4 rules')],
      [`maintenance/${crypto.randomUUID()}/photo.jpg`, crypto.randomBytes(3_000)],
    ] as const) {
      await disk.put(key, bytes);
      files.set(key, bytes);
    }
    // Not objects: a half-written temporary of an interrupted put, and a file someone dropped in.
    fs.writeFileSync(path.join(dataDir, 'uploads', `${property}/1600.webp.123.tmp`), 'partial');
    fs.writeFileSync(path.join(dataDir, 'uploads', 'Notes From Admin.txt'), 'hello');
  });
  afterAll(async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every key with its content type, then skips them all on a second run', async () => {
    const target = new S3Storage({ ...server });
    const lines: string[] = [];
    try {
      const first = await migrateStore(disk, target, { log: (l) => lines.push(l), progressEvery: 2 });
      expect(first).toMatchObject({ total: 5, copied: 4, skipped: 0, ignored: 1, failed: 0 });
      expect(lines.join('\n')).toMatch(/ignored \(not a storage key\): Notes From Admin\.txt/);
      expect(lines.some((l) => /^ {2}2\/5: /.test(l))).toBe(true);
      for (const [key, bytes] of files) {
        expect((await target.get(key)).equals(bytes), key).toBe(true);
      }
      expect((await target.stat([...files.keys()].find((k) => k.endsWith('.pdf'))!))?.contentType).toBe('application/pdf');
      expect((await target.stat([...files.keys()].find((k) => k.endsWith('.webp'))!))?.contentType).toBe('image/webp');
      expect((await target.stat([...files.keys()].find((k) => k.endsWith('.jpg'))!))?.contentType).toBe('image/jpeg');

      const second = await migrateStore(disk, target, { log: () => undefined });
      expect(second).toMatchObject({ copied: 0, skipped: 4, failed: 0 });

      // A file that changed size since (an interrupted copy, say) is copied again.
      const [changed] = [...files.keys()];
      await target.put(changed, Buffer.from('truncated'), 'image/webp');
      const third = await migrateStore(disk, target, { log: () => undefined });
      expect(third).toMatchObject({ copied: 1, skipped: 3 });
      expect((await target.get(changed)).equals(files.get(changed)!)).toBe(true);
    } finally {
      target.close();
    }
  });

  it('runs as a command: the source, a count, a summary line and exit 0', async () => {
    const env = { ...server.env, DATA_DIR: dataDir };
    const first = await migrateCommand(env);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain(`Copying ${path.join(dataDir, 'uploads')} into S3 bucket "${server.bucket}"`);
    expect(first.stdout).toMatch(/Found 5 files/);
    // The previous test filled the bucket already: everything is there.
    expect(first.stdout).toMatch(/Done: 5 files: 0 copied \(0\.0 MB\), 4 already there, 1 ignored, 0 failed\./);
  }, 90_000);

  it('refuses to run without STORAGE=s3, or with a bucket it cannot reach, in one line', async () => {
    const notS3 = await migrateCommand({ DATA_DIR: dataDir });
    expect(notS3.code).toBe(1);
    expect(notS3.stderr).toMatch(/set STORAGE=s3/);

    const missing = await migrateCommand({ ...server.env, DATA_DIR: dataDir, S3_BUCKET: 'no-such-bucket' });
    expect(missing.code).toBe(1);
    expect(missing.stderr.trim().split('\n')).toHaveLength(1);
    expect(missing.stderr).toMatch(/Cannot use S3 bucket "no-such-bucket" \(S3_BUCKET\).*NoSuchBucket/);
  }, 90_000);
});
