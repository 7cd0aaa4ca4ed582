// npm run pii:rotate [-- --batch-size N]: re-encrypts every PII value with the active PII_KEY.
import { openMigratedDb, readConfigOrExit } from '../bootstrap';
import { ConfigError } from '../config';
import { keySetOf, openPiiKeyring } from '../platform/pii/keyring';
import { rotatePiiKeys } from '../platform/pii/rotate';
import { workInInvocationDir } from './invocation-dir';

// DATA_DIR, .env and the paths given mean what they mean where the command was typed.
workInInvocationDir();

const USAGE = 'Usage: npm run pii:rotate [-- --batch-size N]   (N from 1 to 10000, default 200)';

function batchSizeOf(args: string[]): number | undefined {
  if (args.length === 0) return 200;
  if (args.length !== 2 || args[0] !== '--batch-size' || !/^\d+$/.test(args[1])) return undefined;
  const n = Number(args[1]);
  return n >= 1 && n <= 10_000 ? n : undefined;
}

const batchSize = batchSizeOf(process.argv.slice(2));
if (batchSize === undefined) {
  console.error(USAGE);
  process.exit(1);
}
const config = readConfigOrExit();
const { handle } = await openMigratedDb(config);
try {
  // The same key check as a server start: a wrong key never rewrites anything.
  const cipher = await openPiiKeyring(handle.db, keySetOf(config));
  console.log(`Re-encrypting PII with key ${cipher.activeKeyId}, ${batchSize} rows per batch...`);
  let reported = 0;
  const result = await rotatePiiKeys(handle.db, cipher, {
    batchSize,
    onBatch: ({ table, reencrypted }) => {
      if (reencrypted - reported >= 1000) {
        console.log(`  ${table}: ${reencrypted} values re-encrypted so far`);
        reported = reencrypted;
      }
    },
  });
  console.log(`Re-encrypted ${result.reencrypted} value(s).`);
  if (result.unreadable.length > 0) {
    const sample = result.unreadable.slice(0, 10).map((r) => `${r.table} ${r.key}`);
    console.error(`Could not open ${result.unreadable.length} row(s) with the configured keys (left unchanged): ${sample.join(', ')}`);
  }
  if (result.remaining.size > 0) {
    const left = [...result.remaining].map(([id, n]) => `${n} with ${id}`).join(', ');
    console.error(`Still encrypted with other keys: ${left}. Keep those keys in PII_OLD_KEYS and run this again.`);
    process.exitCode = 1;
  } else {
    const retired = result.retired.length > 0 ? ` Key id(s) ${result.retired.join(', ')} retired:` : '';
    console.log(`Every value now uses ${cipher.activeKeyId}.${retired} remove old keys from PII_OLD_KEYS on every node.`);
  }
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
