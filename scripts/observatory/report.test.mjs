// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageRows, testRows } from './report.mjs';

const test = (result, pass, scoreModifier) => ({ result, pass, scoreModifier });
const scanned = (page, score, tests) => ({
  page,
  scan: { grade: score >= 100 ? 'A+' : 'B+', score, testsPassed: 9, testsQuantity: 10, statusCode: 200 },
  tests,
});

describe('observatory report rows', () => {
  const results = [
    scanned('/', 120, { csp: test('csp-a', true, 0), corp: test('corp-same-origin', true, 10) }),
    scanned('/admin-login', 80, { csp: test('csp-a', true, 0), corp: test('corp-not-implemented', false, -5) }),
    { page: '/contact', error: 'The site seems to be down.' },
  ];

  it('gives each page its grade, score and tests passed, and a failed scan its error', () => {
    expect(pageRows(results)).toEqual([
      ['/', 'A+', '120', '9 of 10', '200'],
      ['/admin-login', 'B+', '80', '9 of 10', '200'],
      ['/contact', 'failed', '', '', 'The site seems to be down.'],
    ]);
  });

  it('folds a test with one outcome everywhere into one row, and names the pages of differing outcomes', () => {
    expect(testRows(results)).toEqual([
      ['csp', 'yes', '0', 'csp-a', 'all'],
      ['corp', 'yes', '+10', 'corp-same-origin', '/'],
      ['corp', 'no', '-5', 'corp-not-implemented', '/admin-login'],
    ]);
  });
});
