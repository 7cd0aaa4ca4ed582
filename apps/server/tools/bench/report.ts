// Markdown tables of a bench run, ready to paste into docs/bench-properties.md.
import type { Engine } from './server';

export interface LoadRow {
  scenario: string;
  engine: Engine;
  rows: number;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  requests: number;
  /** Throughput as a share of the bare route measured in the same phase (whole scenarios only). */
  shareOfBare?: number;
  /** Scale ÷ demo, on the scale row. */
  growthP50?: number;
  growthP95?: number;
  errors?: number;
}

export interface LatencyRow {
  what: string;
  engine: Engine;
  rows: number;
  p50: number;
  p95: number;
  requests: number;
  note?: string;
}

export const ENGINE_LABEL: Record<Engine, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

const ms = (n: number) => (Number.isFinite(n) ? (n >= 100 ? n.toFixed(0) : n.toFixed(1)) : '–');
const int = (n: number) => Math.round(n).toLocaleString('en-US');
const times = (n?: number) => (n !== undefined && Number.isFinite(n) ? `×${n.toFixed(1)}` : '');
const share = (n?: number) => (n !== undefined && Number.isFinite(n) ? `${n < 0.01 ? (n * 100).toFixed(1) : (n * 100).toFixed(0)} %` : '');

export function loadTable(rows: LoadRow[]): string {
  return [
    '| Scenario | Engine | Rows | p50 ms | p95 ms | p99 ms | req/s | share of bare | p50 growth | p95 growth |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.scenario}${r.errors ? ` (${r.errors} errors)` : ''} | ${ENGINE_LABEL[r.engine]} | ${int(r.rows)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.rps < 10 ? r.rps.toFixed(1) : int(r.rps)} | ${share(r.shareOfBare)} | ${times(r.growthP50)} | ${times(r.growthP95)} |`,
    ),
  ].join('\n');
}

export function latencyTable(title: string, rows: LatencyRow[]): string {
  return [
    `| ${title} | Engine | Rows | p50 ms | p95 ms | requests timed | note |`,
    '|---|---|---:|---:|---:|---:|---|',
    ...rows.map(
      (r) => `| ${r.what} | ${ENGINE_LABEL[r.engine]} | ${int(r.rows)} | ${ms(r.p50)} | ${ms(r.p95)} | ${r.requests} | ${r.note ?? ''} |`,
    ),
  ].join('\n');
}
