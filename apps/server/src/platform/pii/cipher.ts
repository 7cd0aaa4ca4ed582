import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const ALGORITHM = 'aes-256-gcm';
// The key id is stored with every value so keys can be rotated: new values use the current key,
// old values name the key that can open them.
const PREFIX = 'enc';

export interface PiiCipher {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
  isEncrypted(value: string): boolean;
}

export function createPiiCipher(keyHex: string, keyId = 'k1'): PiiCipher {
  const key = Buffer.from(keyHex, 'hex');
  if (key.length !== 32) throw new Error('PII key must be 32 bytes (64 hex characters)');
  return {
    encrypt(plain) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv(ALGORITHM, key, iv);
      const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [PREFIX, keyId, iv.toString('base64'), tag.toString('base64'), ct.toString('base64')].join(':');
    },
    decrypt(stored) {
      const [prefix, id, iv, tag, ct] = stored.split(':');
      if (prefix !== PREFIX || id !== keyId || !iv || !tag || ct === undefined) {
        throw new Error('Value was not encrypted with the current PII key');
      }
      const decipher = crypto.createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(ct, 'base64')), decipher.final()]).toString('utf8');
    },
    isEncrypted(value) {
      return value.startsWith(`${PREFIX}:`);
    },
  };
}

/** PII_KEY, else a key file in DATA_DIR created once with mode 0600. */
export function loadPiiKey(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'pii.key');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const key = crypto.randomBytes(32).toString('hex');
  fs.writeFileSync(file, key, { mode: 0o600, flag: 'wx' });
  return key;
}

/** `***-**-1234` style: everything but the last four characters hidden. */
export function maskTail(value: string | null | undefined, pattern: 'ssn' | 'generic' = 'generic'): string | null {
  if (!value) return null;
  const digits = value.replace(/\W/g, '');
  const last4 = digits.slice(-4);
  return pattern === 'ssn' ? `***-**-${last4}` : `****${last4}`;
}
