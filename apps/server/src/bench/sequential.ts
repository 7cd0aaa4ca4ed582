// One request at a time, as one admin or one crawler makes them: latency, not throughput.
// Timed to the last byte as sent (node:http, no decoding), so a large compressed answer (a
// 50,000-URL sitemap) is not charged for the client's decompression; the last body is decoded
// afterwards, once, for the caller to read.
import http from 'node:http';
import zlib from 'node:zlib';
import { summarize, type Latency } from './stats';

export interface SequentialOptions {
  headers?: Record<string, string>;
  /** Stop after this many timed requests... */
  maxRequests?: number;
  /** ...or after this long, whichever comes first, */
  budgetMs?: number;
  /** ...but never before this many. */
  minRequests?: number;
  /** Untimed requests first (default 1): code that has not run yet is timed cold otherwise. */
  warmup?: number;
}

export interface SequentialResult extends Latency {
  status: number;
  /** Body size as sent (compressed when the server compressed it). */
  bytes: number;
  /** Content-Encoding of the answer ('identity' when not compressed). */
  encoding: string;
  /** The last response's body, decoded. */
  body: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

function get(url: string, headers: Record<string, string>) {
  return new Promise<{ ms: number; status: number; raw: Buffer; encoding: string }>((resolve, reject) => {
    const t0 = performance.now();
    const req = http.get(url, { agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          ms: performance.now() - t0,
          status: res.statusCode ?? 0,
          raw: Buffer.concat(chunks),
          encoding: String(res.headers['content-encoding'] ?? 'identity'),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

function decode(raw: Buffer, encoding: string): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(raw).toString('utf8');
  if (encoding === 'deflate') return zlib.inflateSync(raw).toString('utf8');
  return raw.toString('utf8');
}

/** Times GET `url` sequentially after untimed warm-up requests (one unless told). */
export async function timeSequential(url: string, options: SequentialOptions = {}): Promise<SequentialResult> {
  const { headers = {}, maxRequests = 40, budgetMs = 2000, minRequests = 5, warmup = 1 } = options;
  let last = await get(url, headers);
  for (let i = 1; i < warmup && last.status === 200; i++) last = await get(url, headers);
  const times: number[] = [];
  const start = performance.now();
  while (last.status === 200 && times.length < maxRequests && (times.length < minRequests || performance.now() - start < budgetMs)) {
    last = await get(url, headers);
    if (last.status === 200) times.push(last.ms);
  }
  return {
    ...summarize(times),
    status: last.status,
    bytes: last.raw.length,
    encoding: last.encoding,
    body: decode(last.raw, last.encoding),
  };
}
