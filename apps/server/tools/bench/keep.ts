// Profiling helper: keeps one filled database and the real app up, so the mix can be driven at it
// (bench/drive.ts) while the server process runs under `node --cpu-prof`, and the statements can
// be EXPLAINed against the same rows. Unlike `npm run bench`, the database is kept between runs.
//
//   cd apps/server
//   npx tsx tools/bench/keep.ts --url postgres://postgres@127.0.0.1:5432/rf_perf --rows 100000 --port 4410
//   npx tsx tools/bench/keep.ts --dir /tmp/rf-perf-pglite/db --rows 100000 --port 4411
//   node --cpu-prof --cpu-prof-dir /tmp/prof --import tsx tools/bench/keep.ts ...   # profile; stop with SIGINT
//
// Writes the catalogue profile (cities, keywords) the mix is built from to `--profile-out`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDb } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { seedProperties } from '../../src/seed/properties';
import { withoutSecondaryIndexes } from './bulk-load';
import { fillProperties } from './fill';
import { readProfile } from './profile';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    dir: { type: 'string' },
    rows: { type: 'string', default: '100000' },
    port: { type: 'string', default: '4410' },
    'profile-out': { type: 'string', default: path.join(os.tmpdir(), 'rf-keep-profile.json') },
  },
});

const rows = Number(values.rows);
// Kept with the database: the app's PII key lives there, and the database remembers its check value.
const dataDir = path.join(os.tmpdir(), `rentfront-keep-${path.basename(values.url ?? values.dir ?? 'db').replace(/\W/g, '_')}`);
fs.mkdirSync(dataDir, { recursive: true });
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PUBLIC_URL: 'http://127.0.0.1:3000' });
const dbHandle = await openDb(values.url ? { databaseUrl: values.url } : { pgliteDir: values.dir });
await runMigrations(dbHandle);
const { db } = dbHandle;
let app = await buildApp({ config, dbHandle, serveWeb: false });

const count = async () =>
  Number(((await db.execute(sql`select count(*)::int as n from properties`)) as unknown as { rows: { n: number }[] }).rows[0].n);
if ((await count()) === 0) await seedProperties(app.ctx);
if ((await count()) < rows) {
  const t0 = Date.now();
  await withoutSecondaryIndexes(db, ['properties', 'property_media'], () => fillProperties(db, rows));
  console.log(`filled ${rows} rows in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
await db.execute(sql`vacuum analyze`);
// A fresh app after the fill: nothing cached from before it.
await app.close();
app = await buildApp({ config, dbHandle, serveWeb: false });
await app.listen({ port: Number(values.port), host: '127.0.0.1' });
fs.writeFileSync(values['profile-out']!, JSON.stringify(await readProfile(db)));
console.log(`ready on http://127.0.0.1:${values.port}, ${await count()} properties; profile in ${values['profile-out']}`);

const stop = async () => {
  await app.close();
  await dbHandle.close();
  // A normal exit, so --cpu-prof writes its profile.
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
