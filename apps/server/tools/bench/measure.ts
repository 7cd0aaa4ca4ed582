import autocannon from 'autocannon';
import { percentile, summarize, type Latency } from './stats';

export interface Target {
  /** Group the latencies are also reported by (the mix's request kinds). */
  kind?: string;
  path: string;
}

export interface Measurement extends Latency {
  name: string;
  rps: number;
  errors: number;
  /** Responses the server said came from its read cache (`x-cache: HIT`). */
  cacheHits: number;
  /** Per kind, when the targets have kinds. */
  byKind: Record<string, Latency & { rps: number }>;
}

export interface LoadOptions {
  connections: number;
  /** Seconds of measurement (after a warm-up of up to 3 s). */
  duration: number;
  headers?: Record<string, string>;
  /** Seconds before a request counts as timed out; slow scenarios need more than autocannon's 10. */
  timeout?: number;
}

export { percentile };

interface Sample {
  kind: string;
  ms: number;
}

/**
 * One continuous autocannon run: `warmup` seconds whose responses are not kept, then `duration`
 * seconds measured. One run rather than two, so no request abandoned at the end of a warm-up is
 * still occupying the server when the measurement starts.
 */
function run(url: string, targets: Target[], options: LoadOptions, warmup: number) {
  let next = 0;
  const samples: Sample[] = [];
  let cacheHits = 0;
  const started = performance.now();
  const measuring = () => performance.now() - started >= warmup * 1000;
  // onResponse runs right before autocannon's 'response' event for the same response, in the same
  // tick (see autocannon's httpClient), so it hands over the kind the request was built with.
  let answered: { kind: string } | null = null;
  return new Promise<{ samples: Sample[]; cacheHits: number; result: autocannon.Result }>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        duration: warmup + options.duration,
        headers: options.headers ?? {},
        timeout: options.timeout ?? 10,
        requests: [
          {
            method: 'GET',
            setupRequest: (req, context) => {
              const target = targets[next++ % targets.length];
              context.kind = target.kind ?? '';
              return { ...req, path: target.path };
            },
            onResponse: (_status, _body, context, headers) => {
              answered = { kind: String(context.kind ?? '') };
              if (headers?.['x-cache'] === 'HIT' && measuring()) cacheHits += 1;
            },
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve({ samples, cacheHits, result })),
    );
    // autocannon reports p97.5 but not p95: keep every response time and compute our own.
    instance.on('response', (_c, _s, _b, responseTime) => {
      if (measuring()) samples.push({ kind: answered?.kind ?? '', ms: responseTime });
      answered = null;
    });
  });
}

/**
 * Measures one scenario after a warm-up of up to 3 s: latencies (ms) of the responses that arrive
 * in the measured window, throughput in responses per second of it; errors count the whole run.
 */
export async function measure(name: string, base: string, paths: (string | Target)[], options: LoadOptions): Promise<Measurement> {
  const targets = paths.map((p) => (typeof p === 'string' ? { path: p } : p));
  const { samples, cacheHits, result } = await run(base, targets, options, Math.min(3, options.duration));
  const seconds = options.duration;
  const byKind: Measurement['byKind'] = {};
  const kinds = new Set(samples.map((s) => s.kind).filter(Boolean));
  for (const kind of kinds) {
    const times = samples.filter((s) => s.kind === kind).map((s) => s.ms);
    byKind[kind] = { ...summarize(times), rps: times.length / seconds };
  }
  return {
    name,
    ...summarize(samples.map((s) => s.ms)),
    rps: samples.length / seconds,
    errors: result.non2xx + result.errors + result.timeouts,
    cacheHits,
    byKind,
  };
}
