import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDb } from '../db/client';
import { runMigrations } from '../db/migrate';
import { fullApplicationBody, SSN, submitApplication } from '../test/factories/application';
import { validPropertyFields } from '../modules/properties/test-properties';
import { RecordingTransport, TEST_ORIGIN, type TestContext } from '../test/context';
import { pngImage } from '../test/fixtures';
import { ADMIN_PASSWORD, loginAsAdmin, multipart, signIn } from '../test/http';
import { parseBackupArgs, runBackup } from './backup-command';
import { runRestore } from './restore-command';

// Real PGlite databases on disk, opened and closed several times: slow on a busy machine.
const SLOW_MS = 240_000;

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'rentfront-backup-test-'));
const dir = (name: string) => path.join(root, name);

function configOf(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent', DATA_DIR: dataDir, PUBLIC_URL: TEST_ORIGIN, ...env });
}

/** The embedded site as `npm start` runs it: PGlite in DATA_DIR/db, uploads and pii.key in DATA_DIR. */
async function openSite(dataDir: string, env: Record<string, string> = {}): Promise<TestContext> {
  const config = configOf(dataDir, env);
  const db = await openDb({ pgliteDir: path.join(dataDir, 'db') });
  await runMigrations(db);
  const mail = new RecordingTransport();
  const app = await buildApp({ config, dbHandle: db, mailTransport: mail, serveWeb: false });
  await app.ready();
  return {
    app,
    config,
    db,
    mail,
    dataDir,
    flushMail: () => app.ctx.mailer.drain(),
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

/** Another process holding DATA_DIR's lock, as a running server does (a lock is shared within one process). */
async function holdInAnotherProcess(dataDir: string): Promise<ChildProcess> {
  const lockModule = pathToFileURL(path.join(import.meta.dirname, '../db/data-dir-lock.ts')).href;
  const code = `const { lockDataDir } = await import(${JSON.stringify(lockModule)}); lockDataDir(${JSON.stringify(dataDir)}); console.log('locked'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.stdout!.once('data', resolve);
    child.once('exit', () => reject(new Error('the lock holder exited')));
  });
  return child;
}

async function run(command: typeof runBackup | typeof runRestore, config: Config, args: Parameters<typeof command>[1]) {
  const lines: string[] = [];
  const code = await (command as (c: Config, a: typeof args, p: (l: string) => void) => Promise<number>)(config, args, (l) =>
    lines.push(l),
  );
  return { code, text: lines.join('\n') };
}

const backup = (config: Config, out: string, withKey = false) => run(runBackup, config, { out, withKey });
const restore = (config: Config, file: string, force = false) => run(runRestore, config, { file, force });

describe('npm run backup arguments', () => {
  it('leaves the key out unless --with-key; --without-key (the old opt-out) is the default now', () => {
    expect(parseBackupArgs(['--out', 'x'])).toEqual({ out: 'x', withKey: false });
    expect(parseBackupArgs(['--out', 'x', '--with-key'])).toEqual({ out: 'x', withKey: true });
    expect(parseBackupArgs(['--out', 'x', '--without-key'])).toEqual({ out: 'x', withKey: false });
    expect(parseBackupArgs(['--out', 'x', '--with-key', '--without-key'])).toBeNull();
    expect(parseBackupArgs(['--with-key'])).toBeNull();
  });
});

describe('npm run backup / npm run restore (embedded site)', () => {
  let adminEmail: string;
  let propertyId: string;
  let applicationId: string;
  let imageUrl: string;
  let imageBytes: Buffer;
  let backupFile: string;

  beforeAll(async () => {
    fs.mkdirSync(dir('backups'));
    const site = await openSite(dir('a'));
    try {
      const admin = await loginAsAdmin(site);
      adminEmail = admin.email;
      const added = await admin.inject({
        method: 'POST',
        url: '/api/admin/properties/add',
        ...multipart(validPropertyFields({ title: 'Backed Up Loft' }), [
          { field: 'media_files', filename: 'front.png', contentType: 'image/png', bytes: await pngImage(320, 240) },
        ]),
      });
      expect(added.statusCode, added.body).toBe(201);
      propertyId = added.json().data.id;
      imageUrl = added.json().data.media[0].url;
      const image = await site.app.inject({ method: 'GET', url: imageUrl });
      expect(image.statusCode).toBe(200);
      imageBytes = image.rawPayload;
      ({ id: applicationId } = await submitApplication(site, fullApplicationBody(propertyId)));
    } finally {
      await site.close();
    }
  }, SLOW_MS);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it(
    'a backup restored into an empty DATA_DIR serves the same property, image and readable PII',
    async () => {
      const made = await backup(configOf(dir('a')), dir('backups'), true);
      expect(made.code, made.text).toBe(0);
      [backupFile] = fs.readdirSync(dir('backups')).map((name) => path.join(dir('backups'), name));
      expect(path.basename(backupFile)).toMatch(/^rentfront-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
      expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
      expect(made.text).toContain('Uploads: 3 files');
      expect(made.text).toContain('PII key: included (--with-key');
      const key = fs.readFileSync(path.join(dir('a'), 'pii.key'), 'utf8').trim();
      expect(zlib.gunzipSync(fs.readFileSync(backupFile)).includes(Buffer.from(key))).toBe(true);

      const restored = await restore(configOf(dir('b')), backupFile);
      expect(restored.code, restored.text).toBe(0);
      expect(restored.text).toContain('1 properties, 1 applications, 1 users; 3 uploaded files');
      expect(fs.readFileSync(path.join(dir('b'), 'pii.key'), 'utf8')).toBe(fs.readFileSync(path.join(dir('a'), 'pii.key'), 'utf8'));

      const site = await openSite(dir('b'));
      try {
        const property = await site.app.inject({ method: 'GET', url: `/api/properties/${propertyId}` });
        expect(property.statusCode).toBe(200);
        expect(property.json().data.title).toBe('Backed Up Loft');
        const image = await site.app.inject({ method: 'GET', url: imageUrl });
        expect(image.statusCode).toBe(200);
        expect(image.rawPayload.equals(imageBytes)).toBe(true);
        const admin = await signIn(site, adminEmail, ADMIN_PASSWORD);
        const reveal = await admin.inject({ method: 'POST', url: `/api/admin/applications/${applicationId}/reveal` });
        expect(reveal.statusCode, reveal.body).toBe(200);
        expect(reveal.json().data.social_security_number).toBe(SSN);
      } finally {
        await site.close();
      }
    },
    SLOW_MS,
  );

  it(
    'restore refuses a DATA_DIR that holds a site without --force; with it the old contents are kept aside',
    async () => {
      const before = fs.readdirSync(path.join(dir('b'), 'db')).length;
      const refused = await restore(configOf(dir('b')), backupFile);
      expect(refused.code).toBe(1);
      expect(refused.text).toContain('already holds db, pii.key, uploads');
      expect(refused.text).toContain('--force');
      expect(fs.readdirSync(path.join(dir('b'), 'db')).length).toBe(before);

      const forced = await restore(configOf(dir('b')), backupFile, true);
      expect(forced.code, forced.text).toBe(0);
      const aside = fs.readdirSync(dir('b')).filter((name) => name.startsWith('.replaced-'));
      expect(aside).toHaveLength(1);
      expect(fs.readdirSync(path.join(dir('b'), aside[0])).sort()).toEqual(['db', 'pii.key', 'uploads']);
      expect(fs.existsSync(path.join(dir('b'), 'db', 'PG_VERSION'))).toBe(true);
      // Nothing of the unpacking is left behind.
      expect(fs.readdirSync(dir('b')).filter((name) => name.startsWith('.restore-'))).toEqual([]);
    },
    SLOW_MS,
  );

  it(
    'by default a backup leaves the key out, says where to keep it, and restores only with the PII_KEY of the site it came from',
    async () => {
      const out = path.join(dir('backups'), 'no-key.tar.gz');
      const made = await backup(configOf(dir('a')), out);
      expect(made.code, made.text).toBe(0);
      expect(made.text).toContain('PII key: NOT included');
      expect(made.text).toContain('WARNING: DATA_DIR/pii.key is NOT in this backup (use --with-key to include it).');
      expect(made.text).toContain('Keep a copy of the key apart from the backups');
      expect(made.text).toContain('PII_KEY=<contents of pii.key> npm run restore');
      // The key's text is nowhere in the file.
      const key = fs.readFileSync(path.join(dir('a'), 'pii.key'), 'utf8').trim();
      expect(zlib.gunzipSync(fs.readFileSync(out)).includes(Buffer.from(key))).toBe(false);

      const refused = await restore(configOf(dir('c')), out);
      expect(refused.code).toBe(1);
      expect(refused.text).toContain('The PII key does not fit this backup');
      expect(fs.readdirSync(dir('c'))).toEqual([]);

      const restored = await restore(configOf(dir('c'), { PII_KEY: key }), out);
      expect(restored.code, restored.text).toBe(0);
      expect(restored.text).toContain('PII key: not in the backup');
    },
    SLOW_MS,
  );

  it('both commands refuse while another process (a running server) holds DATA_DIR', async () => {
    const server = await holdInAnotherProcess(dir('a'));
    try {
      const made = await backup(configOf(dir('a')), dir('backups'));
      expect(made.code).toBe(1);
      expect(made.text).toMatch(/^Another Rentfront process \(pid \d+, .*\) holds DATA_DIR .*: stop that process to back it up/);
      const restored = await restore(configOf(dir('a')), backupFile, true);
      expect(restored.code).toBe(1);
      expect(restored.text).toContain('stop that process to restore into it');
      expect(fs.readdirSync(dir('a')).filter((name) => name.startsWith('.'))).toEqual([]);
    } finally {
      server.kill();
      await once(server, 'exit');
    }
  });

  it('restore refuses files that are not backups and leaves DATA_DIR empty', async () => {
    const garbage = path.join(dir('backups'), 'garbage.tar.gz');
    fs.writeFileSync(garbage, 'not a backup at all');
    const gzipped = path.join(dir('backups'), 'other.tar.gz');
    fs.writeFileSync(gzipped, zlib.gzipSync(Buffer.alloc(1024)));
    for (const file of [garbage, gzipped]) {
      const refused = await restore(configOf(dir('d')), file);
      expect(refused.code, file).toBe(1);
      expect(refused.text).toMatch(/not a (readable|Rentfront) backup/);
      expect(fs.readdirSync(dir('d'))).toEqual([]);
    }
  });

  it('backup never overwrites a file, and says when there is nothing to back up', async () => {
    const again = await backup(configOf(dir('a')), backupFile);
    expect(again.code).toBe(1);
    expect(again.text).toContain('already exists');
    const empty = await backup(configOf(dir('empty')), dir('backups'));
    expect(empty.code).toBe(1);
    expect(empty.text).toContain('nothing to back up');
  });

  it('with DATABASE_URL, backup points to pg_dump and restore to pg_restore', async () => {
    const config = configOf(dir('pg'), { DATABASE_URL: 'postgres://app@db.example:5432/rentfront', PII_KEY: 'ab'.repeat(32) });
    const made = await backup(config, dir('backups'));
    expect(made.code).toBe(1);
    expect(made.text).toContain('pg_dump --format=custom');
    const restored = await restore(config, backupFile);
    expect(restored.code).toBe(1);
    expect(restored.text).toContain('pg_restore');
  });
});
