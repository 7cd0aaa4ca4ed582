import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../../src/db/client';
import { fullApplicationBody, SSN } from '../../src/test/factories/application';
import { validPropertyFields } from '../../src/modules/properties/test-properties';
import { pngImage } from '../../src/test/fixtures';
import { multipart } from '../../src/test/http';
import type { Session } from './client';
import { killAll, startNodes, type FleetNode } from './nodes';
import { startFleetServices, FLEET_PUBLIC_URL, type FleetServices } from './services';
import { checkWrites, untilOutboxDrained } from './write-check';
import { startWriteLoad, untilAcknowledged, type LoadResult } from './write-load';

// Two real server processes (src/main.ts under tsx) on one PostgreSQL database, one Redis, one
// S3-compatible server, one PII key and one SMTP server: what docs/deploy.md calls a fleet.
// Runs in the PostgreSQL pass of `npm run test:server` when TEST_REDIS_URL is set too
// (vitest.config.ts leaves *.fleet.test.ts out otherwise).
const DATABASE_SERVER_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;

/** Every file a node wrote under its DATA_DIR (a fleet node must keep nothing there). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => fs.statSync(path.join(dir, f)).isFile());
}

describe('two nodes on one PostgreSQL, Redis and S3', () => {
  let services: FleetServices;
  const started: FleetNode[] = [];
  let a: FleetNode;
  let b: FleetNode;
  let db: DbHandle;
  let admin: Session;

  beforeAll(async () => {
    if (!DATABASE_SERVER_URL || !REDIS_URL) throw new Error('the fleet test needs TEST_DATABASE_URL and TEST_REDIS_URL');
    services = await startFleetServices({ databaseServerUrl: DATABASE_SERVER_URL, redisUrl: REDIS_URL });
    // Both at once on the new database, as a deploy starts them: they race to migrate and to
    // create the first admin, and both must come up.
    [a, b] = await startNodes(['a', 'b'], services.env, started);
    db = await openDb({ databaseUrl: services.database.url, poolSize: 2 });
  }, 180_000);

  afterAll(async () => {
    await killAll(started);
    await db?.close();
    await services?.stop();
  }, 60_000);

  it('a session signed in on A works on B, and B still checks its CSRF token', async () => {
    admin = await a.client.signIn(services.admin.email, services.admin.password);
    const list = await b.client.call('GET', '/api/admin/booking-types', { session: admin });
    expect(list.status, list.text).toBe(200);

    const option = { title: 'Video tour', booking_page_url: 'https://tours.rentfront.test/video', duration_minutes: 20 };
    const noToken = await b.client.call('POST', '/api/admin/booking-types', { session: admin, noCsrf: true, json: option });
    expect(noToken.status).toBe(403);
    const created = await b.client.call('POST', '/api/admin/booking-types', { session: admin, json: option });
    expect(created.status, created.text).toBe(201);
    const onA = await a.client.call('GET', '/api/admin/booking-types', { session: admin });
    expect(JSON.stringify(onA.json())).toContain('Video tour');
  });

  let propertyId: string;

  it('a photo uploaded on A downloads from B, and no node keeps it on its own disk', async () => {
    const form = multipart(validPropertyFields({ title: 'Fleet Loft' }), [
      { field: 'media_files', filename: 'front.png', contentType: 'image/png', bytes: await pngImage(640, 480) },
    ]);
    const added = await a.client.call('POST', '/api/admin/properties/add', { session: admin, body: form });
    expect(added.status, added.text).toBe(201);
    const property = added.json<{ data: { id: string; media: { url: string }[] } }>().data;
    propertyId = property.id;
    const url = property.media[0].url;
    expect(url).toMatch(/^\/media\/properties\/.+\.webp$/);

    const fromB = await b.client.call('GET', url);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    const fromA = await a.client.call('GET', url);
    expect(fromB.bytes.length).toBeGreaterThan(100);
    expect(fromB.bytes.equals(fromA.bytes)).toBe(true);
    // B's public detail lists the same picture.
    const detail = await b.client.call('GET', `/api/properties/${propertyId}`);
    expect(detail.text).toContain(url);

    expect(filesUnder(a.dataDir)).toEqual([]);
    expect(filesUnder(b.dataDir)).toEqual([]);
  });

  it('an application with an SSN submitted on A reveals on B (one PII key)', async () => {
    const submitted = await a.client.call('POST', '/api/applications/submit', {
      json: fullApplicationBody(propertyId, 'Fleet Applicant', 'fleet.applicant@example.com'),
      headers: { 'x-forwarded-for': '198.51.100.20' },
    });
    expect(submitted.status, submitted.text).toBe(201);
    const id = submitted.json<{ data: { application_id: string } }>().data.application_id;

    const masked = await b.client.call('GET', `/api/admin/applications/${id}`, { session: admin });
    expect(masked.status, masked.text).toBe(200);
    expect(masked.text).toContain('***-**-6789');
    expect(masked.text).not.toContain(SSN);
    const revealed = await b.client.call('POST', `/api/admin/applications/${id}/reveal`, { session: admin });
    expect(revealed.status, revealed.text).toBe(200);
    expect(revealed.json<{ data: { social_security_number: string } }>().data.social_security_number).toBe(SSN);
  });

  it('the contact form limit (5 an hour per address) counts on A and B together', async () => {
    const send = (node: FleetNode, n: number) =>
      node.client.call('POST', '/api/public/contact', {
        json: {
          full_name: `Limit Visitor ${n}`,
          email: `limit${n}@example.com`,
          phone: '(518) 555-0101',
          message: 'Is the loft still free?',
        },
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
    const statuses: number[] = [];
    for (const [n, node] of [a, b, a, b, a].entries()) statuses.push((await send(node, n)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    expect((await send(b, 5)).status).toBe(429);
    expect((await send(a, 6)).status).toBe(429);
    // Another address is not affected.
    const other = await b.client.call('POST', '/api/public/contact', {
      json: { full_name: 'Other Visitor', email: 'other@example.com', phone: '(518) 555-0102', message: 'Do you allow cats there?' },
      headers: { 'x-forwarded-for': '203.0.113.8' },
    });
    expect(other.status).toBe(201);
  });

  let load: LoadResult;
  let after: LoadResult;

  it('SIGTERM to A mid-load: A stops cleanly, no acknowledged write is lost, B never fails', async () => {
    // A bounded load (each write queues two e-mails, which the last test waits for).
    const writes = startWriteLoad({ targets: [a, b], origin: FLEET_PUBLIC_URL, concurrency: 6, maxWrites: 50 });
    await untilAcknowledged(writes, 15);
    const stopping = Date.now();
    const exit = await a.stop('SIGTERM');
    const stopMs = Date.now() - stopping;
    load = await writes.stop();
    // B alone, after A is gone.
    after = await startWriteLoad({ targets: [b], origin: FLEET_PUBLIC_URL, concurrency: 2, maxWrites: 10 }).finished();

    expect(exit).toEqual({ code: 0, signal: null });
    // Requests in flight get 10 s to finish (platform/lifecycle/shutdown.ts); the stop ends soon after.
    expect(stopMs).toBeLessThan(20_000);
    const onA = load.tallies.a;
    const onB = load.tallies.b;
    expect(onA.acknowledged.length).toBeGreaterThan(0);
    // A may refuse connections, or answer 503 to a request that reached it as it closed (Fastify's
    // answer while closing); nothing else.
    expect(Object.keys(onA.statuses).filter((status) => status !== '503')).toEqual([]);
    expect({ refused: onB.refused, broken: onB.broken, statuses: onB.statuses }).toEqual({ refused: 0, broken: 0, statuses: {} });
    expect(onB.acknowledged.length).toBe(onB.sent);
    expect(after.tallies.b.acknowledged).toHaveLength(10);

    for (const run of [load, after]) {
      const check = await checkWrites(db.db, run);
      expect(check.lost).toEqual([]);
      expect(check.rows).toBeGreaterThanOrEqual(check.acknowledged);
    }

    // B still serves reads and reports ready after A left.
    expect((await b.client.call('GET', '/api/health/ready')).status).toBe(200);
    expect((await b.client.call('GET', `/api/properties/${propertyId}`)).status).toBe(200);
  }, 120_000);

  it('every e-mail queued on either node is delivered exactly once, with its own Message-ID', async () => {
    // B's worker sends what is left, including what A released when it stopped.
    const outbox = await untilOutboxDrained(db.db, 90_000);
    const acknowledged = [load, after].flatMap((run) => Object.values(run.tallies)).reduce((sum, t) => sum + t.acknowledged.length, 0);
    const loadMails = 2 * acknowledged;
    expect(outbox.failed).toBe(0);
    expect(outbox.sent).toBeGreaterThanOrEqual(loadMails);

    const delivered = services.smtp.messages.map((m) => m.messageId);
    expect(delivered).toHaveLength(outbox.sent);
    expect(new Set(delivered).size).toBe(delivered.length);
    expect([...delivered].sort()).toEqual([...outbox.sentMessageIds].sort());
    expect(delivered.every((id) => id.endsWith('@rentfront.test>'))).toBe(true);
  }, 120_000);
});
