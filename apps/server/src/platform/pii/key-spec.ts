import fs from 'node:fs';

/**
 * How PII keys are written in the environment (docs/security.md "Key handling"):
 *
 *   PII_KEY=<64 hex>            the active key, id k1 (the id every value written so far carries)
 *   PII_KEY=k2:<64 hex>         the active key with its id (after a rotation)
 *   PII_OLD_KEYS=k1:<64 hex>    keys still read but never used for new values, comma separated;
 *                               a bare key is k1 too, so the old PII_KEY value can be moved as is
 *
 * PII_KEY_FILE / PII_OLD_KEYS_FILE name files holding the same text (container secrets).
 */

/** Key ids are short and plain: they are written into every ciphertext, between colons. */
const KEY_ID = /^[A-Za-z0-9][A-Za-z0-9-]{0,31}$/;
const KEY_HEX = /^[0-9a-fA-F]{64}$/;
/** The id of a key written without one: every ciphertext made before rotation existed says k1. */
export const DEFAULT_KEY_ID = 'k1';

export interface PiiKeyMaterial {
  id: string;
  /** 64 hex characters (32 bytes). Never logged. */
  hex: string;
}

export interface PiiKeySet {
  active: PiiKeyMaterial;
  old: PiiKeyMaterial[];
  /** Where the active key came from, for messages: `PII_KEY`, `PII_KEY (from PII_KEY_FILE)`... */
  activeSource: string;
  /** Where the old keys came from: `PII_OLD_KEYS` or `PII_OLD_KEYS (from PII_OLD_KEYS_FILE)`. */
  oldSource: string;
}

export class PiiKeySpecError extends Error {}

/** `hex` or `id:hex`; `variable` names the setting in the error. Never echoes the key. */
export function parseKey(text: string, variable: string): PiiKeyMaterial {
  const value = text.trim();
  const colon = value.indexOf(':');
  const id = colon === -1 ? DEFAULT_KEY_ID : value.slice(0, colon).trim();
  const hex = colon === -1 ? value : value.slice(colon + 1).trim();
  if (!KEY_ID.test(id)) {
    throw new PiiKeySpecError(`${variable}: key id "${id.slice(0, 40)}" must be 1-32 letters, digits or dashes (e.g. k2)`);
  }
  if (!KEY_HEX.test(hex)) {
    throw new PiiKeySpecError(
      `${variable}: key ${id} must be 64 hex characters (32 bytes), optionally after "id:"; generate one with: openssl rand -hex 32`,
    );
  }
  return { id, hex: hex.toLowerCase() };
}

function readKeyFile(file: string, variable: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'unreadable';
    throw new PiiKeySpecError(`${variable}: cannot read ${file} (${code})`);
  }
}

export interface PiiKeyEnv {
  PII_KEY?: string;
  PII_KEY_FILE?: string;
  PII_OLD_KEYS?: string;
  PII_OLD_KEYS_FILE?: string;
}

/**
 * The configured keys, or undefined when neither PII_KEY nor PII_KEY_FILE is set (the embedded
 * default then uses a key file in DATA_DIR). Refuses anything ambiguous: both a value and a file,
 * two keys with one id, one key under two ids, a bare old key beside a bare active key.
 */
export function readPiiKeyEnv(env: PiiKeyEnv): { active?: PiiKeyMaterial; activeSource: string; old: PiiKeyMaterial[]; oldSource: string } {
  if (env.PII_KEY && env.PII_KEY_FILE) throw new PiiKeySpecError('PII_KEY: set PII_KEY or PII_KEY_FILE, not both');
  if (env.PII_OLD_KEYS && env.PII_OLD_KEYS_FILE) {
    throw new PiiKeySpecError('PII_OLD_KEYS: set PII_OLD_KEYS or PII_OLD_KEYS_FILE, not both');
  }
  const activeSource = env.PII_KEY_FILE ? 'PII_KEY (from PII_KEY_FILE)' : 'PII_KEY';
  const activeText = env.PII_KEY ?? (env.PII_KEY_FILE ? readKeyFile(env.PII_KEY_FILE, 'PII_KEY_FILE') : undefined);
  if (activeText !== undefined && /[,\n]/.test(activeText.trim())) {
    throw new PiiKeySpecError(`${activeSource}: holds one key (the active one); list the keys still to be read in PII_OLD_KEYS`);
  }
  const active = activeText === undefined ? undefined : parseKey(activeText, activeSource);

  const oldSource = env.PII_OLD_KEYS_FILE ? 'PII_OLD_KEYS (from PII_OLD_KEYS_FILE)' : 'PII_OLD_KEYS';
  const oldText = env.PII_OLD_KEYS ?? (env.PII_OLD_KEYS_FILE ? readKeyFile(env.PII_OLD_KEYS_FILE, 'PII_OLD_KEYS_FILE') : '');
  const old = oldText
    .split(/[,\s]+/)
    .filter(Boolean)
    .map((item) => parseKey(item, oldSource));
  return { active, activeSource, old, oldSource };
}

/** Checks a complete key set: distinct ids, distinct keys. */
export function validateKeySet(keys: PiiKeySet): PiiKeySet {
  const all = [keys.active, ...keys.old];
  const ids = new Set<string>();
  const materials = new Map<string, string>();
  for (const key of all) {
    const where = key === keys.active ? keys.activeSource : keys.oldSource;
    if (ids.has(key.id)) {
      const hint =
        key.id === keys.active.id
          ? `; a new active key needs a new id (e.g. ${keys.active.id === DEFAULT_KEY_ID ? 'k2' : 'the next one'}:<key>) and the old key keeps ${key.id} in PII_OLD_KEYS`
          : '';
      throw new PiiKeySpecError(`${where}: key id ${key.id} is given twice${hint}`);
    }
    const sameKey = materials.get(key.hex);
    if (sameKey) throw new PiiKeySpecError(`${where}: key ${key.id} is the same key as ${sameKey}; a rotation needs a new key`);
    ids.add(key.id);
    materials.set(key.hex, key.id);
  }
  return keys;
}
