// `npm run test:budget`: the JavaScript a phone fetches on a first visit to each public page, until
// the network is idle, compressed with gzip -9, against the budgets of issue 17; and no public page
// may fetch admin code. Measures the build that is there (run `npm run build` first); exits 1 when
// a page is over its budget or fetched admin code.
//
//   node scripts/check-budget.mjs [--pages /,/properties/:id]
import { parseArgs } from 'node:util';
import { startBuiltApp } from './perf/built-app.mjs';
import { tableRows, verdict } from './perf/budget.mjs';
import { launchForPlaywright } from './perf/chromium.mjs';
import { pageScripts } from './perf/page-scripts.mjs';
import { firstPropertyId, pagePath, selectPages } from './perf/pages.mjs';
import { stopOnSignals } from './perf/stop.mjs';
import { textTable } from './perf/text-table.mjs';

const { values } = parseArgs({ options: { pages: { type: 'string' } } });
const targets = selectPages(values.pages);

const app = await startBuiltApp();
const browser = await launchForPlaywright().catch(async (err) => {
  await app.stop();
  throw err;
});
stopOnSignals(() => Promise.all([browser.close(), app.stop()]));

const verdicts = [];
try {
  const propertyId = await firstPropertyId(app.baseURL);
  for (const target of targets) {
    const { firstLoad, later } = await pageScripts(browser, app.baseURL + pagePath(target.page, propertyId));
    verdicts.push(verdict(target, firstLoad, later));
  }
} finally {
  await browser.close();
  await app.stop();
}

console.log(`\nJavaScript fetched by a phone until the network is idle (gzip -9 bytes)\n`);
console.log(textTable(['page', 'files', 'gzip -9 bytes', 'budget', 'result'], tableRows(verdicts)));
for (const v of verdicts.filter((v) => v.adminChunks.length)) {
  console.log(`\n${v.page} fetched admin code:\n${v.adminChunks.map((u) => `  ${new URL(u).pathname}`).join('\n')}`);
}
const failed = verdicts.filter((v) => !v.ok);
console.log(failed.length ? `\n${failed.length} of ${verdicts.length} pages failed.` : `\nAll ${verdicts.length} pages are within budget.`);
process.exit(failed.length ? 1 : 0);
