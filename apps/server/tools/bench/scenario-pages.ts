// The "pages" scenario (issue 17): server-rendered HTML beside the JSON the same page reads, one
// request at a time, uncached (`Cache-Control: no-cache`: every request renders) and from the
// HTML micro-cache. The property page's uncached HTML should cost at most 3× its JSON.
import type { LatencyRow } from './report';
import { timeAlternating, type SequentialOptions, type SequentialResult } from './sequential';
import type { Engine } from './server';

const UNCACHED = { 'cache-control': 'no-cache' };

/** One route of the scenario: its label in the table and its path. */
interface PageProbe {
  label: string;
  path: string;
}

export async function runPages(
  base: string,
  engine: Engine,
  rows: number,
  propertyId: string,
  acceptEncoding: string,
): Promise<{ rows: LatencyRow[]; summary: string }> {
  const encoding: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
  const out: LatencyRow[] = [];
  // Routes timed together take turns (timeAlternating), so the figures compared with each other
  // (a page against its JSON) come from the same moments of a machine whose speed drifts.
  const time = async (probes: PageProbe[], uncached: boolean): Promise<SequentialResult[]> => {
    const options: SequentialOptions = {
      headers: { ...encoding, ...(uncached ? UNCACHED : {}) },
      // Rendering runs far more code than a JSON read; timed after one warm-up request, the
      // first dozens of renders (before V8 had optimized React's renderer) made half of a
      // 60-request sample and the p50 moved by 70 % between runs of the same build.
      warmup: 50,
      maxRequests: 300,
      budgetMs: 4000,
      minRequests: 5,
    };
    const results = await timeAlternating(
      probes.map((probe) => base + probe.path),
      options,
    );
    probes.forEach((probe, i) => {
      const result = results[i]!;
      if (result.status !== 200) throw new Error(`pages: ${probe.path} answered ${result.status} (is the web app built? npm run build)`);
      const note = `${(result.bytes / 1024).toFixed(1)} KB as sent (${result.encoding})`;
      out.push({ what: probe.label, engine, rows, ...result, note });
      console.log(`  ${probe.label.padEnd(48)} p50 ${result.p50.toFixed(1)} ms  p95 ${result.p95.toFixed(1)} ms  ${note}`);
    });
    return results;
  };
  const [json, html] = await time(
    [
      { label: 'JSON GET /api/properties/:id, uncached', path: `/api/properties/${propertyId}` },
      { label: 'HTML GET /properties/:id, uncached (rendered)', path: `/properties/${propertyId}` },
    ],
    true,
  );
  await time([{ label: 'HTML GET /properties/:id, micro-cache', path: `/properties/${propertyId}` }], false);
  await time(
    [
      { label: 'JSON GET /api/properties (12 cards), uncached', path: '/api/properties?status=available&limit=12' },
      { label: 'HTML GET /properties (12 cards), uncached (rendered)', path: '/properties' },
    ],
    true,
  );
  await time([{ label: 'HTML GET /, uncached (rendered)', path: '/' }], true);
  const ratio = html!.p50 / json!.p50;
  const summary =
    `- ${engine}: an uncached property page costs ${ratio.toFixed(1)}× its JSON at p50 ` +
    `(${html!.p50.toFixed(1)} vs ${json!.p50.toFixed(1)} ms, timed alternately; target ≤ 3×)`;
  return { rows: out, summary };
}
