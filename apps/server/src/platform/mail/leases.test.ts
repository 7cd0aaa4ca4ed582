import { eq } from 'drizzle-orm';
import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { RecordingTransport } from '../../test/context';
import { pdfFile } from '../../test/fixtures';
import type { Storage } from '../storage/storage';
import { claimNext, MAX_ATTEMPTS } from './claims';
import { enqueueEmail } from './outbox';
import type { MailMessage, MailTransport } from './transport';
import { LEASE_MS, OutboxWorker } from './worker';
import { useTestContext } from '../../test/app';

const silent = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A transport whose sends wait until the test lets them go. */
class GatedTransport implements MailTransport {
  sent: MailMessage[] = [];
  started = 0;
  private gates: (() => void)[] = [];
  async send(message: MailMessage) {
    this.started++;
    await new Promise<void>((resolve) => this.gates.push(resolve));
    this.sent.push(message);
  }
  release() {
    for (const open of this.gates.splice(0)) open();
  }
  close() {}
}

async function until(condition: () => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(10);
  }
}

/** Per-message leases, their renewal and release, and Message-IDs (both engines). */
describe('outbox leases', () => {
  const t = useTestContext();
  beforeEach(async () => {
    await t.db.db.delete(outbox);
  });

  const rowOf = async (id: string) => (await t.db.db.select().from(outbox).where(eq(outbox.id, id)))[0];
  const enqueue = (to: string) => enqueueEmail(t.db.db, { to, subject: `To ${to}`, text: 't', html: 'h' });
  const worker = (transport: MailTransport, extra: Partial<ConstructorParameters<typeof OutboxWorker>[0]> = {}) =>
    new OutboxWorker({ db: t.db.db, transport, storage: t.app.ctx.storage, from: 'Office <office@example.com>', logger: silent, ...extra });

  it('claims one message at a time, with a lease of about a minute', async () => {
    expect(LEASE_MS).toBe(60_000);
    const [a, b] = [await enqueue('a@example.com'), await enqueue('b@example.com')];
    const before = Date.now();
    const claimed = await claimNext(t.db.db, 'w1', LEASE_MS, 'example.com');
    expect(claimed?.id).toBe(a);
    expect(claimed).toMatchObject({ claimedBy: 'w1', attempts: 1, messageId: `<${a}@example.com>` });
    expect(claimed!.nextAttemptAt.getTime() - before).toBeGreaterThan(LEASE_MS - 5000);
    expect(claimed!.nextAttemptAt.getTime() - before).toBeLessThan(LEASE_MS + 5000);
    // The other message is not held by that claim.
    expect(await rowOf(b)).toMatchObject({ claimedBy: null, attempts: 0 });
    expect((await claimNext(t.db.db, 'w2', LEASE_MS, 'example.com'))?.id).toBe(b);
    expect(await claimNext(t.db.db, 'w3', LEASE_MS, 'example.com')).toBeUndefined();
  });

  it('every attempt carries the Message-ID fixed at the first claim', async () => {
    const id = await enqueue('retry@example.com');
    const transport = new RecordingTransport();
    transport.failing = true;
    const w = worker(transport, { messageIdHost: 'rent.example' });
    await w.drain();
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 1, messageId: `<${id}@rent.example>`, claimedBy: null });
    await t.db.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.id, id));
    transport.failing = false;
    // Another node, configured with another host, sends it: the stored id wins.
    await worker(transport, { messageIdHost: 'other.example' }).drain();
    expect(transport.sent.map((m) => m.messageId)).toEqual([`<${id}@rent.example>`]);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('the lease is renewed while a slow send goes on, so no other worker sends the message too', async () => {
    const id = await enqueue('slow@example.com');
    const slow = new GatedTransport();
    const a = worker(slow, { leaseMs: 600, workerId: 'a' });
    const draining = a.drain();
    await until(() => slow.started === 1);
    const firstLease = (await rowOf(id)).nextAttemptAt.getTime();
    const other = new RecordingTransport();
    const b = worker(other, { workerId: 'b' });
    // Three lease lengths later, b still finds nothing to send.
    for (let i = 0; i < 9; i++) {
      await sleep(200);
      expect(await b.drain()).toBe(0);
    }
    expect((await rowOf(id)).nextAttemptAt.getTime()).toBeGreaterThan(firstLease + 1000);
    slow.release();
    expect(await draining).toBe(1);
    expect(slow.sent).toHaveLength(1);
    expect(other.sent).toHaveLength(0);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1, claimedBy: null });
  });

  it('stop() waits for the message being sent, then lets go of nothing else', async () => {
    const id = await enqueue('inflight@example.com');
    const gated = new GatedTransport();
    const w = worker(gated, { pollMs: 50 });
    w.start();
    await until(() => gated.started === 1);
    const stopping = w.stop({ waitMs: 10_000 });
    await sleep(100);
    gated.release();
    await stopping;
    expect(await rowOf(id)).toMatchObject({ status: 'sent', claimedBy: null });
  });

  it('stop() hands back a claimed message whose send had not begun, for another node to send at once', async () => {
    await t.app.ctx.storage.put('notices/22222222-2222-4222-8222-222222222222/a.pdf', pdfFile(), 'application/pdf');
    const id = await enqueueEmail(t.db.db, {
      to: 'attached@example.com',
      subject: 'With a file',
      text: 't',
      html: 'h',
      attachments: [
        { filename: 'a.pdf', contentType: 'application/pdf', storageKey: 'notices/22222222-2222-4222-8222-222222222222/a.pdf' },
      ],
    });
    // Reading the attachment waits, as on a slow storage: the worker is stopped meanwhile.
    let reading: () => void = () => undefined;
    const readStarted = new Promise<void>((resolve) => (reading = resolve));
    let finishRead: () => void = () => undefined;
    const slowStorage: Storage = Object.create(t.app.ctx.storage, {
      get: {
        value: async (key: string) => {
          reading();
          await new Promise<void>((resolve) => (finishRead = resolve));
          return t.app.ctx.storage.get(key);
        },
      },
    });
    const transport = new RecordingTransport();
    const w = worker(transport, { storage: slowStorage, workerId: 'stopping-node', pollMs: 50 });
    w.start();
    await readStarted;
    expect(await rowOf(id)).toMatchObject({ claimedBy: 'stopping-node', attempts: 1 });
    const stopping = w.stop();
    finishRead();
    await stopping;
    expect(transport.sent).toHaveLength(0);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'pending', claimedBy: null, attempts: 0 });
    expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    // Due at once for the other nodes.
    const other = new RecordingTransport();
    expect(await worker(other).drain()).toBe(1);
    expect(other.to('attached@example.com')).toHaveLength(1);
  });

  it('a send that outlasts stop() keeps its claim but is no longer renewed, so the lease runs out', async () => {
    const id = await enqueue('hung@example.com');
    const hung = new GatedTransport();
    const w = worker(hung, { leaseMs: 600, workerId: 'hung-node', pollMs: 50 });
    w.start();
    await until(() => hung.started === 1);
    const started = Date.now();
    await w.stop({ waitMs: 200 });
    expect(Date.now() - started).toBeLessThan(2000);
    const leaseAtStop = (await rowOf(id)).nextAttemptAt.getTime();
    await sleep(900);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'pending', claimedBy: 'hung-node' });
    expect(row.nextAttemptAt.getTime()).toBe(leaseAtStop);
    // Past the lease another node takes it over.
    const other = new RecordingTransport();
    expect(await worker(other).drain()).toBe(1);
    expect(other.to('hung@example.com')).toHaveLength(1);
    hung.release();
  });

  it(`a message whose last (${MAX_ATTEMPTS}th) attempt died with its worker is marked failed, not sent again`, async () => {
    const id = await enqueue('last@example.com');
    await t.db.db
      .update(outbox)
      .set({ attempts: MAX_ATTEMPTS, claimedBy: 'dead-node', nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.id, id));
    const transport = new RecordingTransport();
    expect(await worker(transport).drain()).toBe(0);
    expect(transport.sent).toHaveLength(0);
    expect(await rowOf(id)).toMatchObject({
      status: 'failed',
      claimedBy: null,
      lastError: 'the worker stopped while sending (lease expired)',
    });
  });
});
