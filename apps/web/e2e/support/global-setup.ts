import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createScratchDatabase, type ScratchDatabase } from '../../../server/src/db/scratch';
import { startLocalStripe } from '../../../server/src/test/stripe-local';
import { launchBrowserServer } from './chromium';
import { createAdmins } from './create-admins';
import { startMailCapture } from './mail-capture';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
export const ADMIN_EMAIL = 'e2e-admin@example.com';
export const ADMIN_PASSWORD = 'e2e-admin-password-42';
export const UNVERIFIED_EMAIL = 'e2e-unverified@example.com';
export const UNVERIFIED_PASSWORD = 'e2e-unverified-password-7';
// An admin of its own for the two-factor journey: turning TOTP on for the main admin would stop
// every other journey at the code step.
export const MFA_EMAIL = 'e2e-mfa@example.com';
export const MFA_PASSWORD = 'e2e-mfa-password-91';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitForHealth(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited early (${child.exitCode}); see ${logFile}:\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not become healthy; see ${logFile}`);
}

/**
 * Starts everything the journeys need: the capture SMTP server and the app on a free port with a
 * fresh database: a new one on the PostgreSQL server of TEST_DATABASE_URL when that is set (as in
 * `npm test`: the journeys then run on the database a deployment uses), else the embedded one. With
 * E2E_PREBUILT=1 (npm test) it runs the production build that the test script just made;
 * otherwise it builds the web app into a temporary folder and runs the server from source, so
 * several developers can run journeys without touching apps/web/dist.
 */
export default async function setup(project: TestProject) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rentfront-e2e-'));
  const prebuilt = process.env.E2E_PREBUILT === '1';
  let webDist = path.join(ROOT, 'apps/web/dist');
  // The journeys' own build lives inside apps/web (not the temp folder): the server entry imports
  // react and react-router, which Node resolves from the folder the bundle sits in.
  const ownBuild = prebuilt ? undefined : fs.mkdtempSync(path.join(ROOT, 'apps/web/node_modules/.e2e-build-'));
  if (ownBuild) {
    webDist = path.join(ownBuild, 'web');
    // The client bundle, then the server entry beside it (`dist-ssr`, where the server looks for it).
    const builds = [
      ['--outDir', webDist],
      ['--ssr', 'src/entry-server.tsx', '--outDir', path.join(ownBuild, 'dist-ssr')],
    ];
    for (const args of builds) {
      const build = spawnSync('npx', ['vite', 'build', ...args, '--emptyOutDir', '--logLevel', 'error'], {
        cwd: path.join(ROOT, 'apps/web'),
        env: { ...process.env, NODE_ENV: 'production' },
        encoding: 'utf8',
      });
      if (build.status !== 0) throw new Error(`web build failed:\n${build.stdout}\n${build.stderr}`);
    }
    spawnSync('node', [path.join(ROOT, 'apps/web/scripts/compress.mjs'), webDist], { encoding: 'utf8' });
  }

  const database: ScratchDatabase | undefined = process.env.TEST_DATABASE_URL
    ? await createScratchDatabase(process.env.TEST_DATABASE_URL, 'rentfront_e2e')
    : undefined;
  const mail = await startMailCapture();
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  // Online rent payment through the real Stripe driver, against a local Stripe-compatible server
  // with a hosted page whose Pay button sends the signed webhook (the money journey pays on it).
  const stripeWebhookSecret = 'whsec_e2e_local';
  const stripe = await startLocalStripe({ webhookUrl: `${baseURL}/api/payments/webhooks/stripe`, webhookSecret: stripeWebhookSecret });
  const logFile = path.join(work, 'server.log');
  const log = fs.openSync(logFile, 'w');
  const command = prebuilt
    ? ['node', [path.join(ROOT, 'apps/server/dist/main.js')]]
    : // One process (not `npx tsx`, whose wrapper would leave the server running when stopped).
      ['node', ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')]];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseURL,
    DATA_DIR: path.join(work, 'data'),
    DATABASE_URL: database?.url ?? '',
    // On PostgreSQL every node must be given the key that encrypts personal data: a new one a run.
    ...(database ? { PII_KEY: crypto.randomBytes(32).toString('hex') } : {}),
    SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
    MAIL_FROM: 'Rentfront <office@rentfront.example>',
    SITE_EMAIL: 'office@rentfront.example',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // Every journey signs in and posts from 127.0.0.1; the limits themselves are tested by the server suite.
    RATE_LIMIT_SCALE: '100',
    WEB_DIST_DIR: webDist,
    // The property map's tiles: a host no journey can reach; properties.map.spec.ts answers it
    // with a small PNG (page.route), so no test depends on OpenStreetMap or the network.
    MAP_TILE_URL: 'https://tiles.e2e.test/{z}/{x}/{y}.png',
    MAP_TILE_ATTRIBUTION: '© Test tiles',
    STRIPE_SECRET_KEY: 'sk_test_e2e_local',
    STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
    STRIPE_API_BASE: stripe.url,
  };
  // A run that cannot start leaves no database behind on the shared server.
  const started = (async () => {
    // The admins exist before the server opens the database: the main one, one invited with
    // `unverified` for the verification journey, and the two-factor journey's own.
    await createAdmins(env, [
      { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, name: 'Admin', role: 'owner' },
      { email: UNVERIFIED_EMAIL, password: UNVERIFIED_PASSWORD, name: 'Invited Admin', role: 'owner', unverified: true },
      { email: MFA_EMAIL, password: MFA_PASSWORD, name: 'Second Factor', role: 'owner' },
    ]);
    const child = spawn(command[0] as string, command[1] as string[], {
      cwd: path.join(ROOT, 'apps/server'),
      stdio: ['ignore', log, log],
      env,
    });
    await waitForHealth(baseURL, child, logFile);
    return child;
  })();
  const child = await started.catch(async (err: unknown) => {
    await database?.drop();
    throw err;
  });

  // One Chromium for the whole run; each spec file connects to it (support/journey.ts) instead of
  // starting its own.
  const browserServer = await launchBrowserServer();
  project.provide('browserWsEndpoint', browserServer.wsEndpoint());
  project.provide('baseURL', baseURL);
  project.provide('mailApi', mail.apiUrl);
  project.provide('adminEmail', ADMIN_EMAIL);
  project.provide('adminPassword', ADMIN_PASSWORD);
  project.provide('siteEmail', 'office@rentfront.example');
  project.provide('unverifiedEmail', UNVERIFIED_EMAIL);
  project.provide('unverifiedPassword', UNVERIFIED_PASSWORD);
  project.provide('mfaEmail', MFA_EMAIL);
  project.provide('mfaPassword', MFA_PASSWORD);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await mail.close();
    await stripe.close();
    await browserServer.close();
    if (!process.env.E2E_KEEP) {
      await database?.drop();
      fs.rmSync(work, { recursive: true, force: true });
      if (ownBuild) fs.rmSync(ownBuild, { recursive: true, force: true });
    }
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    browserWsEndpoint: string;
    mailApi: string;
    adminEmail: string;
    adminPassword: string;
    siteEmail: string;
    unverifiedEmail: string;
    unverifiedPassword: string;
    mfaEmail: string;
    mfaPassword: string;
  }
}
