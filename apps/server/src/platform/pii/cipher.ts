import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_KEY_ID, type PiiKeyMaterial } from './key-spec';

const ALGORITHM = 'aes-256-gcm';
// Stored form: enc:<key id>:<iv>:<tag>:<ciphertext> (base64 parts). The key id travels with every
// value so keys can be rotated: new values use the active key, old values name the key that opens them.
const PREFIX = 'enc';
/** HKDF label of the blind-index key: its own label, so it is never the encryption key itself. */
const BLIND_INDEX_INFO = 'rentfront/pii/blind-index/v1';

export interface PiiCipher {
  /** Encrypts with the active key. */
  encrypt(plain: string): string;
  /** Opens a value encrypted with any configured key (active or old). */
  decrypt(stored: string): string;
  isEncrypted(value: string): boolean;
  /** The id new values are encrypted with. */
  readonly activeKeyId: string;
  /** The key id a stored value names, or undefined when it is not a ciphertext. */
  keyIdOf(stored: string): string | undefined;
  /** Whether this node holds the key a value names. */
  canDecrypt(stored: string): boolean;
  /**
   * HMAC-SHA256 key for blind indexes (searchable keyed hashes of PII). The same across key
   * rotations: derived once with HKDF from the PII key and kept encrypted in the database.
   */
  blindIndexKey(): Buffer;
  /** HMAC-SHA256 of `value` under blindIndexKey(), hex. Callers normalise the value first. */
  blindIndex(value: string): string;
}

export interface PiiKeyringOptions {
  active: PiiKeyMaterial;
  old?: PiiKeyMaterial[];
  /** The stored blind-index key; absent (tests, first start) = derived from the active key. */
  blindIndexKey?: Buffer;
}

function keyBytes(material: PiiKeyMaterial): Buffer {
  const key = Buffer.from(material.hex, 'hex');
  if (key.length !== 32) throw new Error('PII key must be 32 bytes (64 hex characters)');
  return key;
}

/** The blind-index key as first derived from a PII key (HKDF-SHA256 with its own label). */
export function deriveBlindIndexKey(material: PiiKeyMaterial): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', keyBytes(material), Buffer.alloc(0), BLIND_INDEX_INFO, 32));
}

function split(stored: string) {
  const [prefix, id, iv, tag, ct, extra] = stored.split(':');
  if (prefix !== PREFIX || !id || !iv || !tag || ct === undefined || extra !== undefined) return undefined;
  return { id, iv, tag, ct };
}

/** A cipher holding the active key and the old keys still to be read. */
export function createPiiKeyring(options: PiiKeyringOptions): PiiCipher {
  const activeKey = keyBytes(options.active);
  const keys = new Map<string, Buffer>([[options.active.id, activeKey]]);
  for (const old of options.old ?? []) keys.set(old.id, keyBytes(old));
  const indexKey = options.blindIndexKey ?? deriveBlindIndexKey(options.active);
  if (indexKey.length !== 32) throw new Error('The blind-index key must be 32 bytes');

  return {
    activeKeyId: options.active.id,
    encrypt(plain) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv(ALGORITHM, activeKey, iv);
      const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [PREFIX, options.active.id, iv.toString('base64'), tag.toString('base64'), ct.toString('base64')].join(':');
    },
    decrypt(stored) {
      const parts = split(stored);
      if (!parts) throw new Error('Value is not a PII ciphertext');
      const key = keys.get(parts.id);
      // The message names the key id only: never the value.
      if (!key) throw new Error(`Value was encrypted with PII key id ${parts.id}, which is not configured (PII_KEY / PII_OLD_KEYS)`);
      const decipher = crypto.createDecipheriv(ALGORITHM, key, Buffer.from(parts.iv, 'base64'));
      decipher.setAuthTag(Buffer.from(parts.tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(parts.ct, 'base64')), decipher.final()]).toString('utf8');
    },
    isEncrypted(value) {
      return value.startsWith(`${PREFIX}:`);
    },
    keyIdOf(stored) {
      return split(stored)?.id;
    },
    canDecrypt(stored) {
      const id = split(stored)?.id;
      return id !== undefined && keys.has(id);
    },
    blindIndexKey() {
      return Buffer.from(indexKey);
    },
    blindIndex(value) {
      return crypto.createHmac('sha256', indexKey).update(value, 'utf8').digest('hex');
    },
  };
}

/** A cipher with one key (tests and tools): `createPiiCipher(hex)` is key id k1. */
export function createPiiCipher(keyHex: string, keyId = DEFAULT_KEY_ID): PiiCipher {
  return createPiiKeyring({ active: { id: keyId, hex: keyHex } });
}

/**
 * `configured`, else the embedded default: a key file in DATA_DIR, created once with mode 0600.
 * The file is only for the embedded database: with DATABASE_URL, config requires PII_KEY.
 */
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
