import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type RentfrontApp } from '../app';
import { loadConfig, type Config } from '../config';
import { createLogger } from '../logger';
import { openDb, type DbHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { createScratchDatabase } from '../db/scratch';
import { createPiiCipher } from '../platform/pii/cipher';
import { pgliteTemplate, postgresTemplate } from './template-db';
import type { MailMessage, MailTransport } from '../platform/mail/transport';
import { DiskStorage } from '../platform/storage/disk';
import type { Storage } from '../platform/storage/storage';

export const TEST_ORIGIN = 'http://localhost:3000';

/** Records what the outbox worker sends; `failing` simulates an SMTP outage. */
export class RecordingTransport implements MailTransport {
  sent: MailMessage[] = [];
  failing = false;
  async send(message: MailMessage) {
    if (this.failing) throw new Error('SMTP unavailable');
    this.sent.push(message);
  }
  close() {}
  to(address: string) {
    return this.sent.filter((m) => m.to.toLowerCase() === address.toLowerCase());
  }
}

export interface TestContext {
  app: RentfrontApp;
  config: Config;
  db: DbHandle;
  mail: RecordingTransport;
  dataDir: string;
  /** Sends everything queued in the outbox now. */
  flushMail(): Promise<number>;
  close(): Promise<void>;
}

/**
 * Which engine the server tests run on: PGlite in memory by default, PostgreSQL when
 * TEST_DATABASE_URL is set (each test file then gets its own scratch database). Either way a context
 * starts from a copy of one database migrated for the whole run (test/global-setup.ts).
 */
export const TEST_ENGINE = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export interface TestContextOptions {
  /**
   * Extra environment variables, read like the real process reads them (so derived settings such
   * as `secureCookies` follow `PUBLIC_URL`), e.g. `{ PUBLIC_URL: 'https://rent.example' }`.
   */
  env?: Record<string, string>;
  /** Registers extra routes before the app is ready (e.g. one that throws, for error tests). */
  routes?: (app: FastifyInstance) => void | Promise<void>;
  /** Serve the web app from `WEB_DIST_DIR` (off by default: API tests do not need a build). */
  serveWeb?: boolean;
  /** The file store (default: DiskStorage in the temp DATA_DIR/uploads), e.g. S3 or a FaultyStorage. */
  storage?: (dataDir: string) => Storage;
  /** Collects every log line (JSON, info and up unless env says LOG_LEVEL), for tests of what is logged. */
  logs?: string[];
}

export async function createTestContext(overrides: Partial<Config> = {}, options: TestContextOptions = {}): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentfront-test-'));
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: options.logs ? 'info' : 'silent', DATA_DIR: dataDir, PUBLIC_URL: TEST_ORIGIN, ...options.env },
    overrides,
  );
  let dropDb: (() => Promise<void>) | undefined;
  let db: DbHandle;
  // A copy of the run's migrated template when there is one (test/template-db.ts), else migrate here.
  let migrated: boolean;
  if (process.env.TEST_DATABASE_URL) {
    const template = postgresTemplate();
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL, 'rf_test', template);
    dropDb = scratch.drop;
    db = await openDb({ databaseUrl: scratch.url, poolSize: 4 });
    migrated = template !== undefined;
  } else {
    const dataDir = pgliteTemplate();
    db = await openDb({ pgliteDataDir: dataDir });
    migrated = dataDir !== undefined;
  }
  if (!migrated) await runMigrations(db);
  const mail = new RecordingTransport();
  const logs = options.logs;
  const app = await buildApp({
    config,
    dbHandle: db,
    logger: logs ? createLogger(config, { write: (line: string) => void logs.push(line) }) : undefined,
    mailTransport: mail,
    storage: options.storage?.(dataDir) ?? new DiskStorage(path.join(dataDir, 'uploads')),
    pii: createPiiCipher(crypto.randomBytes(32).toString('hex')),
    serveWeb: options.serveWeb ?? false,
  });
  await options.routes?.(app);
  await app.ready();
  return {
    app,
    config,
    db,
    mail,
    dataDir,
    // Mail a request queued after answering (password reset) is queued first, then sent.
    flushMail: async () => {
      await app.ctx.background.drain();
      return app.ctx.mailer.drain();
    },
    close: async () => {
      await app.close();
      // A test may have closed the database on purpose (to see the app cope); still clean up.
      await db.close().catch(() => undefined);
      await dropDb?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
