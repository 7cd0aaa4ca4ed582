import { Writable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { RecordingTransport } from '../../test/context';
import { pdfFile } from '../../test/fixtures';
import { enqueueEmail } from './outbox';
import { logTransport, type MailMessage } from './transport';
import { backoffMs, MAX_ATTEMPTS, OutboxWorker } from './worker';
import { useTestContext } from '../../test/app';

const silent = pino({ level: 'silent' });

describe('outbox and worker (server.md §4)', () => {
  const t = useTestContext();
  beforeEach(async () => {
    t.mail.failing = false;
    await t.flushMail();
    t.mail.sent = [];
  });

  const rowOf = async (id: string) => (await t.db.db.select().from(outbox).where(eq(outbox.id, id)))[0];
  const makeDue = (id: string) =>
    t.db.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.id, id));

  it('sends a queued message with both parts and marks it sent', async () => {
    const id = await enqueueEmail(t.db.db, {
      to: 'renter@example.com',
      subject: 'Hello',
      text: 'Plain part',
      html: '<p>HTML part</p>',
      headers: { 'X-Priority': '1' },
    });
    expect((await rowOf(id)).status).toBe('pending');
    expect(await t.flushMail()).toBe(1);
    const [message] = t.mail.to('renter@example.com');
    expect(message).toMatchObject({ subject: 'Hello', text: 'Plain part', html: '<p>HTML part</p>', headers: { 'X-Priority': '1' } });
    expect(message.from).toBe(t.config.mailFrom);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    // Sent rows are not sent again.
    expect(await t.flushMail()).toBe(0);
    expect(t.mail.sent).toHaveLength(1);
  });

  it('reads attachments from storage when it sends', async () => {
    await t.app.ctx.storage.put('notices/11111111-1111-4111-8111-111111111111/file.pdf', pdfFile(), 'application/pdf');
    await enqueueEmail(t.db.db, {
      to: 'contractor@example.com',
      subject: 'With file',
      text: 't',
      html: 'h',
      attachments: [
        { filename: 'lease.pdf', contentType: 'application/pdf', storageKey: 'notices/11111111-1111-4111-8111-111111111111/file.pdf' },
      ],
    });
    await t.flushMail();
    const [message] = t.mail.to('contractor@example.com');
    expect(message.attachments).toHaveLength(1);
    expect(message.attachments![0]).toMatchObject({ filename: 'lease.pdf', contentType: 'application/pdf' });
    expect(message.attachments![0].content.equals(pdfFile())).toBe(true);
  });

  it('a message queued in a rolled-back transaction is never sent', async () => {
    await expect(
      t.db.db.transaction(async (tx) => {
        await enqueueEmail(tx, { to: 'rollback@example.com', subject: 's', text: 't', html: 'h' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.db.db.select().from(outbox).where(eq(outbox.to, 'rollback@example.com'))).toHaveLength(0);
  });

  it('retries with a growing backoff when the transport fails, then sends', async () => {
    const id = await enqueueEmail(t.db.db, { to: 'retry@example.com', subject: 'Retry me', text: 't', html: 'h' });
    t.mail.failing = true;
    const before = Date.now();
    await t.flushMail();
    let row = await rowOf(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP unavailable' });
    expect(row.nextAttemptAt.getTime() - before).toBeGreaterThanOrEqual(backoffMs(1) - 50);
    expect(row.nextAttemptAt.getTime() - Date.now()).toBeLessThanOrEqual(backoffMs(1));

    // Not due yet: another pass leaves it alone.
    await t.flushMail();
    expect((await rowOf(id)).attempts).toBe(1);

    await makeDue(id);
    await t.flushMail();
    row = await rowOf(id);
    expect(row.attempts).toBe(2);
    expect(row.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(backoffMs(1));
    expect(backoffMs(2)).toBeGreaterThan(backoffMs(1));
    expect(backoffMs(20)).toBe(60 * 60 * 1000);

    t.mail.failing = false;
    await makeDue(id);
    await t.flushMail();
    row = await rowOf(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(t.mail.to('retry@example.com')).toHaveLength(1);
  });

  it(`marks a message failed after ${MAX_ATTEMPTS} attempts and stops trying`, async () => {
    expect(MAX_ATTEMPTS).toBe(8);
    const id = await enqueueEmail(t.db.db, { to: 'bounce@example.com', subject: 'Never', text: 't', html: 'h' });
    t.mail.failing = true;
    for (let i = 1; i <= MAX_ATTEMPTS; i++) {
      await makeDue(id);
      await t.flushMail();
      const row = await rowOf(id);
      expect(row.attempts).toBe(i);
      expect(row.status).toBe(i < MAX_ATTEMPTS ? 'pending' : 'failed');
    }
    t.mail.failing = false;
    await makeDue(id);
    expect(await t.flushMail()).toBe(0);
    expect(t.mail.to('bounce@example.com')).toHaveLength(0);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json().data.outbox.failed).toBeGreaterThanOrEqual(1);
  });

  it('two workers draining at once never send a row twice', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 25; i++)
      ids.push(await enqueueEmail(t.db.db, { to: `many${i}@example.com`, subject: `n${i}`, text: 't', html: 'h' }));
    const sent: MailMessage[] = [];
    // A slow transport keeps each worker busy while the other looks for work.
    const slow = {
      async send(m: MailMessage) {
        await new Promise((r) => setTimeout(r, 5));
        sent.push(m);
      },
      close() {},
    };
    const make = () =>
      new OutboxWorker({ db: t.db.db, transport: slow, storage: t.app.ctx.storage, from: 'x@example.com', logger: silent });
    const [a, b] = await Promise.all([make().drain(), make().drain()]);
    expect(a + b).toBe(25);
    expect(sent).toHaveLength(25);
    expect(new Set(sent.map((m) => m.to)).size).toBe(25);
    const rows = await t.db.db.select().from(outbox).where(inArray(outbox.id, ids));
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('logs why a message was not sent without the SMTP reply, which quotes the recipient', async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _enc, cb) {
          lines.push(String(chunk));
          cb();
        },
      }),
    );
    const rejecting = {
      send: async () => {
        throw Object.assign(new Error('550 5.1.1 <rejected.person@example.com>: Recipient address rejected'), {
          code: 'EENVELOPE',
          responseCode: 550,
        });
      },
      close() {},
    };
    const worker = new OutboxWorker({ db: t.db.db, transport: rejecting, storage: t.app.ctx.storage, from: 'x@example.com', logger });
    const id = await enqueueEmail(t.db.db, { to: 'rejected.person@example.com', subject: 'Hello', text: 't', html: 'h' });
    await worker.drain();
    await worker.stop();
    const log = lines.join('');
    expect(log).toContain('e-mail not sent');
    expect(log).toContain('"code":"EENVELOPE"');
    expect(log).toContain('"responseCode":550');
    expect(log).not.toContain('rejected.person');
    // The office still sees the server's reply on the message itself.
    expect((await rowOf(id)).lastError).toContain('Recipient address rejected');
    await t.db.db.delete(outbox).where(eq(outbox.id, id));
  });

  it('the started worker picks up a kicked message by itself and stops cleanly', async () => {
    const transport = new RecordingTransport();
    const worker = new OutboxWorker({
      db: t.db.db,
      transport,
      storage: t.app.ctx.storage,
      from: 'x@example.com',
      logger: silent,
      pollMs: 50,
    });
    worker.start();
    try {
      await enqueueEmail(t.db.db, { to: 'kicked@example.com', subject: 'k', text: 't', html: 'h' });
      worker.kick();
      const deadline = Date.now() + 20_000;
      while (transport.to('kicked@example.com').length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(transport.to('kicked@example.com')).toHaveLength(1);
    } finally {
      await worker.stop();
    }
    // Once stopped, nothing more is sent.
    await enqueueEmail(t.db.db, { to: 'after-stop@example.com', subject: 'k', text: 't', html: 'h' });
    worker.kick();
    await new Promise((r) => setTimeout(r, 150));
    expect(transport.to('after-stop@example.com')).toHaveLength(0);
  });
});

describe('log transport (no SMTP_URL)', () => {
  it('logs the subject and the links, not the address or the body', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, cb) {
        lines.push(String(chunk));
        cb();
      },
    });
    const transport = logTransport(pino({ level: 'info' }, stream));
    await transport.send({
      from: 'office@example.com',
      to: 'jane.doe@example.com',
      subject: 'Reset your password',
      text: 'Secret body text 555-12-3456\nChoose a new password: http://localhost:3000/reset-password/abc123\n',
      html: '<p>Secret body text</p>',
    });
    const log = lines.join('');
    expect(log).toContain('Reset your password');
    expect(log).toContain('http://localhost:3000/reset-password/abc123');
    expect(log).toContain('j***@example.com');
    expect(log).not.toContain('jane.doe');
    expect(log).not.toContain('Secret body text');
    expect(log).not.toContain('555-12-3456');
  });
});
