// Times the admin lists at scale through the real app (app.inject, a signed-in admin): each probe
// of admin-lists.ts `--runs` times after a warm-up; prints the median, the slowest run and the CPU.
// The database is kept between runs so "before" and "after" a migration compare the same rows.
//
//   npx tsx tools/seed-scale/time-admin-lists.ts --url postgres://postgres@127.0.0.1:5432/rf_scale
//   npx tsx tools/seed-scale/time-admin-lists.ts --dir /tmp/rf-scale-pglite        (PGlite on disk)
//   options: --rows 100000 (filled when the tables hold fewer)  --runs 7  --warmup 3  --only applications
// A running server has its code compiled (JavaScript and PGlite's WebAssembly) and the tables in
// memory: every probe is sent --warmup times first, and only then timed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createAdmin } from '../../src/modules/auth/service';
import { createPiiCipher, loadPiiKey } from '../../src/platform/pii/cipher';
import { openDb } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { applications } from '../../src/db/schema';
import { adminListProbes, fillAdminLists } from './admin-lists';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    dir: { type: 'string' },
    rows: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '7' },
    warmup: { type: 'string', default: '3' },
    only: { type: 'string' },
  },
  strict: true,
});
if (!values.url && !values.dir) throw new Error('Give --url (PostgreSQL) or --dir (PGlite data directory)');
const rows = Number(values.rows);
const runs = Number(values.runs);

const keyDir = values.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'rf-scale-key-'));
const handle = await openDb(values.url ? { databaseUrl: values.url } : { pgliteDir: path.join(values.dir!, 'db') });
await runMigrations(handle);
const pii = createPiiCipher(loadPiiKey(undefined, keyDir));

const [{ n }] = await handle.db.select({ n: count() }).from(applications);
if (n < rows) {
  const t0 = Date.now();
  console.log(`filling ${rows.toLocaleString('en-US')} rows per list (${handle.kind})...`);
  await fillAdminLists(handle.db, pii, { rows });
  await handle.db.execute(sql`vacuum analyze`);
  console.log(`filled in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
const probes = (await adminListProbes(handle.db, rows)).filter((p) => !values.only || p.list === values.only);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rf-scale-app-'));
const origin = 'http://127.0.0.1:3000';
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PUBLIC_URL: origin });
const app = await buildApp({ config, dbHandle: handle, pii, serveWeb: false });
await app.ready();
const email = `timer-${Date.now()}@example.com`;
const password = 'correct-horse-battery';
await createAdmin(app.ctx, { email, password, fullName: 'Timer' });
const login = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { origin }, payload: { email, password } });
const sid = login.cookies.find((c) => c.name === 'sid');
if (!sid) throw new Error(`login failed: ${login.statusCode}`);
const headers = { origin, cookie: `sid=${sid.value}`, authorization: `Bearer ${login.json().token ?? ''}` };

for (let round = 0; round < Number(values.warmup); round++) {
  for (const probe of probes) await app.inject({ method: 'GET', url: probe.url, headers });
}

console.log(`\n${handle.kind}, ${rows.toLocaleString('en-US')} rows per list, median of ${runs} (ms)\n`);
// "cpu" is this process's CPU time per request: on PGlite (in-process) that is nearly all the work,
// and it does not grow when other processes load the machine, as wall-clock time does.
console.log(`${'list'.padEnd(12)} ${'request'.padEnd(30)} ${'median'.padStart(7)} ${'max'.padStart(7)} ${'cpu'.padStart(7)}  total`);
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
for (const probe of probes) {
  const times: number[] = [];
  const cpu: number[] = [];
  let total: unknown;
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const t0 = process.hrtime.bigint();
    const res = await app.inject({ method: 'GET', url: probe.url, headers });
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    const used = process.cpuUsage(c0);
    if (res.statusCode !== 200) throw new Error(`${probe.url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    const data = res.json().data;
    total = `${data.pagination?.total ?? data.pagination?.total_count ?? data.total}${data.pagination?.total_capped ? '+' : ''}`;
    times.push(ms);
    cpu.push((used.user + used.system) / 1000);
  }
  const cells = [median(times), Math.max(...times), median(cpu)].map((n) => n.toFixed(1).padStart(7));
  console.log(`${probe.list.padEnd(12)} ${probe.name.padEnd(30)} ${cells.join(' ')}  ${total}`);
}
await app.close();
await handle.close();
fs.rmSync(dataDir, { recursive: true, force: true });
if (!values.dir) fs.rmSync(keyDir, { recursive: true, force: true });
