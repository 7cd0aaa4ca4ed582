// Turns several Lighthouse runs of a page into one row: the median of each metric on its own.

export const METRICS = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'cls', 'tbtMs'];

/** The middle value (the mean of the two middle ones for an even count); null for no values. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * @param {string} page
 * @param {({ error: string } | Record<string, number|null>)[]} runs each a run's metrics or its error
 */
export function summarize(page, runs) {
  const good = runs.filter((r) => !('error' in r));
  const medians = Object.fromEntries(METRICS.map((m) => [m, median(good.map((r) => r[m]))]));
  return { page, runs: runs.length, failedRuns: runs.length - good.length, ...medians };
}

const score = (v) => (v == null ? '–' : String(Math.round(v)));

/** The columns of the printed and written table. */
export const SUMMARY_HEADERS = ['page', 'Performance', 'Accessibility', 'Best Practices', 'SEO', 'LCP (s)', 'CLS', 'TBT (ms)', 'runs'];

export function summaryRow(s) {
  return [
    s.page,
    score(s.performance),
    score(s.accessibility),
    score(s.bestPractices),
    score(s.seo),
    s.lcpMs == null ? '–' : (s.lcpMs / 1000).toFixed(1),
    s.cls == null ? '–' : s.cls.toFixed(3),
    s.tbtMs == null ? '–' : String(Math.round(s.tbtMs)),
    s.failedRuns ? `${s.runs - s.failedRuns} of ${s.runs}` : String(s.runs),
  ];
}
