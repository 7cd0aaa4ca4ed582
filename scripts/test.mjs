// `npm test`: everything a change can break, in order, stopping at the first failure.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { ROOT, run } from './lib.mjs';

const results = path.join(ROOT, 'test-results');
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });
const json = (name) => ['--reporter=default', '--reporter=json', `--outputFile.json=${path.join(results, `${name}.json`)}`];

// Lint and typecheck each keep one core busy and read the same files: side by side they take the
// time of the longer one. Their output is held and printed whole, one after the other.
const together = [
  ['lint', 'npm', ['run', 'lint']],
  ['typecheck', 'npm', ['run', 'typecheck']],
];
const steps = [
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit*', ...json('unit')]],
  // Before the server tests: they render the public pages with the real web build (pages/pages.test.ts).
  ['production build', 'npm', ['run', 'build']],
  ['server integration tests', 'node', ['scripts/test-server.mjs']],
  ['browser tests', 'npx', ['vitest', 'run', '--config', 'apps/web/e2e/vitest.config.ts', ...json('e2e')], { E2E_PREBUILT: '1' }],
  // The first-load JavaScript of every public page against its budget (issue 17, docs/performance.md).
  // Not beside the server tests: tried on 2 December, the two together took 37 s longer than one
  // after the other (both want the two cores).
  ['JavaScript budgets', 'node', ['scripts/check-budget.mjs']],
];

/** Runs a command with its output held, resolving with its exit code and what it printed. */
function runHeld(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const started = Date.now();
let failed = null;
/** Each stage's name, outcome and seconds, for the closing table. */
const stages = new Map();
/** Runs a command with its output held; resolves with its name, exit code, output and seconds. */
async function heldStage([name, command, args]) {
  const t = Date.now();
  const result = await runHeld(command, args);
  return { name, ...result, seconds: (Date.now() - t) / 1000 };
}
/** Prints a held command's output and records it as a stage. */
function printHeld({ name, code, output, seconds }, note) {
  console.log(`\n=== ${name} ===\n${output.trimEnd()}`);
  console.log(`--- ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${Math.round(seconds)} s (${note})`);
  stages.set(name, { seconds, ok: code === 0 });
  if (code !== 0) failed ??= name;
}
for (const result of await Promise.all(together.map(heldStage))) printHeld(result, 'alongside the others');
for (const [name, command, args, env] of failed ? [] : steps) {
  console.log(`\n=== ${name} ===`);
  const t = Date.now();
  // The browser stage first makes sure Chromium is there; its seconds count in the stage's.
  const ready = name === 'browser tests' ? await run('node', ['scripts/ensure-chromium.mjs']) : 0;
  const code = ready === 0 ? await run(command, args, { env }) : ready;
  const seconds = (Date.now() - t) / 1000;
  console.log(`--- ${name}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${Math.round(seconds)} s`);
  stages.set(name, { seconds, ok: code === 0 });
  if (code !== 0) {
    failed = name;
    break;
  }
}

// One closing line over every test runner's results, for humans and CI alike.
let passed = 0;
let failedTests = 0;
// A test that passed only on its retry keeps the first attempt's errors: name it, so a retry never hides a race.
const passedOnRetry = [];
for (const file of fs.existsSync(results) ? fs.readdirSync(results).filter((f) => f.endsWith('.json')) : []) {
  const report = JSON.parse(fs.readFileSync(path.join(results, file), 'utf8'));
  passed += report.numPassedTests ?? 0;
  failedTests += report.numFailedTests ?? 0;
  for (const suite of report.testResults ?? []) {
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'passed' && test.failureMessages?.length) passedOnRetry.push(test.fullName);
    }
  }
}
const total = (Date.now() - started) / 1000;
const clock = (seconds) => {
  const s = Math.round(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};
const width = Math.max(...[...stages.keys()].map((n) => n.length), 'total'.length);
console.log(`\n${'stage'.padEnd(width)}  result  time`);
for (const [name, { seconds, ok }] of stages)
  console.log(`${name.padEnd(width)}  ${(ok ? 'ok' : 'FAILED').padEnd(6)}  ${clock(seconds).padStart(5)}`);
console.log(`${'total'.padEnd(width)}  ${(failed ? 'FAILED' : 'ok').padEnd(6)}  ${clock(total).padStart(5)}`);
console.log(`\nnpm test ${failed ? `FAILED at: ${failed}` : 'passed'} after ${Math.round(total)} s`);
if (passedOnRetry.length) console.log(`Passed only on a retry (look into these):\n${passedOnRetry.map((n) => `  - ${n}`).join('\n')}`);
console.log(`Tests: ${passed} passed, ${failedTests} failed`);
process.exit(failed ? 1 : 0);
