// `npm run bench`: GET /api/properties (with and without filters, page 1 and page 50) and GET
// /api/properties/:id against a scratch database of 10,000 properties, on PGlite and on
// PostgreSQL, beside a bare Fastify route measured in the same run.
//
//   npm run bench [-- --engines pglite,postgres --duration 10 --connections 32 --count 10000]
//   BENCH_DATABASE_URL=postgres://user@host:5432/postgres  (server used to create the scratch db;
//   default postgres://postgres@127.0.0.1:5432/postgres)
//
// The server runs in a child process (one per engine); this process only generates load, so the
// two do not share one JavaScript thread.
import { fork, type ChildProcess } from 'node:child_process';
import { parseArgs } from 'node:util';
import { createScratchDatabase } from '../db/scratch';
import { measure, type Measurement } from './measure';
import { serve, type ReadyMessage } from './server';

type Engine = 'pglite' | 'postgres';

const { values } = parseArgs({
  options: {
    serve: { type: 'string' },
    url: { type: 'string' },
    engines: { type: 'string', default: 'pglite,postgres' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '32' },
    count: { type: 'string', default: '10000' },
  },
  strict: true,
});

const COUNT = Number(values.count);

function startServer(engine: Engine, url?: string): Promise<{ child: ChildProcess; ready: ReadyMessage }> {
  const args = ['--serve', engine, '--count', String(COUNT), ...(url ? ['--url', url] : [])];
  // Same loader flags (tsx) as this process.
  const child = fork(process.argv[1], args, { execArgv: process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, ready: m as ReadyMessage }));
    child.once('exit', (code) => reject(new Error(`bench server (${engine}) exited with ${code}`)));
  });
}

async function stopServer(child: ChildProcess) {
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.send('stop');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

const FILTER = 'status=available&min_price=1000&max_price=3500&bedrooms=2';

async function benchEngine(engine: Engine, connections: number, duration: number): Promise<Measurement[]> {
  const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const scratch = engine === 'postgres' ? await createScratchDatabase(baseUrl, 'rf_bench') : null;
  try {
    console.log(`\n[${engine}] filling ${COUNT.toLocaleString('en-US')} properties${scratch ? ` in ${scratch.name}` : ''}...`);
    const { child, ready } = await startServer(engine, scratch?.url);
    console.log(
      `[${engine}] filled in ${(ready.fillMs / 1000).toFixed(1)} s; measuring ${duration} s per scenario at ${connections} connections`,
    );
    const app = `http://127.0.0.1:${ready.appPort}`;
    try {
      const api: [string, string[]][] = [
        ['list, no filters, page 1', ['/api/properties?page=1']],
        ['list, no filters, page 50', ['/api/properties?page=50']],
        ['list, filtered, page 1', [`/api/properties?${FILTER}&page=1`]],
        ['list, filtered, page 50', [`/api/properties?${FILTER}&page=50`]],
        ['detail by id (200 ids)', ready.ids.map((id) => `/api/properties/${id}`)],
      ];
      const out: Measurement[] = [];
      const record = (m: Measurement) => {
        console.log(
          `  ${m.name.padEnd(44)} ${m.rps.toFixed(0).padStart(7)} req/s  p50 ${m.p50.toFixed(1)} ms  p95 ${m.p95.toFixed(1)} ms  p99 ${m.p99.toFixed(1)} ms${m.errors ? `  (${m.errors} errors)` : ''}`,
        );
        out.push(m);
      };
      record(await measure('bare Fastify route', `http://127.0.0.1:${ready.barePort}`, ['/bare'], connections, duration));
      for (const [name, paths] of api) record(await measure(name, app, paths, connections, duration));
      // The same calls with the public micro-cache bypassed: every request reaches the database.
      for (const [name, paths] of api)
        record(await measure(`${name}, no cache`, app, paths, connections, duration, { 'cache-control': 'no-cache' }));
      return out;
    } finally {
      await stopServer(child);
    }
  } finally {
    await scratch?.drop();
  }
}

function report(engine: Engine, rows: Measurement[], connections: number) {
  const bare = rows[0];
  const lines = [
    `### ${engine === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}: ${COUNT.toLocaleString('en-US')} properties, ${connections} connections`,
    '',
    '| Scenario | req/s | p50 ms | p95 ms | p99 ms | share of bare |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      (m) =>
        `| ${m.name} | ${m.rps.toFixed(0)} | ${m.p50.toFixed(1)} | ${m.p95.toFixed(1)} | ${m.p99.toFixed(1)} | ${m === bare ? '' : `${((m.rps / bare.rps) * 100).toFixed(0)} %`} |`,
    ),
  ];
  if (engine === 'postgres') {
    const verdict = (api: Measurement[]) =>
      `p95 ≤ 30 ms: ${api.every((m) => m.p95 <= 30) ? 'met' : 'NOT met'}; throughput ≥ ¼ of the bare route: ${api.every((m) => m.rps >= bare.rps / 4) ? 'met' : 'NOT met'}`;
    const cached = rows.filter((m) => m !== bare && !m.name.endsWith('no cache'));
    const uncached = rows.filter((m) => m.name.endsWith('no cache'));
    lines.push(
      '',
      `Targets (PostgreSQL), as visitors get it: ${verdict(cached)}.`,
      `Every request to the database (no cache): ${verdict(uncached)}.`,
    );
  }
  return lines.join('\n');
}

async function main() {
  const engines = values.engines!.split(',').map((e) => e.trim()) as Engine[];
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  const sections: string[] = [];
  for (const engine of engines) {
    const rows = await benchEngine(engine, connections, duration);
    sections.push(report(engine, rows, connections));
  }
  console.log(`\n${sections.join('\n\n')}\n`);
}

// Child role: serve one engine; otherwise drive the run.
if (values.serve) {
  await serve(values.serve as Engine, values.url, COUNT);
} else {
  await main();
}
