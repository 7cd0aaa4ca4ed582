// One request at a time, as one admin or one crawler makes them: latency, not throughput.
import { summarize, type Latency } from './stats';

export interface SequentialOptions {
  headers?: Record<string, string>;
  /** Stop after this many timed requests... */
  maxRequests?: number;
  /** ...or after this long, whichever comes first, */
  budgetMs?: number;
  /** ...but never before this many. */
  minRequests?: number;
}

export interface SequentialResult extends Latency {
  status: number;
  /** Body size once decoded. */
  bytes: number;
  /** Content-Encoding of the answer ('identity' when not compressed). */
  encoding: string;
  /** The last response's body, decoded (for a sitemap index's children). */
  body: string;
}

/** Times GET `url` sequentially after one untimed warm-up request. */
export async function timeSequential(url: string, options: SequentialOptions = {}): Promise<SequentialResult> {
  const { headers = {}, maxRequests = 40, budgetMs = 2000, minRequests = 5 } = options;
  const once = async () => {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    const buffer = Buffer.from(await res.arrayBuffer());
    return { ms: performance.now() - t0, status: res.status, buffer, encoding: res.headers.get('content-encoding') ?? 'identity' };
  };
  let last = await once();
  const times: number[] = [];
  const start = performance.now();
  while (times.length < maxRequests && (times.length < minRequests || performance.now() - start < budgetMs)) {
    last = await once();
    if (last.status !== 200) break;
    times.push(last.ms);
  }
  return {
    ...summarize(times),
    status: last.status,
    bytes: last.buffer.length,
    encoding: last.encoding,
    body: last.buffer.toString('utf8'),
  };
}
