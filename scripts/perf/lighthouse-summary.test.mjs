// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { median, summarize, summaryRow } from './lighthouse-summary.mjs';

const run = (performance, lcpMs, cls = 0, tbtMs = 50) => ({
  performance,
  accessibility: 100,
  bestPractices: 96,
  seo: 100,
  lcpMs,
  cls,
  tbtMs,
});

describe('median', () => {
  it('is the middle value whatever the order, the mean of the two middle ones for an even count', () => {
    expect(median([90, 60, 75])).toBe(75);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('ignores missing values and is null without any', () => {
    expect(median([null, 3, undefined, 1, 2])).toBe(2);
    expect(median([null, null])).toBeNull();
    expect(median([])).toBeNull();
  });
});

describe('summarize', () => {
  it('takes each metric’s median on its own', () => {
    const s = summarize('/', [run(90, 3000, 0.2), run(60, 2000, 0), run(75, 4000, 0.1)]);
    expect(s).toMatchObject({ page: '/', runs: 3, failedRuns: 0, performance: 75, lcpMs: 3000, cls: 0.1, bestPractices: 96 });
  });

  it('leaves failed runs out and counts them', () => {
    const s = summarize('/about', [run(80, 2500), { error: 'NO_FCP' }, run(90, 1500)]);
    expect(s).toMatchObject({ runs: 3, failedRuns: 1, performance: 85, lcpMs: 2000 });
    expect(summaryRow(s).at(-1)).toBe('2 of 3');
  });

  it('has no figures when every run failed', () => {
    const s = summarize('/x', [{ error: 'boom' }]);
    expect(summaryRow(s)).toEqual(['/x', '–', '–', '–', '–', '–', '–', '–', '0 of 1']);
  });
});

describe('summaryRow', () => {
  it('shows scores whole, LCP in seconds, CLS to 3 places and TBT in ms', () => {
    const s = summarize('/properties', [run(64, 4321, 0.1834, 123.6)]);
    expect(summaryRow(s)).toEqual(['/properties', '64', '100', '96', '100', '4.3', '0.183', '124', '1']);
  });
});
