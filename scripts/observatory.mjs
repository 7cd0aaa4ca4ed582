// `npm run observatory`: Mozilla's HTTP Observatory scanner (@mdn/mdn-http-observatory) over https
// against the production build, on a few public pages and the sign-in page. Measures the build that
// is there (run `npm run build` first); builds nothing.
//
// The set-up mirrors production (deploy/Caddyfile): the app as `npm start` runs it (PGlite, demo
// data, a temporary data folder) with PUBLIC_URL=https://localhost:PORT and TRUST_PROXY=loopback,
// behind a local TLS proxy with a certificate made for this run (scripts/observatory/tls-front.mjs).
// Only localhost is contacted. Exits 1 when a page scores below A+ (or --min-score).
//
//   npm run observatory -- [--pages /,/admin-login] [--port 443] [--json FILE]
//
// --port 443 (needs root) also listens on 80, so the scanner's own form `localhost` scans `/` on the
// standard ports, exactly like a public site; by default a free port serves both http and https.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib.mjs';
import { ensureScanner } from './observatory/install.mjs';
import { OBSERVATORY_PAGES, selectObservatoryPages } from './observatory/pages.mjs';
import { pageRows, PAGE_HEADERS, testRows, TEST_HEADERS } from './observatory/report.mjs';
import { startBuiltApp } from './perf/built-app.mjs';
import { firstPropertyId, pagePath } from './perf/pages.mjs';
import { stopOnSignals } from './perf/stop.mjs';
import { markdownTable, textTable } from './perf/text-table.mjs';
import { withObservatorySection } from './observatory/doc.mjs';

const DOC = path.join(ROOT, 'docs/security.md');

const { values } = parseArgs({
  options: {
    pages: { type: 'string' },
    port: { type: 'string', default: '0' },
    json: { type: 'string' },
    'min-score': { type: 'string', default: '100' },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number, not "${values.port}"`);
const minScore = Number(values['min-score']);
const targets = selectObservatoryPages(values.pages);
const allPages = targets.length === OBSERVATORY_PAGES.length;

const scannerVersion = ensureScanner();
// Imported only now: they need the scanner's folder installed.
const { localhostCertificate } = await import('./observatory/certificate.mjs');
const { startTlsFront } = await import('./observatory/tls-front.mjs');
const { runScan } = await import('./observatory/run-scan.mjs');

const startedAt = new Date();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rentfront-observatory-'));
const certificate = await localhostCertificate();
const caFile = path.join(work, 'localhost.pem');
fs.writeFileSync(caFile, certificate.cert);

const front = await startTlsFront({ ...certificate, port });
let app;
const cleanUp = async () => {
  await Promise.all([front.stop(), app?.stop()]);
  fs.rmSync(work, { recursive: true, force: true });
};
stopOnSignals(cleanUp);

const results = [];
try {
  app = await startBuiltApp({ env: { PUBLIC_URL: front.origin, TRUST_PROXY: 'loopback' } });
  front.forwardTo(app.baseURL);
  console.log(`The build at ${front.origin} (TLS proxy → ${app.baseURL}), scanner ${scannerVersion}\n`);
  const propertyId = await firstPropertyId(app.baseURL);
  for (const target of targets) {
    const urlPath = pagePath(target.page, propertyId);
    // The command line takes a host; `localhost:PORT/path` makes it ask for http:// and https://
    // localhost:PORT/path (see tls-front.mjs). On port 443 `/` is scanned as plain `localhost`.
    const host = front.port === 443 ? 'localhost' : `localhost:${front.port}`;
    const scanTarget = urlPath === '/' ? host : host + urlPath;
    process.stdout.write(`${target.page} (${scanTarget}) ... `);
    try {
      const result = await runScan(scanTarget, caFile);
      results.push({ page: target.page, ...result });
      console.log(`${result.scan.grade} ${result.scan.score}`);
    } catch (err) {
      results.push({ page: target.page, error: err.message });
      console.log(`failed: ${err.message}`);
    }
  }
} finally {
  await cleanUp();
}

console.log(`\n${textTable(PAGE_HEADERS, pageRows(results))}\n`);
const tests = testRows(results);
console.log(textTable(TEST_HEADERS, tests));

if (values.json) fs.writeFileSync(values.json, JSON.stringify({ startedAt, scannerVersion, results }, null, 2));

const failed = results.some((r) => r.error);
if (allPages && !failed) {
  const section = [
    `Measured ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run observatory\` (after \`npm run build\`): ` +
      `@mdn/mdn-http-observatory ${scannerVersion} (scoring algorithm ${results[0].scan.algorithmVersion}), Node ${process.version}, ` +
      `over https through the local TLS proxy, the app with PUBLIC_URL=https://localhost:PORT and TRUST_PROXY=loopback.`,
    '',
    markdownTable(PAGE_HEADERS, pageRows(results)),
    '',
    'Each test, on every page scanned (the result names are the scanner’s):',
    '',
    markdownTable(TEST_HEADERS, tests),
  ].join('\n');
  fs.writeFileSync(DOC, withObservatorySection(fs.readFileSync(DOC, 'utf8'), section));
  console.log(`\nWrote the tables to ${path.relative(ROOT, DOC)}.`);
} else {
  console.log(`\nNot written to ${path.relative(ROOT, DOC)}: only a full run (every page, none failed) replaces its tables.`);
}
process.exit(failed || results.some((r) => r.scan.score < minScore) ? 1 : 0);
