import { eq, inArray } from 'drizzle-orm';
import { ConfigError, type Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { piiKeys, piiWrappedKeys } from '../../db/schema';
import { createPiiKeyring, deriveBlindIndexKey, loadPiiKey, type PiiCipher } from './cipher';
import { countByKeyId, sampleCiphertext } from './encrypted-columns';
import { parseKey, PiiKeySpecError, validateKeySet, type PiiKeyMaterial, type PiiKeySet } from './key-spec';

/** What a key check value encrypts: a known constant, so opening it proves the key is the right one. */
const CHECK_CONSTANT = 'rentfront-pii-key-check/v1';
export const BLIND_INDEX_PURPOSE = 'blind-index';

/** The configured keys; without PII_KEY, the embedded default key file in DATA_DIR is the active key. */
export function keySetOf(config: Config): PiiKeySet {
  try {
    const fromFile = !config.pii.active;
    const activeSource = fromFile ? `PII_KEY (unset, so the key file ${config.dataDir}/pii.key)` : config.pii.activeSource;
    const active = config.pii.active ?? parseKey(loadPiiKey(undefined, config.dataDir), activeSource);
    return validateKeySet({ active, activeSource, old: config.pii.old, oldSource: config.pii.oldSource });
  } catch (err) {
    if (err instanceof PiiKeySpecError) throw new ConfigError(err.message);
    throw err;
  }
}

function opens(cipher: PiiCipher, stored: string, expected?: string): boolean {
  try {
    const plain = cipher.decrypt(stored);
    return expected === undefined || plain === expected;
  } catch {
    return false;
  }
}

/**
 * Checks the configured keys against the database and returns the cipher the app uses. Refuses
 * (ConfigError, one line naming the variable) when:
 * - a key cannot open the check value recorded for its id (another node uses another key);
 * - a key never recorded cannot open values already stored under its id (e.g. a new PII_KEY on a
 *   site whose values were made with DATA_DIR/pii.key);
 * - values or a recorded, unretired key id exist that no configured key can open.
 * The first node to start with a key id records its check value.
 */
export async function openPiiKeyring(db: DbOrTx, keys: PiiKeySet): Promise<PiiCipher> {
  const cipher = createPiiKeyring({ active: keys.active, old: keys.old });
  const configured = [keys.active, ...keys.old];
  const sourceOf = (key: PiiKeyMaterial) => (key === keys.active ? keys.activeSource : keys.oldSource);
  const only = (key: PiiKeyMaterial) => createPiiKeyring({ active: key });

  const recorded = new Map((await db.select().from(piiKeys)).map((row) => [row.keyId, row]));
  const toRecord: PiiKeyMaterial[] = [];
  for (const key of configured) {
    const row = recorded.get(key.id);
    if (!row) toRecord.push(key);
    else if (!opens(only(key), row.checkValue, CHECK_CONSTANT)) {
      throw new ConfigError(
        `${sourceOf(key)}: key ${key.id} is not the key this database knows as ${key.id} (its check value does not open); every node must use the same PII_KEY`,
      );
    }
  }

  if (toRecord.length > 0) {
    // A key id seen for the first time: make sure it fits what is already stored.
    const counts = await countByKeyId(db);
    for (const [id, n] of counts) {
      if (!configured.some((k) => k.id === id)) {
        throw new ConfigError(
          `${keys.oldSource}: ${n} stored value(s) are encrypted with key id ${id}, which is not configured; add it (${id}:<key>) to PII_OLD_KEYS, or set PII_KEY to it`,
        );
      }
    }
    for (const key of toRecord) {
      const sample = counts.has(key.id) ? await sampleCiphertext(db, key.id) : undefined;
      if (sample !== undefined && !opens(only(key), sample)) {
        throw new ConfigError(
          `${sourceOf(key)}: key ${key.id} cannot open the values already stored with key id ${key.id}; set the key this site has been using`,
        );
      }
    }
  }

  for (const row of recorded.values()) {
    if (!row.retiredAt && !configured.some((k) => k.id === row.keyId)) {
      throw new ConfigError(
        `${keys.oldSource}: key id ${row.keyId} may still encrypt values in this database but is not configured; add it (${row.keyId}:<key>) to PII_OLD_KEYS until npm run pii:rotate has finished`,
      );
    }
  }

  if (toRecord.length > 0) {
    await db
      .insert(piiKeys)
      .values(toRecord.map((key) => ({ keyId: key.id, checkValue: only(key).encrypt(CHECK_CONSTANT) })))
      .onConflictDoNothing();
    // Another node may have recorded the same id a moment ago, perhaps with another key.
    const rows = await db
      .select()
      .from(piiKeys)
      .where(
        inArray(
          piiKeys.keyId,
          toRecord.map((k) => k.id),
        ),
      );
    for (const key of toRecord) {
      const row = rows.find((r) => r.keyId === key.id);
      if (!row || !opens(only(key), row.checkValue, CHECK_CONSTANT)) {
        throw new ConfigError(`${sourceOf(key)}: another node recorded a different key as ${key.id}; every node must use the same PII_KEY`);
      }
    }
  }

  // A key configured again may be written again: it is no longer retired.
  const retiredAgain = configured.filter((k) => recorded.get(k.id)?.retiredAt);
  if (retiredAgain.length > 0) {
    await db
      .update(piiKeys)
      .set({ retiredAt: null })
      .where(
        inArray(
          piiKeys.keyId,
          retiredAgain.map((k) => k.id),
        ),
      );
  }

  return createPiiKeyring({ active: keys.active, old: keys.old, blindIndexKey: await blindIndexKeyOf(db, cipher, keys) });
}

/**
 * The blind-index key: derived with HKDF from the active key the first time, then kept encrypted
 * in pii_wrapped_keys so that it outlives key rotations (pii:rotate re-encrypts it with the rest).
 */
async function blindIndexKeyOf(db: DbOrTx, cipher: PiiCipher, keys: PiiKeySet): Promise<Buffer> {
  const read = async () => (await db.select().from(piiWrappedKeys).where(eq(piiWrappedKeys.purpose, BLIND_INDEX_PURPOSE)))[0]?.ciphertext;
  let stored = await read();
  if (stored === undefined) {
    const derived = deriveBlindIndexKey(keys.active).toString('base64');
    await db
      .insert(piiWrappedKeys)
      .values({ purpose: BLIND_INDEX_PURPOSE, ciphertext: cipher.encrypt(derived) })
      .onConflictDoNothing();
    stored = await read();
    if (stored === undefined) throw new Error('The blind-index key could not be stored');
  }
  if (!cipher.canDecrypt(stored) || !opens(cipher, stored)) {
    throw new ConfigError(
      `${keys.activeSource}: the stored blind-index key is encrypted with key id ${cipher.keyIdOf(stored) ?? '?'}, which this node cannot open; add that key to PII_OLD_KEYS`,
    );
  }
  return Buffer.from(cipher.decrypt(stored), 'base64');
}
