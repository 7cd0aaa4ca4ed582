// `npm run bench`: public search and back-office lists at demo size and at scale, on PGlite and on
// PostgreSQL, beside a bare Fastify route measured in the same run. See docs/bench-properties.md.
//
//   npm run bench [-- --engines pglite,postgres --scenarios mix,sitemap,pages (or all, or any of options.ts SCENARIOS)
//                    --rows 100000 --duration 8 --connections 16]
//   npm run bench -- --million   (PostgreSQL, 1,000,000 homes: mix, sitemap, feeds, admin property list)
//   BENCH_DATABASE_URL=postgres://user@host:5432/postgres  (server the scratch databases are
//   created on; default postgres://postgres@127.0.0.1:5432/postgres)
//
// The server runs in a child process (one per engine); this process only generates load, so the
// two do not share one JavaScript thread.
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { createScratchDatabase } from '../../src/db/scratch';
import { startChild } from './child';
import { measure, type Measurement } from './measure';
import { parseOptions, type BenchOptions } from './options';
import { latencyTable, loadTable, type LatencyRow, type LoadRow } from './report';
import { runAdminLists } from './scenario-admin';
import { runAdminProperties } from './scenario-admin-properties';
import { runDashboard } from './scenario-dashboard';
import { runFeed } from './scenario-feed';
import { runLeases } from './scenario-leases';
import { runApplications } from './scenario-applications';
import { runMoney } from './scenario-money';
import { runList } from './scenario-list';
import { foundLine, mixRows, runMixPhase, type MixPhase } from './scenario-mix';
import { runPages } from './scenario-pages';
import { runSitemap } from './scenario-sitemap';
import { describe, serve, type Engine } from './server';

interface EngineResult {
  mix: LoadRow[];
  found: string[];
  list: LoadRow[];
  admin: LatencyRow[];
  dashboard: LatencyRow[];
  sitemap: LatencyRow[];
  sitemapSummary: string[];
  feed: LatencyRow[];
  pages: LatencyRow[];
  pagesSummary: string[];
  leases: LatencyRow[];
  fill: string;
}

function logMeasurement(m: Measurement) {
  const extra = [m.errors ? `${m.errors} errors` : '', m.cacheHits ? `${m.cacheHits} cache hits` : ''].filter(Boolean).join(', ');
  console.log(
    `  ${m.name.padEnd(44)} ${m.rps.toFixed(m.rps < 10 ? 1 : 0).padStart(7)} req/s  p50 ${m.p50.toFixed(1)} ms  p95 ${m.p95.toFixed(1)} ms  p99 ${m.p99.toFixed(1)} ms  (${m.requests} responses${extra ? `, ${extra}` : ''})`,
  );
}

