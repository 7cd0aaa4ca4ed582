// Real server processes on one DATA_DIR. On the PGlite run: the second process is refused at once
// with one line naming the first, which keeps serving; a killed holder's lock is taken over. On
// the PostgreSQL run: with DATABASE_URL there is no lock, and two processes share DATA_DIR.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ENGINE } from '../test/context';
import { freePort, portInUse, runSource, waitFor, type RunningProcess } from '../test/server-process';
import { LOCK_FILE } from './data-dir-lock';
import { createScratchDatabase } from './scratch';

// Each server process compiles the sources with tsx and migrates a new database: slow on a busy machine.
const START_MS = 300_000;
const ADMIN_EMAIL = 'lock-admin@example.com';
const ADMIN_PASSWORD = 'a-long-lock-test-password';

let dataDir: string;
const started: RunningProcess[] = [];

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentfront-single-'));
});
afterAll(() => {
  for (const proc of started) proc.child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function startServer(env: Record<string, string> = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const proc = runSource('src/main.ts', { PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir, ...env });
  started.push(proc);
  return { proc, port, url };
}

async function signIn(url: string): Promise<number> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  return res.status;
}

async function stop(proc: RunningProcess, signal: NodeJS.Signals) {
  proc.child.kill(signal);
  return proc.exited;
}

/** PGlite: a second server and the CLI are refused with one line; the first serves on; a crash's lock is taken over. */
async function embedded() {
  // Info logs from the servers that must start, so a timeout shows how far they got.
  const first = await startServer({ ADMIN_EMAIL, ADMIN_PASSWORD, LOG_LEVEL: 'info' });
  await waitFor(`${first.url}/api/health`, first.proc, START_MS);
  const firstPid = first.proc.child.pid!;
  expect(JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: firstPid, command: 'node main.ts' });

  const refusal = new RegExp(
    `^Another Rentfront process \\(pid ${firstPid}, node main\\.ts, since [0-9T:-]+Z\\) holds DATA_DIR ${dataDir.replaceAll('.', '\\.')}\\. ` +
      'The embedded database \\(PGlite\\) serves one process at a time: stop that process first, or run several processes on ' +
      'PostgreSQL \\(set DATABASE_URL; see docs/deploy\\.md\\)\\.$',
  );
  const second = await startServer();
  expect(await second.proc.exited).toEqual({ code: 1, signal: null });
  expect(second.proc.output().trim()).toMatch(refusal);
  expect(await portInUse(second.port)).toBe(false);

  const migrate = runSource('src/cli/db-migrate.ts', { DATA_DIR: dataDir });
  started.push(migrate);
  expect(await migrate.exited).toEqual({ code: 1, signal: null });
  expect(migrate.output().trim()).toMatch(refusal);

  // The first server never noticed: it answers, is ready, and writes (a sign-in stores a session).
  expect((await fetch(`${first.url}/api/health/ready`)).status).toBe(200);
  expect(await signIn(first.url)).toBe(200);

  // Killed without a chance to clean up: its lock stays, naming a process that is gone.
  expect(await stop(first.proc, 'SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
  expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);

  const third = await startServer({ LOG_LEVEL: 'info' });
  await waitFor(`${third.url}/api/health`, third.proc, START_MS);
  expect(JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: third.proc.child.pid });
  // What the first process wrote is there.
  expect(await signIn(third.url)).toBe(200);

  // A clean stop gives the lock back.
  expect(await stop(third.proc, 'SIGTERM')).toEqual({ code: 0, signal: null });
  expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
}

/** PostgreSQL: nothing to lock; two servers share DATA_DIR and both stop cleanly. */
async function onPostgres() {
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'rf_test');
  try {
    const env = { DATABASE_URL: scratch.url, PII_KEY: crypto.randomBytes(32).toString('hex') };
    const a = await startServer({ ...env, ADMIN_EMAIL, ADMIN_PASSWORD });
    await waitFor(`${a.url}/api/health`, a.proc, START_MS);
    const b = await startServer(env);
    await waitFor(`${b.url}/api/health`, b.proc, START_MS);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    expect(await signIn(b.url)).toBe(200);
    expect(await stop(a.proc, 'SIGTERM')).toEqual({ code: 0, signal: null });
    expect(await stop(b.proc, 'SIGTERM')).toEqual({ code: 0, signal: null });
  } finally {
    await scratch.drop();
  }
}

describe('server processes on one DATA_DIR', () => {
  it(
    TEST_ENGINE === 'pglite'
      ? "embedded: the second is refused at once with one line, the first serves on, a dead holder's lock is taken over"
      : 'with DATABASE_URL: not locked, two servers share it',
    () => (TEST_ENGINE === 'pglite' ? embedded() : onPostgres()),
    4 * START_MS,
  );
});
