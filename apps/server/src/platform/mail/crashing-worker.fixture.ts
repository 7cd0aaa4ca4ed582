// Test fixture (run by fleet.test.ts in its own process, then killed with SIGKILL): an outbox
// worker on DATABASE_URL sending to SMTP_URL, as a server node's worker would.
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { openDb } from '../../db/client';
import { DiskStorage } from '../storage/disk';
import { smtpTransport } from './transport';
import { OutboxWorker } from './worker';

const { DATABASE_URL, SMTP_URL, LEASE_MS, WORKER_ID } = process.env;
if (!DATABASE_URL || !SMTP_URL || !LEASE_MS || !WORKER_ID) throw new Error('DATABASE_URL, SMTP_URL, LEASE_MS and WORKER_ID are required');

const handle = await openDb({ databaseUrl: DATABASE_URL, poolSize: 2 });
const worker = new OutboxWorker({
  db: handle.db,
  transport: smtpTransport(SMTP_URL),
  storage: new DiskStorage(path.join(os.tmpdir(), 'rentfront-crashing-worker')),
  from: 'Rentfront <office@rentfront.test>',
  logger: pino({ level: 'silent' }),
  messageIdHost: 'rentfront.test',
  leaseMs: Number(LEASE_MS),
  pollMs: 100,
  workerId: WORKER_ID,
});
worker.start();
// The worker's timers do not hold a process open (a server's do not need to); this one must live
// until the test kills it, or it could exit between two polls and never claim the held message.
setInterval(() => undefined, 60_000);
console.log('worker started');
