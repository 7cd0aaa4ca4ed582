// Bench child process: one engine, filled with 10,000 properties, serving the real app and a
// bare Fastify route on two ports. The parent drives the load so the generator does not share
// this process's single thread.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDb } from '../db/client';
import { runMigrations } from '../db/migrate';
import { fillProperties } from './fill';

export interface ReadyMessage {
  type: 'ready';
  appPort: number;
  barePort: number;
  ids: string[];
  fillMs: number;
}

export async function serve(engine: 'pglite' | 'postgres', databaseUrl: string | undefined, count: number): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentfront-bench-'));
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, PUBLIC_URL: 'http://127.0.0.1:3000' });
  const dbHandle = await openDb(engine === 'postgres' ? { databaseUrl } : {});
  await runMigrations(dbHandle);
  const t0 = Date.now();
  const ids = await fillProperties(dbHandle.db, count);
  // A live database is vacuumed by autovacuum; measure that steady state, not a fresh bulk load.
  await dbHandle.db.execute(sql`vacuum analyze`);
  const fillMs = Date.now() - t0;

  const app = await buildApp({ config, dbHandle, serveWeb: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true }));
  await bare.listen({ port: 0, host: '127.0.0.1' });

  const port = (s: { server: { address(): unknown } }) => (s.server.address() as { port: number }).port;
  const ready: ReadyMessage = { type: 'ready', appPort: port(app), barePort: port(bare), ids: ids.slice(0, 200), fillMs };
  process.send?.(ready);

  const stop = async () => {
    await bare.close();
    await app.close();
    await dbHandle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('message', (m) => {
    if (m === 'stop') void stop();
  });
  process.on('disconnect', () => void stop());
}
