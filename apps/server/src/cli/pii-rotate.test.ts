import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../db/client';
import { fullApplicationBody, SSN, submitApplication } from '../test/factories/application';
import { createProperty } from '../test/factories/property';
import { countByKeyId } from '../platform/pii/encrypted-columns';
import { newKeyHex, openSharedDb, startNode, type SharedDb } from '../platform/pii/test-nodes';
import { SERVER_ROOT } from '../paths';
import { ADMIN_PASSWORD, loginAsAdmin, signIn } from '../test/http';

/** Runs `npm run pii:rotate` as the operator would (the script's command, in a child process). */
function runRotate(env: Record<string, string>, args: string[] = []): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/pii-rotate.ts', ...args], {
      cwd: SERVER_ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'silent', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += String(d)));
    child.stderr.on('data', (d) => (stderr += String(d)));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** `npm run pii:rotate` end to end, on the embedded database (DATA_DIR) and on PostgreSQL (DATABASE_URL). */
describe('npm run pii:rotate', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentfront-rotate-'));
  let shared: SharedDb;
  beforeAll(async () => {
    shared = await openSharedDb(path.join(dataDir, 'db'));
  }, 120_000);
  afterAll(async () => {
    await shared?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a wrong old key with one line, then re-encrypts every value and says key 1 can go', async () => {
    const [k1, k2] = [newKeyHex(), newKeyHex()];
    const node = await startNode(shared.handle, { PII_KEY: k1 });
    const property = await createProperty(node);
    const { id } = await submitApplication(node, fullApplicationBody(property.id));
    const admin = await loginAsAdmin(node);
    await node.close();
    // The embedded database is one process's: the command opens it itself.
    if (!shared.url) await shared.handle.close();
    // A PostgreSQL site in production needs SMTP_URL or MAIL_TRANSPORT=log (config's mail check); the
    // command runs with the server's settings, and this one logs mail on purpose.
    const where: Record<string, string> = shared.url ? { DATABASE_URL: shared.url, MAIL_TRANSPORT: 'log' } : { DATA_DIR: dataDir };

    const wrong = await runRotate({ ...where, PII_KEY: `k2:${k2}`, PII_OLD_KEYS: newKeyHex() });
    expect(wrong.code, wrong.stderr).toBe(1);
    expect(wrong.stderr.trim()).toMatch(
      /^PII_OLD_KEYS: key k1 is not the key this database knows as k1 \(its check value does not open\)[^\n]*$/,
    );

    const done = await runRotate({ ...where, PII_KEY: `k2:${k2}`, PII_OLD_KEYS: k1 }, ['--batch-size', '1']);
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toContain('Re-encrypting PII with key k2, 1 rows per batch');
    // Three values of the application and the blind-index key.
    expect(done.stdout).toContain('Re-encrypted 4 value(s).');
    expect(done.stdout).toContain('Every value now uses k2. Key id(s) k1 retired: remove old keys from PII_OLD_KEYS on every node.');
    expect(done.stdout + done.stderr).not.toContain(k1);

    if (!shared.url) shared.handle = await openDb({ pgliteDir: path.join(dataDir, 'db') });
    expect(Object.fromEntries(await countByKeyId(shared.handle.db))).toEqual({ k2: 4 });
    const after = await startNode(shared.handle, { PII_KEY: `k2:${k2}` });
    const admin2 = await signIn(after, admin.email, ADMIN_PASSWORD);
    const res = await admin2.inject({ method: 'POST', url: `/api/admin/applications/${id}/reveal` });
    expect(res.json().data.social_security_number).toBe(SSN);
    await after.close();
    // Each run starts a TypeScript process: slow on a busy machine.
  }, 180_000);
});
