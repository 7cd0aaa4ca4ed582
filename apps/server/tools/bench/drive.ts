// Profiling helper: drives the bench's search mix (or some of its kinds) at a server kept up by
// bench/keep.ts, and prints p50/p95/p99 per kind. With --print, lists the URLs instead (to
// EXPLAIN what they send).
//
//   npx tsx tools/bench/drive.ts --base http://127.0.0.1:4410 --duration 10 [--kinds city,keyword] [--connections 16]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measure } from './measure';
import { buildMix, MIX_KINDS, type MixKind } from './mix';
import type { CatalogueProfile } from './profile';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:4410' },
    'profile-in': { type: 'string', default: path.join(os.tmpdir(), 'rf-keep-profile.json') },
    kinds: { type: 'string', default: MIX_KINDS.join(',') },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    print: { type: 'string' },
  },
});

const profile = JSON.parse(fs.readFileSync(values['profile-in']!, 'utf8')) as CatalogueProfile;
const kinds = new Set(values.kinds!.split(',') as MixKind[]);
const requests = buildMix(profile, 4000).filter((r) => kinds.has(r.kind));
if (values.print) {
  for (const r of requests.slice(0, Number(values.print))) console.log(r.kind, r.path);
} else {
  const m = await measure('mix', values.base!, requests, {
    connections: Number(values.connections),
    duration: Number(values.duration),
    headers: { 'cache-control': 'no-cache', 'accept-encoding': 'gzip, deflate, br' },
    timeout: 120,
  });
  const line = (name: string, l: { rps: number; p50: number; p95: number; p99: number }) =>
    `${name.padEnd(10)} ${l.rps.toFixed(0).padStart(6)} req/s  p50 ${l.p50.toFixed(1)}  p95 ${l.p95.toFixed(1)}  p99 ${l.p99.toFixed(1)}`;
  console.log(line('all', m), m.errors ? `${m.errors} errors` : '');
  for (const [kind, l] of Object.entries(m.byKind)) console.log(line(kind, l));
  console.log(`load average ${os.loadavg()[0].toFixed(2)}`);
}
