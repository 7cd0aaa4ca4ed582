// The "mix" scenario: distinct public searches that all reach the database (sent with
// `Cache-Control: no-cache`, which the read cache never answers), under load.
import type { BenchOptions } from './options';
import { measure, type Measurement } from './measure';
import { buildMix, MIX_KINDS, MIX_LABELS, type MixKind, type MixRequest } from './mix';
import type { CatalogueProfile } from './profile';
import type { LoadRow } from './report';
import type { Engine } from './server';
import { growth } from './stats';

export interface MixPhase {
  rows: number;
  bare: Measurement;
  mix: Measurement;
  /** Per kind: how many of a few sample requests found at least one home. */
  found: Record<MixKind, { nonEmpty: number; sampled: number }>;
}

export function publicHeaders(options: BenchOptions): Record<string, string> {
  return { 'cache-control': 'no-cache', ...(options.acceptEncoding ? { 'accept-encoding': options.acceptEncoding } : {}) };
}

/** Checks that the mix finds homes: a few requests of each kind, one at a time, before the load. */
async function sampleAnswers(base: string, requests: MixRequest[], headers: Record<string, string>, perKind = 5) {
  const found = {} as MixPhase['found'];
  for (const kind of MIX_KINDS) {
    const sample = requests.filter((r) => r.kind === kind).slice(0, perKind);
    let nonEmpty = 0;
    for (const request of sample) {
      const res = await fetch(base + request.path, { headers });
      if (!res.ok) throw new Error(`mix: ${request.path} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
      const body = (await res.json()) as { data?: { properties?: unknown[] } };
      if (body.data?.properties?.length) nonEmpty += 1;
    }
    found[kind] = { nonEmpty, sampled: sample.length };
  }
  return found;
}

export async function runMixPhase(
  base: string,
  bare: Measurement,
  profile: CatalogueProfile,
  options: BenchOptions,
  log: (m: Measurement) => void,
): Promise<MixPhase> {
  const requests = buildMix(profile, options.mixSize);
  const headers = publicHeaders(options);
  const found = await sampleAnswers(base, requests, headers);
  const mix = await measure(`mix at ${profile.rows.toLocaleString('en-US')} rows`, base, requests, {
    connections: options.connections,
    duration: options.duration,
    headers,
    // Unindexed searches at 100k rows queue for seconds; count them rather than drop them.
    timeout: 120,
  });
  log(mix);
  return { rows: profile.rows, bare, mix, found };
}

/** Table rows of one engine: bare route, the whole mix and each kind, demo then scale. */
export function mixRows(engine: Engine, demo: MixPhase, scale: MixPhase): LoadRow[] {
  const out: LoadRow[] = [];
  for (const phase of [demo, scale]) {
    const isScale = phase === scale;
    out.push({ scenario: 'bare Fastify route', engine, rows: phase.rows, ...phase.bare });
    out.push({
      scenario: 'mix (all requests)',
      engine,
      rows: phase.rows,
      ...phase.mix,
      shareOfBare: phase.mix.rps / phase.bare.rps,
      growthP50: isScale ? growth(demo.mix.p50, scale.mix.p50) : undefined,
      growthP95: isScale ? growth(demo.mix.p95, scale.mix.p95) : undefined,
    });
    for (const kind of MIX_KINDS) {
      const k = phase.mix.byKind[kind];
      const d = demo.mix.byKind[kind];
      if (!k) continue;
      out.push({
        scenario: `  ${MIX_LABELS[kind]}`,
        engine,
        rows: phase.rows,
        ...k,
        growthP50: isScale && d ? growth(d.p50, k.p50) : undefined,
        growthP95: isScale && d ? growth(d.p95, k.p95) : undefined,
      });
    }
  }
  return out;
}

export function foundLine(engine: Engine, phase: MixPhase): string {
  const parts = MIX_KINDS.map((k) => `${MIX_LABELS[k]} ${phase.found[k].nonEmpty}/${phase.found[k].sampled}`);
  return `- ${engine} at ${phase.rows.toLocaleString('en-US')} rows, answers with homes: ${parts.join(', ')}`;
}
