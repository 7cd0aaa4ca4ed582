import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { inArray, isNotNull, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db, type DbHandle } from '../../db/client';
import { outbox } from '../../db/schema';
import { SERVER_ROOT } from '../../paths';
import { openSharedDb, type SharedDb } from '../pii/test-nodes';
import { DiskStorage } from '../storage/disk';
import { claimNext } from './claims';
import { enqueueEmail } from './outbox';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture';
import { smtpTransport } from './transport';
import { OutboxWorker } from './worker';

const HOST = 'rentfront.test';
/** The lease of the worker that dies: long enough for the others to be sent inside it. */
const CRASH_LEASE_MS = 8000;

function newWorker(db: Db, smtpUrl: string, workerId: string) {
  return new OutboxWorker({
    db,
    transport: smtpTransport(smtpUrl),
    storage: new DiskStorage(path.join(SERVER_ROOT, '.no-attachments')),
    from: 'Rentfront <office@rentfront.test>',
    logger: pino({ level: 'silent' }),
    messageIdHost: HOST,
    pollMs: 100,
    workerId,
  });
}

async function until(condition: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Outbox workers of several nodes on one database, sending through a real SMTP server. On
 * PostgreSQL each worker has its own connection pool and the crash is a real process killed with
 * SIGKILL while the SMTP server holds its message; on PGlite (one process by nature) the crash is
 * the claim such a process leaves behind.
 */
describe('outbox workers of two nodes, through SMTP', () => {
  let shared: SharedDb;
  let second: DbHandle;
  let smtp: SmtpCapture | undefined;
  let child: ChildProcess | undefined;
  beforeAll(async () => {
    shared = await openSharedDb();
    second = shared.url ? await openDb({ databaseUrl: shared.url, poolSize: 4 }) : shared.handle;
  }, 120_000);
  afterEach(async () => {
    child?.kill('SIGKILL');
    await smtp?.close();
  });
  afterAll(async () => {
    if (second !== shared?.handle) await second?.close();
    await shared?.close();
  });

  const enqueue = async (to: string, subject: string) =>
    enqueueEmail(shared.handle.db, { to, subject, text: 'Hello', html: '<p>Hello</p>' });

  it('two workers draining 40 messages send each exactly once, with its Message-ID', async () => {
    smtp = await startSmtpCapture();
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) ids.push(await enqueue(`renter${i}@example.com`, `Message ${i}`));
    const a = newWorker(shared.handle.db, smtp.url, 'node-a');
    const b = newWorker(second.db, smtp.url, 'node-b');
    const [sentByA, sentByB] = await Promise.all([a.drain(), b.drain()]);
    expect(sentByA + sentByB).toBe(40);
    expect(smtp.messages).toHaveLength(40);
    expect(new Set(smtp.messages.map((m) => m.messageId)).size).toBe(40);
    expect(smtp.messages.map((m) => m.messageId).sort()).toEqual(ids.map((id) => `<${id}@${HOST}>`).sort());
    const rows = await shared.handle.db.select().from(outbox).where(inArray(outbox.id, ids));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1 && r.claimedBy === null)).toBe(true);
    expect(rows.every((r) => r.messageId === `<${r.id}@${HOST}>`)).toBe(true);
  });

  it('a worker that dies mid-send holds only its message, and only until its lease ends', async () => {
    const realCrash = Boolean(shared.url);
    smtp = await startSmtpCapture(realCrash ? { holdOnceFor: 'held@example.com' } : {});
    const heldId = await enqueue('held@example.com', 'Held');
    // The held message is the oldest due, so the dying worker claims it first.
    await shared.handle.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now() - interval '1 minute'` })
      .where(inArray(outbox.id, [heldId]));
    const others: string[] = [];
    for (let i = 0; i < 9; i++) others.push(await enqueue(`other${i}@example.com`, `Other ${i}`));

    if (realCrash) {
      child = spawn(process.execPath, ['--import', 'tsx', 'src/platform/mail/crashing-worker.fixture.ts'], {
        cwd: SERVER_ROOT,
        env: { ...process.env, DATABASE_URL: shared.url, SMTP_URL: smtp.url, LEASE_MS: String(CRASH_LEASE_MS), WORKER_ID: 'dying-node' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      // A child that cannot start (a busy machine, a refused connection) must fail the test with
      // its reason at once, not leave it waiting for a message that never comes.
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const exited = new Promise<never>((_, reject) =>
        child!.once('exit', (code) =>
          reject(new Error(`the crashing worker exited (${code}) before it held a message: ${stderr.slice(0, 2000)}`)),
        ),
      );
      await Promise.race([smtp.held, exited]); // it is inside DATA for the held message, renewing its lease
      child.kill('SIGKILL');
      await new Promise((resolve) => child!.once('exit', resolve));
    } else {
      await claimNext(shared.handle.db, 'dying-node', CRASH_LEASE_MS, HOST);
    }

    // What the dead worker left: one claimed message, the others free.
    const claimed = await shared.handle.db.select().from(outbox).where(isNotNull(outbox.claimedBy));
    expect(claimed.map((r) => [r.id, r.claimedBy])).toEqual([[heldId, 'dying-node']]);
    const leaseEnd = claimed[0].nextAttemptAt.getTime();
    expect(claimed[0].messageId).toBe(`<${heldId}@${HOST}>`);

    const survivor = newWorker(second.db, smtp.url, 'node-b');
    survivor.start();
    try {
      await until(() => smtp!.messages.length === 10, CRASH_LEASE_MS + 30_000);
    } finally {
      await survivor.stop();
    }
    const received = (to: string) => smtp!.messages.filter((m) => m.to === to);
    // The others were not delayed by the crash: all sent before the lease ran out.
    for (let i = 0; i < 9; i++) {
      expect(received(`other${i}@example.com`)).toHaveLength(1);
      expect(received(`other${i}@example.com`)[0].receivedAt).toBeLessThan(leaseEnd);
    }
    // The held one went once, after the lease (not before; not much later), with the same Message-ID.
    const [held, ...again] = received('held@example.com');
    expect(again).toHaveLength(0);
    expect(held.messageId).toBe(`<${heldId}@${HOST}>`);
    expect(held.receivedAt).toBeGreaterThanOrEqual(leaseEnd - 250);
    expect(held.receivedAt).toBeLessThan(leaseEnd + 5000);
    const rows = await shared.handle.db
      .select()
      .from(outbox)
      .where(inArray(outbox.id, [heldId, ...others]));
    expect(rows.every((r) => r.status === 'sent' && r.claimedBy === null)).toBe(true);
    // The attempt the dead worker made counts.
    expect(rows.find((r) => r.id === heldId)!.attempts).toBe(2);
  }, 180_000);
});
