// One Lighthouse run of one page against a Chromium already listening on a DevTools port, with
// Lighthouse's default settings: a mobile phone, simulated slow 4G and a 4x slower CPU.

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * @returns {Promise<{ performance: number|null, accessibility: number|null, bestPractices: number|null,
 *   seo: number|null, lcpMs: number|null, cls: number|null, tbtMs: number|null, lighthouseVersion: string,
 *   warnings: string[] }>}
 */
export async function lighthouseRun(url, port) {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const value = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    lighthouseVersion: lhr.lighthouseVersion,
    warnings: lhr.runWarnings ?? [],
  };
}