async function benchEngine(engine: Engine, options: BenchOptions): Promise<EngineResult> {
  const has = (s: BenchOptions['scenarios'][number]) => options.scenarios.includes(s);
  const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const scratch = engine === 'postgres' ? await createScratchDatabase(serverUrl, 'rf_bench') : null;
  const result: EngineResult = {
    mix: [],
    found: [],
    list: [],
    admin: [],
    dashboard: [],
    sitemap: [],
    sitemapSummary: [],
    feed: [],
    pages: [],
    pagesSummary: [],
    leases: [],
    fill: '',
  };
  const t0 = Date.now();
  if (has('leases')) {
    console.log(`\n[${engine}] leases: the PDF render, then the list and the dashboard counts at 10,000 leases...`);
    result.leases = await runLeases(engine, serverUrl);
  }
  if (has('money')) {
    console.log(
      `\n[${engine}] money: the due-day run, rent roll, delinquency and a ledger at 10,000 leases with three years of entries...`,
    );
    result.leases.push(...(await runMoney(engine, serverUrl)));
  }
  if (has('applications')) {
    console.log(`\n[${engine}] applications: saving a step among 100,000 drafts...`);
    result.leases.push(...(await runApplications(engine, serverUrl)));
  }
  // Only the lease, money and application scenarios asked for: no server, no catalogue.
  if (options.scenarios.every((s) => s === 'leases' || s === 'money' || s === 'applications')) {
    await scratch?.drop();
    return result;
  }
  console.log(`\n[${engine}] starting${scratch ? ` on ${scratch.name}` : ' (in memory)'}, demo seed...`);
  const child = startChild(process.argv[1], engine, scratch?.url);
  try {
    const demo = await child.demo;
    const load = { connections: options.connections, duration: options.duration };
    const bareOf = async (base: number, label: string) => {
      const m = await measure(`bare Fastify route (${label})`, `http://127.0.0.1:${base}`, ['/bare'], load);
      logMeasurement(m);
      return m;
    };
    let demoMix: MixPhase | undefined;
    if (has('mix')) {
      console.log(
        `[${engine}] demo: ${demo.profile.rows} properties; ${options.duration} s per scenario at ${options.connections} connections`,
      );
      demoMix = await runMixPhase(
        `http://127.0.0.1:${demo.appPort}`,
        await bareOf(demo.barePort, 'demo'),
        demo.profile,
        options,
        logMeasurement,
      );
    }

    console.log(
      `[${engine}] adding ${options.rows.toLocaleString('en-US')} generated properties${has('admin-lists') || has('dashboard') ? ' and admin list rows' : ''}...`,
    );
    // The dashboard counts what the admin lists hold: it needs them filled too.
    const adminLists = has('admin-lists') || has('dashboard');
    const scale = await child.scale({ rows: options.rows, adminLists, signIn: has('admin-properties') });
    result.fill = `${engine}: ${(scale.fillMs / 1000).toFixed(1)} s (${scale.fillNote})`;
    console.log(`[${engine}] filled in ${(scale.fillMs / 1000).toFixed(1)} s (${scale.fillNote}); ${scale.profile.rows} properties`);
    const base = `http://127.0.0.1:${scale.appPort}`;
    const bare = has('mix') || has('list') ? await bareOf(scale.barePort, 'scale') : undefined;
    if (demoMix && bare) {
      const scaleMix = await runMixPhase(base, bare, scale.profile, options, logMeasurement);
      result.mix = mixRows(engine, demoMix, scaleMix);
      result.found = [foundLine(engine, demoMix), foundLine(engine, scaleMix)];
    }
    if (has('list') && bare) result.list = await runList(base, engine, scale.profile.rows, bare, scale.ids, options, logMeasurement);
    if (has('admin-lists')) {
      if (!scale.admin) throw new Error('admin lists were not filled');
      result.admin = await runAdminLists(base, engine, options.rows, scale.admin, options.adminProbes === 'all', options.acceptEncoding);
    }
    if (has('admin-properties')) {
      if (!scale.admin) throw new Error('no admin was signed in');
      result.admin.push(...(await runAdminProperties(base, engine, scale.profile.rows, scale.admin.headers, options.acceptEncoding)));
    }
    if (has('dashboard')) {
      if (!scale.admin) throw new Error('admin lists were not filled');
      result.dashboard = await runDashboard(base, engine, options.rows, scale.admin, options.acceptEncoding);
    }
    if (has('sitemap')) {
      const sitemap = await runSitemap(base, engine, scale.profile.rows, scale.profile.available, options.acceptEncoding);
      result.sitemap = sitemap.rows;
      result.sitemapSummary = [sitemap.summary];
    }
    if (has('feed')) result.feed = await runFeed(base, engine, scale.profile.rows, options.acceptEncoding);
    if (has('pages')) {
      const pages = await runPages(base, engine, scale.profile.rows, scale.ids[0], options.acceptEncoding);
      result.pages = pages.rows;
      result.pagesSummary = [pages.summary];
    }
  } finally {
    await child.stop();
    await scratch?.drop();
  }
  console.log(`[${engine}] done in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  return result;
}

function gitCommit(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim();
    return dirty ? `${commit} + uncommitted changes` : commit;
  } catch {
    return 'unknown';
  }
}

async function main(options: BenchOptions) {
  const started = Date.now();
  const loadAtStart = os.loadavg()[0];
  const results: EngineResult[] = [];
  for (const engine of options.engines) results.push(await benchEngine(engine, options));
  const mix = results.flatMap((r) => r.mix);
  const list = results.flatMap((r) => r.list);
  const admin = results.flatMap((r) => r.admin);
  const dashboard = results.flatMap((r) => r.dashboard);
  const sitemap = results.flatMap((r) => r.sitemap);
  const pages = results.flatMap((r) => r.pages);
  const feed = results.flatMap((r) => r.feed);
  const leaseRows = results.flatMap((r) => r.leases);

  const cpu = os.cpus();
  const out = [
    `## Bench run, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${gitCommit()}`,
    '',
    `\`npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}\``,
    '',
    `${cpu.length} × ${cpu[0]?.model ?? 'CPU'}, Node ${process.version}; ${options.connections} connections, ${options.duration} s per load scenario after a warm-up; ` +
      `public requests sent with \`Cache-Control: no-cache\`${options.acceptEncoding ? ` and \`Accept-Encoding: ${options.acceptEncoding}\`` : ''}. ` +
      `Fill: ${results.map((r) => r.fill).join('; ')}. Whole run: ${((Date.now() - started) / 60_000).toFixed(1)} min; ` +
      `load average ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end (${cpu.length} CPUs: above that, other work competed).`,
  ];
  if (mix.length)
    out.push('', '### Mix of distinct uncached searches, demo size and scale', '', loadTable(mix), '', ...results.flatMap((r) => r.found));
  if (list.length) out.push('', '### Fixed list and detail URLs at scale', '', loadTable(list));
  if (admin.length)
    out.push('', '### Admin lists, one signed-in admin, one request at a time', '', latencyTable('List and request', admin));
  if (dashboard.length)
    out.push(
      '',
      '### Dashboard "Needs attention", one signed-in admin, one request at a time (previous visit 30 days back)',
      '',
      latencyTable('Request', dashboard),
    );
  if (sitemap.length)
    out.push(
      '',
      '### Sitemap, one request at a time',
      '',
      latencyTable('Request', sitemap),
      '',
      ...results.flatMap((r) => r.sitemapSummary),
    );
  if (feed.length) out.push('', '### Syndication feeds, one whole feed at a time', '', latencyTable('Request', feed));
  if (pages.length)
    out.push(
      '',
      '### Server-rendered pages beside their JSON, one request at a time',
      '',
      latencyTable('Request', pages),
      '',
      ...results.flatMap((r) => r.pagesSummary),
    );
  if (leaseRows.length)
    out.push(
      '',
      '### One at a time: the lease PDF, lease lists and money at 10,000 leases, application drafts at 100,000',
      '',
      latencyTable('Case', leaseRows),
    );
  console.log(`\n${out.join('\n')}\n`);
}

const options = parseOptions(process.argv.slice(2));
// Child role: serve one engine; otherwise drive the run.
if (options.serve) {
  await serve(options.serve, options.url).catch((err: unknown) => {
    console.error(`bench server: ${describe(err)}`);
    process.exit(1);
  });
} else {
  await main(options);
}
