// The scanner's JSON as table rows: one row per page, and one per test and outcome.

export const PAGE_HEADERS = ['Page', 'Grade', 'Score', 'Tests passed', 'Status'];

/** @param {{ page: string, scan?: object, error?: string }[]} results */
export function pageRows(results) {
  return results.map((r) =>
    r.error
      ? [r.page, 'failed', '', '', r.error.slice(0, 120)]
      : [r.page, r.scan.grade, String(r.scan.score), `${r.scan.testsPassed} of ${r.scan.testsQuantity}`, String(r.scan.statusCode)],
  );
}

export const TEST_HEADERS = ['Test', 'Pass', 'Score modifier', 'Result', 'Pages'];

/**
 * A test whose outcome is the same on every page is one row ("all"); one that differs gets a row
 * per outcome, naming its pages.
 */
export function testRows(results) {
  const scanned = results.filter((r) => !r.error);
  const groups = new Map();
  for (const r of scanned) {
    for (const [name, test] of Object.entries(r.tests)) {
      const key = `${name}\u0000${test.result}\u0000${test.pass}\u0000${test.scoreModifier}`;
      if (!groups.has(key)) groups.set(key, { name, test, pages: [] });
      groups.get(key).pages.push(r.page);
    }
  }
  return [...groups.values()].map(({ name, test, pages }) => [
    name,
    test.pass ? 'yes' : 'no',
    test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier),
    test.result,
    pages.length === scanned.length ? 'all' : pages.join(', '),
  ]);
}
