import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../config';
import { applications, piiKeys, piiWrappedKeys } from '../../db/schema';
import { createPiiCipher, deriveBlindIndexKey } from './cipher';
import { newKeyHex, openSharedDb, startNode, type SharedDb } from './test-nodes';

/** Start-up key check (docs/security.md "Key handling"), on PGlite and on PostgreSQL. */
describe('PII key check at start', () => {
  let shared: SharedDb;
  beforeAll(async () => {
    shared = await openSharedDb();
  });
  afterAll(() => shared.close());
  beforeEach(async () => {
    // Each test starts from a database that has never seen a key.
    await shared.handle.db.delete(applications);
    await shared.handle.db.delete(piiKeys);
    await shared.handle.db.delete(piiWrappedKeys);
  });

  const refusal = async (env: Record<string, string>) => {
    const err = await startNode(shared.handle, env).then(
      async (node) => {
        await node.close();
        return undefined;
      },
      (e: unknown) => e,
    );
    expect(err, 'the node should have refused to start').toBeInstanceOf(ConfigError);
    const message = (err as Error).message;
    expect(message.split('\n')).toHaveLength(1);
    return message;
  };

  /** An application row holding a ciphertext, as an older version (before pii_keys) wrote it. */
  const storeLegacyApplication = async (ciphertext: string) => {
    await shared.handle.db.insert(applications).values({
      reference: `APP-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
      fullName: 'Legacy Applicant',
      email: 'legacy@example.com',
      phoneNumber: '518-555-0100',
      document: { personal_information: { full_name: 'Legacy Applicant', social_security_number: ciphertext } },
    });
  };

  it('the first node records a check value for its key id; the next node with the same key starts', async () => {
    const key = newKeyHex();
    const first = await startNode(shared.handle, { PII_KEY: key });
    await first.close();
    const [row] = await shared.handle.db.select().from(piiKeys);
    expect(row).toMatchObject({ keyId: 'k1', retiredAt: null });
    // The check value is a ciphertext of the key, never the key or the constant in clear.
    expect(row.checkValue).toMatch(/^enc:k1:/);
    expect(row.checkValue).not.toContain(key);
    const second = await startNode(shared.handle, { PII_KEY: `k1:${key}` });
    expect(second.app.ctx.pii.activeKeyId).toBe('k1');
    await second.close();
    expect(await shared.handle.db.select().from(piiKeys)).toHaveLength(1);
  });

  it('a node with another key for the same id refuses to start, naming PII_KEY (and PII_KEY_FILE)', async () => {
    const node = await startNode(shared.handle, { PII_KEY: newKeyHex() });
    await node.close();
    expect(await refusal({ PII_KEY: newKeyHex() })).toMatch(
      /^PII_KEY: key k1 is not the key this database knows as k1 \(its check value does not open\); every node must use the same PII_KEY$/,
    );
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentfront-key-'));
    try {
      fs.writeFileSync(path.join(dir, 'pii'), `${newKeyHex()}\n`);
      expect(await refusal({ PII_KEY_FILE: path.join(dir, 'pii') })).toMatch(/^PII_KEY \(from PII_KEY_FILE\): key k1 is not the key/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('two nodes starting at once with one key both start, and one check value is kept', async () => {
    const key = newKeyHex();
    const nodes = await Promise.all([startNode(shared.handle, { PII_KEY: key }), startNode(shared.handle, { PII_KEY: key })]);
    await Promise.all(nodes.map((n) => n.close()));
    expect(await shared.handle.db.select().from(piiKeys)).toHaveLength(1);
  });

  it('two nodes starting at once with different keys: one of them refuses', async () => {
    const results = await Promise.allSettled([
      startNode(shared.handle, { PII_KEY: newKeyHex() }),
      startNode(shared.handle, { PII_KEY: newKeyHex() }),
    ]);
    const started = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(started).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(String(refused[0].reason)).toMatch(/PII_KEY/);
    await started[0].value.close();
  });

  it('a site upgraded from before the check: its values decide, so a wrong new PII_KEY is refused', async () => {
    const siteKey = newKeyHex();
    await storeLegacyApplication(createPiiCipher(siteKey).encrypt('123-45-6789'));
    expect(await refusal({ PII_KEY: newKeyHex() })).toMatch(
      /^PII_KEY: key k1 cannot open the values already stored with key id k1; set the key this site has been using$/,
    );
    expect(await shared.handle.db.select().from(piiKeys)).toHaveLength(0);
    const node = await startNode(shared.handle, { PII_KEY: siteKey });
    await node.close();
    expect(await shared.handle.db.select().from(piiKeys)).toHaveLength(1);
  });

  it('values of a key id that no configured key holds are refused, naming PII_OLD_KEYS', async () => {
    await storeLegacyApplication(createPiiCipher(newKeyHex()).encrypt('123-45-6789'));
    expect(await refusal({ PII_KEY: `k2:${newKeyHex()}` })).toMatch(
      /^PII_OLD_KEYS: 1 stored value\(s\) are encrypted with key id k1, which is not configured; add it \(k1:<key>\) to PII_OLD_KEYS/,
    );
  });

  it('a recorded key id that is not retired must stay configured until pii:rotate has run', async () => {
    const [k1, k2] = [newKeyHex(), newKeyHex()];
    await (await startNode(shared.handle, { PII_KEY: k1 })).close();
    // The blind-index key is stored with k1: a k2 node without k1 is refused at once.
    expect(await refusal({ PII_KEY: `k2:${k2}` })).toMatch(/^PII_OLD_KEYS: 1 stored value\(s\) are encrypted with key id k1/);
    await (await startNode(shared.handle, { PII_KEY: `k2:${k2}`, PII_OLD_KEYS: k1 })).close();
    // Both ids are recorded now; dropping k1 before pii:rotate retired it is refused.
    expect(await refusal({ PII_KEY: `k2:${k2}` })).toMatch(
      /^PII_OLD_KEYS: key id k1 may still encrypt values in this database but is not configured; add it \(k1:<key>\) to PII_OLD_KEYS until npm run pii:rotate has finished$/,
    );
    // A wrong old key is refused too, naming PII_OLD_KEYS.
    expect(await refusal({ PII_KEY: `k2:${k2}`, PII_OLD_KEYS: newKeyHex() })).toMatch(
      /^PII_OLD_KEYS: key k1 is not the key this database knows as k1/,
    );
    const node = await startNode(shared.handle, { PII_KEY: `k2:${k2}`, PII_OLD_KEYS: k1 });
    await node.close();
  });

  it('without PII_KEY (embedded default) the key file in DATA_DIR is key k1 and is checked the same way', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentfront-data-'));
    try {
      const first = await startNode(shared.handle, {}, dir);
      await first.close();
      const fileKey = fs.readFileSync(path.join(dir, 'pii.key'), 'utf8').trim();
      expect(fs.statSync(path.join(dir, 'pii.key')).mode & 0o777).toBe(0o600);
      const again = await startNode(shared.handle, {}, dir);
      await again.close();
      expect(await refusal({ PII_KEY: newKeyHex() })).toMatch(/^PII_KEY: key k1 is not the key/);
      const explicit = await startNode(shared.handle, { PII_KEY: fileKey });
      await explicit.close();
      // A fresh DATA_DIR makes a new key file: that key is refused too.
      const other = fs.mkdtempSync(path.join(os.tmpdir(), 'rentfront-data-'));
      try {
        expect(await refusal({ DATA_DIR: other })).toMatch(/^PII_KEY \(unset, so the key file .*pii\.key\): key k1 is not the key/);
      } finally {
        fs.rmSync(other, { recursive: true, force: true });
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('blindIndexKey(): HKDF of the first key, stored encrypted, the same on every node', async () => {
    const key = newKeyHex();
    const a = await startNode(shared.handle, { PII_KEY: key });
    const b = await startNode(shared.handle, { PII_KEY: key });
    try {
      const indexKey = a.app.ctx.pii.blindIndexKey();
      expect(indexKey).toHaveLength(32);
      expect(indexKey.equals(deriveBlindIndexKey({ id: 'k1', hex: key }))).toBe(true);
      expect(indexKey.equals(Buffer.from(key, 'hex'))).toBe(false);
      expect(b.app.ctx.pii.blindIndexKey().equals(indexKey)).toBe(true);
      expect(a.app.ctx.pii.blindIndex('jane@example.com')).toBe(b.app.ctx.pii.blindIndex('jane@example.com'));
      expect(a.app.ctx.pii.blindIndex('jane@example.com')).not.toBe(a.app.ctx.pii.blindIndex('john@example.com'));
      const [wrapped] = await shared.handle.db.select().from(piiWrappedKeys).where(eq(piiWrappedKeys.purpose, 'blind-index'));
      expect(wrapped.ciphertext).toMatch(/^enc:k1:/);
      expect(wrapped.ciphertext).not.toContain(indexKey.toString('base64'));
    } finally {
      await a.close();
      await b.close();
    }
    expect(await shared.handle.db.select().from(piiWrappedKeys)).toHaveLength(1);
  });
});
