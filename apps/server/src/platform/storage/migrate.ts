import { forEachConcurrently } from '../concurrency';
import { StorageUnavailableError } from './errors';
import { describeS3Error } from './s3';
import { isSafeKey, type ListedObject, type Storage } from './storage';

export interface MigrateSummary {
  /** Objects found in the source. */
  total: number;
  copied: number;
  copiedBytes: number;
  /** Already in the target with the same size: a re-run after an interruption skips them. */
  skipped: number;
  /** Files whose names are not storage keys (left where they are, named in the log). */
  ignored: number;
  failed: number;
}

export interface MigrateOptions {
  /** Copies in flight at once (default 4): enough to hide S3 latency, gentle on the source disk. */
  concurrency?: number;
  /** A progress line every this many files (default 100). */
  progressEvery?: number;
  log: (line: string) => void;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Copies every object of one store into another under the same key, with its content type.
 * Idempotent: a key already in the target with the same size is skipped, so an interrupted run
 * is simply run again. The source is never changed. One failed copy does not stop the others;
 * the summary counts it.
 */
export async function migrateStore(from: Storage, to: Storage, options: MigrateOptions): Promise<MigrateSummary> {
  const { log } = options;
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const progressEvery = Math.max(1, options.progressEvery ?? 100);

  // The listing is read first so progress can say "n of N"; keys and sizes only, small even
  // for a site with hundreds of thousands of files.
  const objects: ListedObject[] = [];
  for await (const item of from.list('')) objects.push(item);
  const summary: MigrateSummary = { total: objects.length, copied: 0, copiedBytes: 0, skipped: 0, ignored: 0, failed: 0 };
  log(`Found ${objects.length} files (${mb(objects.reduce((n, o) => n + o.size, 0))}) to copy.`);

  let done = 0;
  const copyOne = async ({ key, size }: ListedObject) => {
    try {
      if (!isSafeKey(key)) {
        summary.ignored += 1;
        log(`  ignored (not a storage key): ${key}`);
        return;
      }
      const existing = await to.stat(key);
      if (existing && existing.size === size) {
        summary.skipped += 1;
        return;
      }
      const info = await from.stat(key);
      const bytes = await from.get(key);
      await to.put(key, bytes, info?.contentType ?? 'application/octet-stream');
      summary.copied += 1;
      summary.copiedBytes += bytes.length;
    } catch (err) {
      summary.failed += 1;
      const reason = err instanceof StorageUnavailableError ? describeS3Error(err) : (err as Error).message;
      log(`  failed: ${key}: ${reason}`);
    } finally {
      done += 1;
      if (done % progressEvery === 0 && done < objects.length) {
        log(`  ${done}/${objects.length}: ${summary.copied} copied, ${summary.skipped} already there, ${summary.failed} failed`);
      }
    }
  };

  await forEachConcurrently(objects, concurrency, copyOne);
  return summary;
}

/** The closing line of a run. */
export function describeSummary(s: MigrateSummary): string {
  const parts = [`${s.copied} copied (${mb(s.copiedBytes)})`, `${s.skipped} already there`];
  if (s.ignored) parts.push(`${s.ignored} ignored`);
  parts.push(`${s.failed} failed`);
  return `Done: ${s.total} files: ${parts.join(', ')}.`;
}
