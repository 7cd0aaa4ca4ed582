// npm run storage:migrate [-- --from <dir>]: copies the disk store (DATA_DIR/uploads) into the
// S3 bucket configured by STORAGE=s3 and S3_*, for a site moving from one machine to a fleet.
// Safe to run again: what is already in the bucket with the same size is skipped.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readConfigOrExit } from '../bootstrap';
import { ConfigError } from '../config';
import { createStorage, diskUploadsDir } from '../platform/storage/create';
import { DiskStorage } from '../platform/storage/disk';
import { describeSummary, migrateStore } from '../platform/storage/migrate';
import { workInInvocationDir } from './invocation-dir';

// DATA_DIR, .env and the paths given mean what they mean where the command was typed.
workInInvocationDir();

const { values } = parseArgs({ options: { from: { type: 'string' } } });
const config = readConfigOrExit();
const from = path.resolve(values.from ?? diskUploadsDir(config));

if (config.storage !== 's3') {
  console.error('storage:migrate copies files into S3: set STORAGE=s3 and the S3_* variables (see README) to the target bucket first.');
  process.exit(1);
}
if (!fs.existsSync(from) || !fs.statSync(from).isDirectory()) {
  console.error(`Nothing to copy: ${from} is not a directory (give another with --from <dir>).`);
  process.exit(1);
}

let target;
try {
  target = await createStorage(config);
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}

console.log(`Copying ${from} into S3 bucket "${config.s3.bucket}"${config.s3.endpoint ? ` at ${new URL(config.s3.endpoint).host}` : ''}.`);
const summary = await migrateStore(new DiskStorage(from), target, { log: (line) => console.log(line) });
target.close?.();
console.log(describeSummary(summary));
if (summary.failed > 0) {
  console.error(`${summary.failed} files were not copied; run the command again to retry them.`);
  process.exit(1);
}
