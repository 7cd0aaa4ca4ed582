import { describe, expect, it } from 'vitest';
import { basicProbes } from './scenario-admin';
import { locations } from './scenario-sitemap';
import { growth, percentile, summarize } from './stats';

describe('percentiles', () => {
  it('uses the nearest rank', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('summarizes unsorted times without changing them', () => {
    const times = [30, 10, 20, 40];
    expect(summarize(times)).toEqual({ p50: 20, p95: 40, p99: 40, requests: 4 });
    expect(times).toEqual([30, 10, 20, 40]);
  });

  it('growth is large ÷ small, NaN when unknown', () => {
    expect(growth(10, 30)).toBe(3);
    expect(growth(0, 30)).toBeNaN();
    expect(growth(10, Number.NaN)).toBeNaN();
  });
});

describe('admin probes and sitemap parsing', () => {
  it('takes the first page and the first real search of each list', () => {
    const probes = [
      { list: 'contacts', name: 'first page', url: '/c' },
      { list: 'contacts', name: 'status', url: '/c?status=pending' },
      { list: 'contacts', name: 'search, no match', url: '/c?search=qqzx' },
      { list: 'contacts', name: 'search name', url: '/c?search=Ann' },
      { list: 'chatbot', name: 'first page', url: '/b' },
    ];
    expect(basicProbes(probes).map((p) => p.url)).toEqual(['/c', '/c?search=Ann', '/b']);
  });

  it('reads the <loc> of a sitemap or an index', () => {
    const xml =
      '<sitemapindex><sitemap><loc>http://x/sitemaps/a.xml</loc></sitemap><sitemap><loc> http://x/b.xml </loc></sitemap></sitemapindex>';
    expect(locations(xml)).toEqual(['http://x/sitemaps/a.xml', 'http://x/b.xml']);
  });
});
