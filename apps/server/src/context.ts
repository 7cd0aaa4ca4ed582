import type { Logger } from 'pino';
import type { Config } from './config';
import type { Db, DbHandle } from './db/client';
import type { Lifecycle } from './platform/lifecycle/lifecycle';
import type { BackgroundTasks } from './platform/jobs/background';
import type { OutboxWorker } from './platform/mail/worker';
import type { ReadCaches } from './platform/http/read-cache';
import type { PiiCipher } from './platform/pii/cipher';
import type { RateLimitStore } from './platform/rate-limit';
import type { Storage } from './platform/storage/storage';

/** What every module gets: the configured parts of the platform. Built once in buildApp. */
export interface AppContext {
  config: Config;
  db: Db;
  dbHandle: DbHandle;
  storage: Storage;
  pii: PiiCipher;
  rateLimits: RateLimitStore;
  mailer: OutboxWorker;
  /** Work started by a request and finished after its answer; drained before the database closes. */
  background: BackgroundTasks;
  logger: Logger;
  /** Caches of anonymous public reads; every write to what they show calls `readCaches.clear()`. */
  readCaches: ReadCaches;
  /** Stopping or serving: what readiness reports while a stop drains requests. */
  lifecycle: Lifecycle;
}
