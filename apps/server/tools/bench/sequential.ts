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
  /** timeAlternating only: requests of one URL before the next URL's turn (default 10). */
  turn?: number;
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

interface Answer {
  ms: number;
  status: number;
  raw: Buffer;
  encoding: string;
}

function get(url: string, headers: Record<string, string>) {
  return new Promise<Answer>((resolve, reject) => {
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
  const [result] = await timeAlternating([url], options);
  return result!;
}

/**
 * Times several GETs in turns of `turn` requests each (A×10, B×10, A×10...), after `warmup`
 * untimed requests of each: two figures meant to be compared (a page against its JSON) then see
 * the same moments of a machine whose speed drifts, instead of one taking a quiet minute and the
 * other a busy one. Turns of several requests, not A, B, A, B: a request right after another
 * kind pays for some of its garbage collection, which would blur what each one costs.
 * `maxRequests` and `minRequests` count each URL's timed requests; a non-200 answer ends it.
 */
export async function timeAlternating(urls: string[], options: SequentialOptions = {}): Promise<SequentialResult[]> {
  const { headers = {}, maxRequests = 40, budgetMs = 2000, minRequests = 5, warmup = 1, turn = 10 } = options;
  const last: Answer[] = [];
  const times: number[][] = urls.map(() => []);
  // One turn of `count` requests per URL; false once an answer is not 200.
  const turns = async (count: number, timed: boolean) => {
    for (const [i, url] of urls.entries()) {
      for (let n = 0; n < count; n++) {
        const answer = await get(url, headers);
        last[i] = answer;
        if (answer.status !== 200) return false;
        if (timed) times[i]!.push(answer.ms);
      }
    }
    return true;
  };
  let ok = await turns(Math.max(1, warmup), false);
  const start = performance.now();
  while (ok && times[0]!.length < maxRequests && (times[0]!.length < minRequests || performance.now() - start < budgetMs)) {
    ok = await turns(Math.min(turn, maxRequests - times[0]!.length), true);
  }
  // A URL never asked (an earlier one failed first) reports status 0.
  return urls.map((_, i) => {
    const answer = last[i] ?? { ms: 0, status: 0, raw: Buffer.alloc(0), encoding: 'identity' };
    return {
      ...summarize(times[i]!),
      status: answer.status,
      bytes: answer.raw.length,
      encoding: answer.encoding,
      body: decode(answer.raw, answer.encoding),
    };
  });
}
