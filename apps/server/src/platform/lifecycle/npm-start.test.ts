// `npm start` as a supervisor runs it (systemd, docker stop): SIGTERM to the npm process alone
// must stop the whole tree. npm passes the signal to the shell it runs the script with, which dies
// without passing it on, so this guards the `exec` in the start script and start.mjs's relaying.
//
// The real start script line, scripts/start.mjs and a bundle made by the real build script run in
// a scratch copy of the repository's layout, so the test neither needs nor touches apps/*/dist.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../db/data-dir-lock';
import { createScratchDatabase, type ScratchDatabase } from '../../db/scratch';
import { SERVER_ROOT } from '../../paths';
import { TEST_ENGINE } from '../../test/context';
import { freePort, portInUse, processEnv, track, waitFor, type RunningProcess } from '../../test/server-process';

const ROOT = path.resolve(SERVER_ROOT, '../..');
// Copying, bundling and starting a server: slow on a busy machine.
const SLOW_MS = 240_000;

let work: string;
let scratch: ScratchDatabase | undefined;
let npm: RunningProcess | undefined;

/** The processes of a process group: pid and command line, from /proc. */
function processGroup(pgid: number): { pid: number; command: string }[] {
  const members: { pid: number; command: string }[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name: state, ppid, pgrp...
      const group = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (group !== pgid) continue;
      const command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
      members.push({ pid: Number(entry), command });
    } catch {
      // ended while we looked
    }
  }
  return members;
}

function run(command: string, args: string[], cwd: string): Promise<void> {
  const proc = track(spawn(command, args, { cwd, stdio: 'pipe' }));
  return proc.exited.then(({ code }) => {
    if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${proc.output()}`);
  });
}

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'rentfront-npm-start-'));
  const rootPackage = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } };
  fs.writeFileSync(
    path.join(work, 'package.json'),
    JSON.stringify({ name: 'rentfront-npm-start-check', private: true, type: 'module', scripts: { start: rootPackage.scripts.start } }),
  );
  fs.mkdirSync(path.join(work, 'scripts'));
  for (const file of ['start.mjs', 'lib.mjs']) fs.copyFileSync(path.join(ROOT, 'scripts', file), path.join(work, 'scripts', file));
  const server = path.join(work, 'apps/server');
  fs.mkdirSync(server, { recursive: true });
  for (const file of ['package.json', 'build.mjs']) fs.copyFileSync(path.join(SERVER_ROOT, file), path.join(server, file));
  // Copied (not linked), so their times are older than the bundle and start.mjs sees nothing to rebuild.
  fs.cpSync(path.join(SERVER_ROOT, 'src'), path.join(server, 'src'), { recursive: true });
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(work, 'node_modules'));
  if (fs.existsSync(path.join(SERVER_ROOT, 'node_modules')))
    fs.symlinkSync(path.join(SERVER_ROOT, 'node_modules'), path.join(server, 'node_modules'));
  await run(process.execPath, ['build.mjs'], server);
  if (TEST_ENGINE === 'postgres') scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'rf_test');
}, SLOW_MS);

afterAll(async () => {
  // If an assertion failed half-way, nothing of the tree may outlive the test.
  if (npm?.child.pid && processGroup(npm.child.pid).length > 0) process.kill(-npm.child.pid, 'SIGKILL');
  await scratch?.drop();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('npm start', () => {
  it(
    'stops every process of its tree, frees the port and exits 0 when only the npm process gets SIGTERM',
    async () => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const dataDir = path.join(work, 'data');
      const env = processEnv({
        PORT: String(port),
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        ...(scratch ? { DATABASE_URL: scratch.url, PII_KEY: crypto.randomBytes(32).toString('hex') } : {}),
      });
      // The test runner's own npm settings must not steer this npm.
      for (const key of Object.keys(env)) if (key.startsWith('npm_')) delete env[key];
      // Its own process group, like a service under a supervisor: the group is the whole tree.
      npm = track(spawn('npm', ['start'], { cwd: work, env, stdio: 'pipe', detached: true }));
      const pgid = npm.child.pid!;
      await waitFor(`${url}/api/health/ready`, npm, SLOW_MS);

      // npm, start.mjs in place of the shell (exec), and the server: nothing else.
      const commands = processGroup(pgid).map((p) => p.command);
      expect(commands).toHaveLength(3);
      expect(commands).toContainEqual(expect.stringMatching(/^npm start/));
      expect(commands).toContainEqual(expect.stringMatching(/node scripts\/start\.mjs$/));
      expect(commands).toContainEqual(expect.stringMatching(/apps\/server\/dist\/main\.js$/));
      if (!scratch) expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);

      // To the npm process alone (a positive pid), as `kill -TERM <pid>` or `docker stop` on npm as PID 1.
      process.kill(pgid, 'SIGTERM');
      expect(await npm.exited).toEqual({ code: 0, signal: null });
      expect(processGroup(pgid)).toEqual([]);
      expect(await portInUse(port)).toBe(false);
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
      expect(npm.output()).toMatch(/"msg":"stopped"/);
    },
    SLOW_MS,
  );
});
