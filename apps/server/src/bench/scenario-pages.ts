// The "pages" scenario (issue 17): server-rendered HTML beside the JSON the same page reads, one
// request at a time, uncached (`Cache-Control: no-cache`: every request renders) and from the
// HTML micro-cache. The property page's uncached HTML should cost at most 3× its JSON.
import type { LatencyRow } from './report';
import { timeSequential, type SequentialResult } from './sequential';
import type { Engine } from './server';

const UNCACHED = { 'cache-control': 'no-cache' };

export async function runPages(
  base: string,
  engine: Engine,
  rows: number,
  propertyId: string,
  acceptEncoding: string,
): Promise<{ rows: LatencyRow[]; summary: string }> {
  const encoding: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
  const out: LatencyRow[] = [];
  const time = async (label: string, path: string, headers: Record<string, string>): Promise<SequentialResult> => {
    const result = await timeSequential(base + path, {
      headers: { ...encoding, ...headers },
      // Rendering runs far more code than a JSON read; timed after one warm-up request, the
      // first dozens of renders (before V8 had optimized React's renderer) made half of a
      // 60-request sample and the p50 moved by 70 % between runs of the same build.
      warmup: 50,
      maxRequests: 300,
      budgetMs: 4000,
      minRequests: 5,
    });
    if (result.status !== 200) throw new Error(`pages: ${path} answered ${result.status} (is the web app built? npm run build)`);
    const note = `${(result.bytes / 1024).toFixed(1)} KB as sent (${result.encoding})`;
    out.push({ what: label, engine, rows, ...result, note });
    console.log(`  ${label.padEnd(48)} p50 ${result.p50.toFixed(1)} ms  p95 ${result.p95.toFixed(1)} ms  ${note}`);
    return result;
  };
  const json = await time('JSON GET /api/properties/:id, uncached', `/api/properties/${propertyId}`, UNCACHED);
  const html = await time('HTML GET /properties/:id, uncached (rendered)', `/properties/${propertyId}`, UNCACHED);
  await time('HTML GET /properties/:id, micro-cache', `/properties/${propertyId}`, {});
  await time('JSON GET /api/properties (12 cards), uncached', '/api/properties?status=available&limit=12', UNCACHED);
  await time('HTML GET /properties (12 cards), uncached (rendered)', '/properties', UNCACHED);
  await time('HTML GET /, uncached (rendered)', '/', UNCACHED);
  const ratio = html.p50 / json.p50;
  const summary =
    `- ${engine}: an uncached property page costs ${ratio.toFixed(1)}× its JSON at p50 ` +
    `(${html.p50.toFixed(1)} vs ${json.p50.toFixed(1)} ms; target ≤ 3×)`;
  return { rows: out, summary };
}
