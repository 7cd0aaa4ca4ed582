// `npm run lighthouse`: Lighthouse (mobile, default throttling) on each public page of the built
// app, several runs per page, the median of each metric; prints the four scores and LCP/CLS/TBT per
// page and, when every page ran, rewrites the table in docs/performance.md. Measures the build that
// is there (run `npm run build` first).
//
//   npm run lighthouse -- [--pages /,/properties/:id] [--runs 3]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib.mjs';
import { startBuiltApp } from './perf/built-app.mjs';
import { launchForLighthouse } from './perf/chromium.mjs';
import { lighthouseRun } from './perf/lighthouse-run.mjs';
import { SUMMARY_HEADERS, summarize, summaryRow } from './perf/lighthouse-summary.mjs';
import { firstPropertyId, pagePath, PUBLIC_PAGES, selectPages } from './perf/pages.mjs';
import { withSection } from './perf/perf-doc.mjs';
import { stopOnSignals } from './perf/stop.mjs';
import { markdownTable, textTable } from './perf/text-table.mjs';

const DOC = path.join(ROOT, 'docs/performance.md');

const { values } = parseArgs({ options: { pages: { type: 'string' }, runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error(`--runs must be a whole number from 1 to 20, not "${values.runs}"`);
const targets = selectPages(values.pages);
const allPages = targets.length === PUBLIC_PAGES.length;

const startedAt = new Date();
const loadAtStart = os.loadavg()[0];
const app = await startBuiltApp();
const chrome = await launchForLighthouse().catch(async (err) => {
  await app.stop();
  throw err;
});
stopOnSignals(() => Promise.all([chrome.kill(), app.stop()]));

const results = new Map(targets.map((t) => [t.page, []]));
let lighthouseVersion = '?';
try {
  const propertyId = await firstPropertyId(app.baseURL);
  // Run by run over all pages rather than page by page, so a busy moment on the machine spreads
  // over the pages instead of spoiling one page's runs.
  for (let run = 1; run <= runs; run++) {
    for (const target of targets) {
      const url = app.baseURL + pagePath(target.page, propertyId);
      process.stdout.write(`run ${run}/${runs} ${target.page} ... `);
      try {
        const metrics = await lighthouseRun(url, chrome.port).catch((err) => {
          // Lighthouse sometimes loses a trace (NO_NAVSTART, NO_FCP) and asks to run again: once.
          process.stdout.write(`${err.message.split(':')[0]}, once more ... `);
          return lighthouseRun(url, chrome.port);
        });
        lighthouseVersion = metrics.lighthouseVersion;
        results.get(target.page).push(metrics);
        console.log(`performance ${metrics.performance}`);
      } catch (err) {
        results.get(target.page).push({ error: err.message });
        console.log(`failed: ${err.message}`);
      }
    }
  }
} finally {
  await chrome.kill();
  await app.stop();
}

const summaries = targets.map((t) => summarize(t.page, results.get(t.page)));
const rows = summaries.map(summaryRow);
console.log(`\nLighthouse ${lighthouseVersion}, mobile, median of ${runs} run(s)\n`);
console.log(textTable(SUMMARY_HEADERS, rows));
const warnings = new Set([...results.values()].flat().flatMap((r) => r.warnings ?? []));
if (warnings.size) console.log(`\nLighthouse warnings:\n${[...warnings].map((w) => `  - ${w}`).join('\n')}`);

if (allPages) {
  const gb = (os.totalmem() / 1024 ** 3).toFixed(1);
  const cpus = os.cpus();
  const section = [
    `Measured ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run lighthouse\`: Lighthouse ${lighthouseVersion}, ` +
      `mobile form factor with its default simulated throttling, median of ${runs} run(s) per page, each metric on its own.`,
    '',
    `Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${gb} GB RAM, ${os.type()} ${os.release()}, ` +
      `Node ${process.version}, ${chrome.version.replace(/^(Headless)?Chrome\//, 'Chromium ')} (headless). Load average (1 min) ${loadAtStart.toFixed(2)} at the start, ${os.loadavg()[0].toFixed(2)} at the end: on a shared machine other work slows the CPU that Lighthouse's TBT and simulated timings depend on.`,
    '',
    markdownTable(SUMMARY_HEADERS, rows),
  ].join('\n');
  const doc = fs.existsSync(DOC) ? fs.readFileSync(DOC, 'utf8') : '';
  fs.writeFileSync(DOC, withSection(doc, section));
  console.log(`\nWrote the table to ${path.relative(ROOT, DOC)}.`);
} else {
  console.log(`\nNot written to ${path.relative(ROOT, DOC)}: only a full run (every public page) replaces its table.`);
}
process.exit(summaries.some((s) => s.failedRuns === s.runs) ? 1 : 0);
