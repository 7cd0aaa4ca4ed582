// The "sitemap" scenario: GET /sitemap.xml (and, when it is a sitemap index, each child sitemap)
// one request at a time, as a crawler fetches it; also counts the URLs listed.
import type { LatencyRow } from './report';
import { timeSequential } from './sequential';
import type { Engine } from './server';

/** The <loc> values of a sitemap or sitemap index. */
export function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => m[1]);
}

export async function runSitemap(
  base: string,
  engine: Engine,
  rows: number,
  available: number,
  acceptEncoding: string,
): Promise<{ rows: LatencyRow[]; summary: string }> {
  const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
  const out: LatencyRow[] = [];
  const time = async (path: string) => {
    const result = await timeSequential(base + path, { headers, maxRequests: 20, budgetMs: 3000, minRequests: 3 });
    if (result.status !== 200) throw new Error(`sitemap: ${path} answered ${result.status}`);
    const urls = locations(result.body).length;
    out.push({
      what: `GET ${path}`,
      engine,
      rows,
      ...result,
      note: `${(result.bytes / 1024).toFixed(0)} KB as sent (${result.encoding}), ${urls.toLocaleString('en-US')} <loc>`,
    });
    console.log(`  GET ${path.padEnd(40)} p50 ${result.p50.toFixed(1)} ms  p95 ${result.p95.toFixed(1)} ms  ${out[out.length - 1].note}`);
    return result.body;
  };
  const root = await time('/sitemap.xml');
  let listed = 0;
  let files = 1;
  if (root.includes('<sitemapindex')) {
    const children = locations(root);
    files = children.length;
    for (const loc of children) {
      const url = new URL(loc, base);
      const body = await time(url.pathname + url.search);
      listed += locations(body).length;
    }
  } else {
    listed = locations(root).length;
  }
  const summary = `- ${engine}: ${files} sitemap file(s), ${listed.toLocaleString('en-US')} URLs listed (pages and homes) for ${available.toLocaleString('en-US')} available homes`;
  return { rows: out, summary };
}
