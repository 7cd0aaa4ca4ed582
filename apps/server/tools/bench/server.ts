// Bench child process: one engine, serving the real app and a bare Fastify route on two ports.
// The parent drives the load so the generator does not share this process's single thread.
//
// Phase "demo": migrations and the real demo seed (about 24 homes with their pictures).
// Phase "scale" (on the parent's request): the generated catalogue is added (and the admin lists
// filled, if asked), the database vacuumed, and a fresh app started, so nothing cached during
// the demo phase (read caches, sitemap) survives into the measurement.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp, type RentfrontApp } from '../../src/app';
import type { AppContext } from '../../src/context';
import { loadConfig } from '../../src/config';
import { openDb, type Db } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { createAdmin } from '../../src/modules/auth/service';
import { ssrEntryOf } from '../../src/pages/register';
import { WEB_DIST_DIR } from '../../src/paths';
import { seedProperties } from '../../src/seed/properties';
import { withoutSecondaryIndexes } from './bulk-load';
import { fillProperties } from './fill';
import { readProfile, type CatalogueProfile } from './profile';

export type Engine = 'pglite' | 'postgres';

export interface AdminProbe {
  list: string;
  name: string;
  url: string;
}

export interface ReadyMessage {
  type: 'ready';
  phase: 'demo' | 'scale';
  appPort: number;
  barePort: number;
  profile: CatalogueProfile;
  /** Up to 200 property ids, for the detail scenario. */
  ids: string[];
  /** Time to fill and vacuum, ms. */
  fillMs: number;
  fillNote: string;
  /** Headers of a signed-in admin, and the admin list requests (when asked for). */
  admin?: { headers: Record<string, string>; probes: AdminProbe[] };
}

export interface ScaleCommand {
  cmd: 'scale';
  rows: number;
  adminLists: boolean;
  /** Sign an admin in for the scale phase even without admin lists (admin-properties). */
  signIn: boolean;
}

const ORIGIN = 'http://127.0.0.1:3000';
/** What the admin-list seed writes (indexes rebuilt once after it, see bulk-load.ts). */
const ADMIN_TABLES = [
  'applications',
  'contact_messages',
  'screening_responses',
  'screening_answers',
  'screening_recommendations',
  'maintenance_requests',
  'maintenance_photos',
  'chat_conversations',
  'chat_messages',
];

/**
 * A short account of a failure: drizzle's "Failed query" message carries the whole statement and
 * its parameters (megabytes of generated rows, fake PII included), so keep its start and the cause.
 */
export function describe(err: unknown): string {
  if (!(err instanceof Error)) return String(err).slice(0, 500);
  const cause = err.cause instanceof Error ? ` (cause: ${err.cause.message})` : '';
  const where = (err.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, 3)
    .join('\n');
  return `${err.message.split('\n')[0].slice(0, 200)}${cause}\n${where}`;
}

/** The part of the admin-list work's seed helper (tools/seed-scale/admin-lists.ts) the bench uses. */
interface AdminSeedHelper {
  fillAdminLists(db: Db, cipher: AppContext['pii'], options: { rows: number }): Promise<AdminProbe[]>;
}

/**
 * Loaded only when admin-lists is asked for, through a path the compiler does not follow: the
 * helper belongs to other work, and the mix must run on a checkout that does not have it.
 */
async function adminSeedHelper(): Promise<AdminSeedHelper> {
  const specifier = '../seed-scale/admin-lists';
  try {
    return (await import(specifier)) as AdminSeedHelper;
  } catch (err) {
    throw new Error(`admin-lists needs tools/seed-scale/admin-lists.ts: ${err instanceof Error ? err.message : String(err)}`);
  }
}

function send(message: ReadyMessage | { type: 'error'; message: string }) {
  process.send?.(message);
}

async function sampleIds(db: RentfrontApp['ctx']['db']): Promise<string[]> {
  const result = (await db.execute(sql`select id from properties order by md5(id::text) limit 200`)) as unknown as {
    rows: { id: string }[];
  };
  return result.rows.map((r) => r.id);
}

/**
 * Leads and escalations of the generated conversations (the admin-list seed writes conversations
 * only): a lead for every fourth one and an escalation for each escalated one, dated with it, for
 * the dashboard scenario's counts.
 */
async function fillChatLeads(db: Db): Promise<void> {
  await db.execute(sql`
    insert into chat_leads (conversation_id, lead_type, email, created_at)
    select id, 'inquiry', guest_email, created_at from chat_conversations where abs(hashtext(id::text)) % 4 = 0`);
  await db.execute(sql`
    insert into chat_escalations (conversation_id, reason, contact_email, created_at)
    select id, 'Not satisfied', guest_email, created_at from chat_conversations where status = 'escalated'`);
}

