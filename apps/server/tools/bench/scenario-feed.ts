// The "feed" scenario: GET /feeds/hotpads.xml and /feeds/listings.json one request at a time, as
// a partner site fetches them, at the scale phase's size. Every answer is a whole streamed feed
// (no If-None-Match is sent, so none is a 304); the time per 1,000 listed homes shows whether the
// feed stays linear as the catalogue grows. Memory while streaming is measured by bench:feed.
import type { LatencyRow } from './report';
import { timeSequential } from './sequential';
import type { Engine } from './server';

const FEEDS = [
  // One <Listing id="…"> element per home.
  { path: '/feeds/hotpads.xml', count: (body: string) => body.match(/<Listing id="/g)?.length ?? 0 },
  // One home per line inside "listings": [...] (listings-json.ts writes them so).
  { path: '/feeds/listings.json', count: (body: string) => (JSON.parse(body) as { listings: unknown[] }).listings.length },
];

export async function runFeed(base: string, engine: Engine, rows: number, acceptEncoding: string): Promise<LatencyRow[]> {
  const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
  const out: LatencyRow[] = [];
  for (const feed of FEEDS) {
    // A big feed takes seconds: three timed downloads after the warm-up are enough for a median.
    const result = await timeSequential(base + feed.path, { headers, maxRequests: 5, budgetMs: 1, minRequests: 3 });
    if (result.status !== 200) throw new Error(`feed: ${feed.path} answered ${result.status}`);
    const homes = feed.count(result.body);
    const perThousand = homes ? (result.p50 / homes) * 1000 : 0;
    out.push({
      what: `GET ${feed.path}`,
      engine,
      rows,
      ...result,
      note: `${homes.toLocaleString('en-US')} homes, ${(result.bytes / 1024 / 1024).toFixed(1)} MB as sent (${result.encoding}), ${perThousand.toFixed(0)} ms per 1,000 homes`,
    });
    console.log(`  GET ${feed.path.padEnd(40)} p50 ${result.p50.toFixed(0)} ms  ${out[out.length - 1].note}`);
  }
  return out;
}
