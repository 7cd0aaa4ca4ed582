import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { newKeyHex } from './test-nodes';

const PG = 'postgres://u@db:5432/rent';
// A PostgreSQL site in production also needs a mail setting (config.ts checkMail); not the subject here.
const MAIL = { MAIL_TRANSPORT: 'log' };

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('PII key settings (PII_KEY, PII_KEY_FILE, PII_OLD_KEYS)', () => {
  it('with DATABASE_URL, PII_KEY or PII_KEY_FILE is required: one line names PII_KEY', () => {
    const message = configError({ DATABASE_URL: PG });
    const line = message.split('\n').find((l) => l.includes('PII_KEY'));
    expect(line).toMatch(/^ {2}PII_KEY: required when DATABASE_URL is set/);
    expect(line).toContain('openssl rand -hex 32');
    // The embedded database keeps its default (a key file in DATA_DIR, made at start).
    expect(loadConfig({}).pii.active).toBeUndefined();
  });

  it('a bare key is key id k1; id:key names its id; hex is case-insensitive', () => {
    const hex = newKeyHex();
    expect(loadConfig({ DATABASE_URL: PG, ...MAIL, PII_KEY: hex }).pii.active).toEqual({ id: 'k1', hex });
    expect(loadConfig({ PII_KEY: `k2:${hex.toUpperCase()}` }).pii.active).toEqual({ id: 'k2', hex });
  });

  it('reads PII_KEY_FILE and PII_OLD_KEYS_FILE (container secrets), trimming the newline', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentfront-key-'));
    try {
      const [a, b] = [newKeyHex(), newKeyHex()];
      fs.writeFileSync(path.join(dir, 'key'), `k2:${a}\n`);
      fs.writeFileSync(path.join(dir, 'old'), `k1:${b}\n`);
      const config = loadConfig({
        DATABASE_URL: PG,
        ...MAIL,
        PII_KEY_FILE: path.join(dir, 'key'),
        PII_OLD_KEYS_FILE: path.join(dir, 'old'),
      });
      expect(config.pii).toMatchObject({
        active: { id: 'k2', hex: a },
        old: [{ id: 'k1', hex: b }],
        activeSource: 'PII_KEY (from PII_KEY_FILE)',
      });
      expect(configError({ PII_KEY_FILE: path.join(dir, 'missing') })).toMatch(/PII_KEY_FILE: cannot read .*missing \(ENOENT\)/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the usual rotation setting: new key with a new id, the old value moved as it is', () => {
    const [oldKey, newKey] = [newKeyHex(), newKeyHex()];
    const config = loadConfig({ DATABASE_URL: PG, ...MAIL, PII_KEY: `k2:${newKey}`, PII_OLD_KEYS: oldKey });
    expect(config.pii.active).toEqual({ id: 'k2', hex: newKey });
    expect(config.pii.old).toEqual([{ id: 'k1', hex: oldKey }]);
    const three = loadConfig({ PII_KEY: `k3:${newKeyHex()}`, PII_OLD_KEYS: ` k2:${newKey}, k1:${oldKey} ` });
    expect(three.pii.old.map((k) => k.id)).toEqual(['k2', 'k1']);
  });

  it('refuses the mistakes an operator can make, naming the variable and never echoing a key', () => {
    const [a, b] = [newKeyHex(), newKeyHex()];
    const cases: [Record<string, string>, RegExp][] = [
      [{ PII_KEY: 'abc' }, /PII_KEY: key k1 must be 64 hex characters/],
      [{ PII_KEY: `k 2:${a}` }, /PII_KEY: key id "k 2" must be/],
      [{ PII_KEY: `k_2:${a}` }, /PII_KEY: key id "k_2" must be/],
      [{ PII_KEY: a, PII_KEY_FILE: '/run/secrets/pii' }, /PII_KEY: set PII_KEY or PII_KEY_FILE, not both/],
      [{ PII_KEY: `k2:${a},k1:${b}` }, /PII_KEY: holds one key \(the active one\); list the keys still to be read in PII_OLD_KEYS/],
      // A new key under the old id: the new key needs a new id.
      [{ PII_KEY: a, PII_OLD_KEYS: b }, /PII_OLD_KEYS: key id k1 is given twice; a new active key needs a new id \(e\.g\. k2:<key>\)/],
      [{ PII_KEY: `k2:${a}`, PII_OLD_KEYS: `k1:${b},k1:${newKeyHex()}` }, /PII_OLD_KEYS: key id k1 is given twice/],
      // The same key under two ids is no rotation at all.
      [{ PII_KEY: `k2:${a}`, PII_OLD_KEYS: `k1:${a}` }, /PII_OLD_KEYS: key k1 is the same key as k2; a rotation needs a new key/],
      [{ PII_KEY: `k2:${a}`, PII_OLD_KEYS: 'k1:xyz' }, /PII_OLD_KEYS: key k1 must be 64 hex characters/],
    ];
    for (const [env, expected] of cases) {
      const message = configError(env);
      expect(message, JSON.stringify(Object.keys(env))).toMatch(expected);
      expect(message).not.toContain(a);
      expect(message).not.toContain(b);
    }
  });
});