/** A verified admin signed in through the real login route. */
async function adminHeaders(app: RentfrontApp): Promise<Record<string, string>> {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench-correct-horse-battery';
  await createAdmin(app.ctx, { email, password, fullName: 'Bench Admin' });
  // The admin last opened the dashboard 30 days ago: "new since your last visit" counts a month
  // of rows (past COUNT_CAP on some lists), not nothing as on a first visit.
  await app.ctx.db.execute(sql`
    insert into dashboard_visits (user_id, since_at, last_seen_at)
    select id, null, now() - interval '30 days' from users where lower(email) = ${email.toLowerCase()}`);
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { origin: ORIGIN }, payload: { email, password } });
  const sid = res.cookies.find((c) => c.name === 'sid');
  if (res.statusCode !== 200 || !sid) throw new Error(`bench admin login failed: ${res.statusCode}`);
  return { origin: ORIGIN, cookie: `sid=${sid.value}` };
}

export async function serve(engine: Engine, databaseUrl: string | undefined): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentfront-bench-'));
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PUBLIC_URL: ORIGIN });
  const dbHandle = await openDb(engine === 'postgres' ? { databaseUrl } : {});
  await runMigrations(dbHandle);
  const { db } = dbHandle;

  const start = async () => {
    // The web build, when there is one, is served as in production: the pages scenario renders it.
    const app = await buildApp({ config, dbHandle, serveWeb: fs.existsSync(ssrEntryOf(WEB_DIST_DIR)) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return app;
  };
  const port = (s: { server: { address(): unknown } }) => (s.server.address() as { port: number }).port;

  let app = await start();
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  await bare.listen({ port: 0, host: '127.0.0.1' });

  const t0 = Date.now();
  await seedProperties(app.ctx);
  await db.execute(sql`vacuum analyze`);
  send({
    type: 'ready',
    phase: 'demo',
    appPort: port(app),
    barePort: port(bare),
    profile: await readProfile(db),
    ids: await sampleIds(db),
    fillMs: Date.now() - t0,
    fillNote: 'demo seed',
  });

  const scale = async (command: ScaleCommand) => {
    await app.close();
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const t1 = Date.now();
    let loaded = t1;
    await withoutSecondaryIndexes(db, ['properties', 'property_media'], async () => {
      await fillProperties(db, command.rows);
      loaded = Date.now();
    });
    const notes = [`properties ${seconds(loaded - t1)} + their indexes ${seconds(Date.now() - loaded)}`];
    let probes: AdminProbe[] | undefined;
    if (command.adminLists) {
      const t2 = Date.now();
      const { fillAdminLists } = await adminSeedHelper();
      probes = await withoutSecondaryIndexes(db, ADMIN_TABLES, () => fillAdminLists(db, app.ctx.pii, { rows: command.rows }));
      await fillChatLeads(db);
      notes.push(`admin lists ${seconds(Date.now() - t2)}`);
    }
    // A live database is vacuumed by autovacuum; measure that steady state, not a fresh bulk load.
    const t3 = Date.now();
    await db.execute(sql`vacuum analyze`);
    notes.push(`vacuum ${seconds(Date.now() - t3)}`);
    // A bulk load leaves gigabytes of dirty pages behind; a live database has long written them
    // out. Without this the checkpoint that follows the load falls inside the measurement.
    // At a million homes the catalogue outgrows PostgreSQL's default 128 MB of shared buffers, and
    // what a search costs depends on it (docs/bench-properties.md): the run says what it had.
    if (engine === 'postgres') {
      await db.execute(sql`checkpoint`);
      const shown = (await db.execute(sql`show shared_buffers`)) as unknown as { rows: { shared_buffers: string }[] };
      notes.push(`shared_buffers ${shown.rows[0].shared_buffers}`);
    }
    const fillMs = Date.now() - t1;
    app = await start();
    send({
      type: 'ready',
      phase: 'scale',
      appPort: port(app),
      barePort: port(bare),
      profile: await readProfile(db),
      ids: await sampleIds(db),
      fillMs,
      fillNote: notes.join(', '),
      admin: probes || command.signIn ? { headers: await adminHeaders(app), probes: probes ?? [] } : undefined,
    });
  };

  const stop = async () => {
    await bare.close();
    await app.close();
    await dbHandle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('message', (m: unknown) => {
    if (m === 'stop') void stop();
    else if ((m as ScaleCommand)?.cmd === 'scale') {
      scale(m as ScaleCommand).catch((err: unknown) => send({ type: 'error', message: describe(err) }));
    }
  });
  process.on('disconnect', () => void stop());
}
