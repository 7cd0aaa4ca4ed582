// The shared parts of a fleet, started for one test file (test code only): a scratch PostgreSQL
// database, a key prefix on the local Redis, an S3-compatible server, a capture SMTP server, one
// PII key and the first admin. Every node started with `env` is a stateless app server over them.
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { createScratchDatabase, type ScratchDatabase } from '../../src/db/scratch';
import { startSmtpCapture, type SmtpCapture } from '../../src/platform/mail/smtp-capture';
import { startS3Server, type TestS3Server } from '../../src/test/s3-server';

/** The site's address as the load balancer presents it: every node gets it as PUBLIC_URL. */
export const FLEET_PUBLIC_URL = 'http://rentfront.test';

export interface FleetServices {
  database: ScratchDatabase;
  s3: TestS3Server;
  smtp: SmtpCapture;
  redisKeyPrefix: string;
  admin: { email: string; password: string };
  /** The environment every node shares (each adds its own PORT and DATA_DIR). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** Deletes this run's rate-limit counters, so the shared Redis keeps nothing of the test. */
async function deleteKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/**
 * Starts every shared service; what started is stopped again if a later one fails. `stop()`
 * drops the database, stops the servers and clears the Redis keys (nodes must be stopped first).
 */
export async function startFleetServices(options: { databaseServerUrl: string; redisUrl: string }): Promise<FleetServices> {
  const cleanups: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    cleanups.length = 0;
  };
  try {
    const database = await createScratchDatabase(options.databaseServerUrl, 'rf_fleet');
    cleanups.push(() => database.drop());
    const s3 = await startS3Server('rentfront-fleet');
    cleanups.push(() => s3.stop());
    const smtp = await startSmtpCapture();
    cleanups.push(() => smtp.close());
    const redisKeyPrefix = `rentfront-fleet-${crypto.randomBytes(6).toString('hex')}:`;
    cleanups.push(() => deleteKeys(options.redisUrl, redisKeyPrefix));
    const admin = { email: 'owner@rentfront.test', password: `fleet-${crypto.randomBytes(9).toString('base64url')}` };
    const env = {
      PUBLIC_URL: FLEET_PUBLIC_URL,
      DATABASE_URL: database.url,
      REDIS_URL: options.redisUrl,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      ...s3.env,
      // One key for the fleet, as an operator would set it on every node.
      PII_KEY: crypto.randomBytes(32).toString('hex'),
      SMTP_URL: smtp.url,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // Behind a load balancer on this machine: the client address comes from its X-Forwarded-For.
      TRUST_PROXY: 'loopback',
    };
    return { database, s3, smtp, redisKeyPrefix, admin, env, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
