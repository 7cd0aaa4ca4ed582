import path from 'node:path';
import type { Logger } from 'pino';
import { ConfigError, type Config } from '../../config';
import { DiskStorage } from './disk';
import { describeS3Error, S3Storage } from './s3';
import type { Storage } from './storage';

/** Where the disk driver keeps files: `DATA_DIR/uploads`. */
export function diskUploadsDir(config: Config): string {
  return path.join(config.dataDir, 'uploads');
}

/** An endpoint as it may be printed: no user or password even if someone put them in the URL. */
function printableEndpoint(endpoint: string | undefined): string {
  if (!endpoint) return 'AWS S3';
  try {
    const url = new URL(endpoint);
    url.username = '';
    url.password = '';
    return url.toString().replace(/\/$/, '');
  } catch {
    return '(unparseable S3_ENDPOINT)';
  }
}

/** The configured store, not yet checked. */
export function storageFromConfig(config: Config, logger?: Logger): Storage {
  if (config.storage === 'disk') return new DiskStorage(diskUploadsDir(config));
  const { bucket, region, endpoint, accessKeyId, secretAccessKey } = config.s3;
  // loadConfig refuses STORAGE=s3 without these; this guards configs built by hand (tests).
  if (!bucket || !region) throw new ConfigError('Invalid environment configuration:\n  S3_BUCKET, S3_REGION: required with STORAGE=s3');
  return new S3Storage({ bucket, region, endpoint, accessKeyId, secretAccessKey, logger });
}

/**
 * The configured store, proven reachable and writable (a probe object is written and removed),
 * so a wrong bucket, endpoint or key stops the start with one line instead of failing uploads
 * later. The line names the bucket and endpoint, never the keys.
 */
export async function createStorage(config: Config, logger?: Logger): Promise<Storage> {
  const storage = storageFromConfig(config, logger);
  try {
    await storage.check();
  } catch (err) {
    storage.close?.();
    if (storage instanceof S3Storage) {
      let reason = describeS3Error(err);
      for (const secret of [config.s3.secretAccessKey, config.s3.accessKeyId]) {
        if (secret) reason = reason.split(secret).join('***');
      }
      throw new ConfigError(
        `Cannot use S3 bucket "${storage.bucket}" (S3_BUCKET) at ${printableEndpoint(config.s3.endpoint)} (S3_ENDPOINT): ${reason}`,
      );
    }
    throw new ConfigError(`Cannot write to the upload directory ${diskUploadsDir(config)} (DATA_DIR): ${(err as Error).message}`);
  }
  return storage;
}
