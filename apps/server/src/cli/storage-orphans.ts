// npm run storage:orphans [-- --delete] [--grace-hours N]: lists (or deletes) stored files no
// database row refers to, e.g. what an upload left when both its database write and the clean-up
// after it failed. Files younger than the grace period (default 24 h) are never touched.
import { parseArgs } from 'node:util';
import { openMigratedDb, readConfigOrExit } from '../bootstrap';
import { ConfigError } from '../config';
import { createStorage } from '../platform/storage/create';
import { sweepOrphans } from '../platform/storage/orphans';
import { workInInvocationDir } from './invocation-dir';

// DATA_DIR, .env and the paths given mean what they mean where the command was typed.
workInInvocationDir();

const { values } = parseArgs({
  options: { delete: { type: 'boolean', default: false }, 'grace-hours': { type: 'string', default: '24' } },
});
const graceHours = Number(values['grace-hours']);
if (!Number.isFinite(graceHours) || graceHours < 1) {
  console.error('--grace-hours must be a number of hours, at least 1 (uploads in progress store files before their rows).');
  process.exit(1);
}

const config = readConfigOrExit();
let storage;
try {
  storage = await createStorage(config);
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
const { handle } = await openMigratedDb(config);
const summary = await sweepOrphans(handle.db, storage, {
  graceMs: graceHours * 3600_000,
  remove: values.delete,
  log: (line) => console.log(line),
});
storage.close?.();
await handle.close();
const size = `${(summary.orphanBytes / 1024 / 1024).toFixed(1)} MB`;
console.log(
  values.delete
    ? `Done: ${summary.scanned} files scanned, ${summary.deletedUploads} unreferenced uploads deleted (${size}), ${summary.tooRecent} recent files left alone.`
    : `${summary.scanned} files scanned: ${summary.orphanUploads} unreferenced uploads (${summary.orphanObjects} files, ${size}), ${summary.tooRecent} recent files left alone. Run with -- --delete to remove them.`,
);
