// Starts the production build (`npm run build` output) the way `npm start` runs it, on a free port
// with a throwaway embedded database filled with the demo data, for tools that measure the site.
// Nothing is built here: a measurement must be of the build that is there, not of one it made.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib.mjs';

const SERVER_MAIN = path.join(ROOT, 'apps/server/dist/main.js');
const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

function tail(file) {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').slice(-3000) : '';
}

async function waitForHealth(baseURL, child, logFile) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early (code ${child.exitCode}); its log:\n${tail(logFile)}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the server did not become healthy in 120 s; its log:\n${tail(logFile)}`);
}

/**
 * Runs apps/server/dist/main.js (which serves apps/web/dist) and resolves once /api/health answers.
 * Settings that could point it at a real database, cache, bucket or mail server are blanked, so a
 * measurement never touches anything but its own temporary folder. `env` adds or overrides
 * settings (e.g. PUBLIC_URL and TRUST_PROXY for a TLS proxy in front).
 * @param {{ env?: Record<string, string> }} [options]
 * @returns {Promise<{ baseURL: string, stop: () => Promise<void> }>}
 */
export async function startBuiltApp({ env = {} } = {}) {
  for (const file of [SERVER_MAIN, WEB_INDEX]) {
    if (!fs.existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing: run \`npm run build\` first`);
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rentfront-perf-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const logFile = path.join(work, 'server.log');
  const log = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: ROOT,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: path.join(work, 'data'),
      DATABASE_URL: '',
      REDIS_URL: '',
      STORAGE: 'disk',
      SMTP_URL: '',
      PII_KEY: '',
      PII_KEY_FILE: '',
      PII_OLD_KEYS: '',
      PII_OLD_KEYS_FILE: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      WEB_DIST_DIR: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  fs.closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(work, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseURL, child, logFile);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseURL, stop };
}
