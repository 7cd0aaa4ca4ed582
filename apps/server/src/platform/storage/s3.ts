import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Logger } from 'pino';
import { StorageNotFoundError, StorageUnavailableError } from './errors';
import { cleanPrefix, isSafeKey, probeKey, type ListedObject, type ObjectInfo, type Storage, type StoredObject } from './storage';

/** S3 refuses more than 1000 keys per listing page and per DeleteObjects call. */
const S3_MAX_KEYS = 1000;

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** MinIO, R2, Ceph…: when set, requests use path-style addressing (`endpoint/bucket/key`). */
  endpoint?: string;
  /** Both or neither: without them the AWS default chain (env, profile, instance role) applies. */
  accessKeyId?: string;
  secretAccessKey?: string;
  logger?: Logger;
  /** Keys per ListObjectsV2 page (at most 1000); tests lower it to exercise paging. */
  listPageSize?: number;
  /** Keys per DeleteObjects call (at most 1000). */
  deleteBatchSize?: number;
  /** Attempts per request, the first included (SDK default 3); the start-up probe may use fewer. */
  maxAttempts?: number;
}

interface S3ErrorShape {
  name?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

/** `NoSuchKey` (GET) and `NotFound` (HEAD, which has no error body) mean "no such object". */
function isMissingKey(err: unknown): boolean {
  const name = (err as S3ErrorShape)?.name;
  return name === 'NoSuchKey' || name === 'NotFound';
}

/** What a GET and a HEAD both answer about an object, with the defaults for what S3 left out. */
function objectInfo(out: { ContentLength?: number; ContentType?: string; ETag?: string; LastModified?: Date }): ObjectInfo {
  return {
    size: out.ContentLength ?? 0,
    contentType: out.ContentType ?? 'application/octet-stream',
    etag: out.ETag ?? '',
    lastModified: out.LastModified ?? new Date(0),
  };
}

/** One line for logs and the start-up message: the S3 error code, HTTP status and message. */
export function describeS3Error(err: unknown): string {
  const e = (err instanceof StorageUnavailableError ? err.cause : err) as S3ErrorShape;
  const name = e?.name && e.name !== 'Error' ? e.name : '';
  const status = e?.$metadata?.httpStatusCode;
  const message = e?.message && e.message !== 'UnknownError' && e.message !== name ? e.message : '';
  const parts = [name, status ? `HTTP ${status}` : '', message].filter(Boolean);
  return parts.join(', ') || String(err);
}

/**
 * Objects in one S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph), keys unchanged
 * (`properties/<uuid>/800.webp`), the content type stored with each object. Every node of a
 * fleet reads and writes the same bucket, so nothing a request needs lives on one machine.
 */
export class S3Storage implements Storage {
  readonly kind = 's3';
  readonly bucket: string;
  private readonly client: S3Client;
  private readonly logger?: Logger;
  private readonly listPageSize: number;
  private readonly deleteBatchSize: number;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.logger = options.logger;
    this.listPageSize = Math.min(S3_MAX_KEYS, Math.max(1, options.listPageSize ?? S3_MAX_KEYS));
    this.deleteBatchSize = Math.min(S3_MAX_KEYS, Math.max(1, options.deleteBatchSize ?? S3_MAX_KEYS));
    // The SDK warns on every start that releases after January 2027 will need Node 22; the
    // version in the lockfile supports Node 20, which the README names. An operator can still
    // set the variable to "false" to see it.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    const thirdParty = Boolean(options.endpoint);
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: thirdParty,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      // The SDK's default CRC32 checksums on every upload are refused by several S3-compatible
      // servers; with an endpoint, send checksums only where the API requires them.
      requestChecksumCalculation: thirdParty ? 'WHEN_REQUIRED' : 'WHEN_SUPPORTED',
      responseChecksumValidation: thirdParty ? 'WHEN_REQUIRED' : 'WHEN_SUPPORTED',
      maxAttempts: options.maxAttempts,
      // A black-holed endpoint fails in seconds instead of hanging the request (or the start).
      requestHandler: { connectionTimeout: 5_000, socketTimeout: 60_000 },
    });
  }

  /** Logs what failed (never credentials: the SDK's errors carry none) and gives the 503. */
  private unavailable(op: string, key: string, err: unknown): StorageUnavailableError {
    this.logger?.warn({ op, bucket: this.bucket, key, error: describeS3Error(err) }, 'S3 storage request failed');
    return new StorageUnavailableError(err);
  }

  /** A programming error, not an outage: thrown before (and outside) any S3 call. */
  private checkKey(key: string): void {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    this.checkKey(key);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      );
    } catch (err) {
      throw this.unavailable('put', key, err);
    }
  }

  async get(key: string): Promise<Buffer> {
    const object = await this.open(key);
    if (!object) throw new StorageNotFoundError(key);
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of object.stream) chunks.push(chunk as Buffer);
    } catch (err) {
      throw this.unavailable('get', key, err);
    }
    return Buffer.concat(chunks);
  }

  async open(key: string): Promise<StoredObject | null> {
    this.checkKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!out.Body) throw new Error('GetObject returned no body');
      return { stream: out.Body as Readable, ...objectInfo(out) };
    } catch (err) {
      if (isMissingKey(err)) return null;
      throw this.unavailable('open', key, err);
    }
  }

  async stat(key: string): Promise<ObjectInfo | null> {
    this.checkKey(key);
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return objectInfo(out);
    } catch (err) {
      if (isMissingKey(err)) return null;
      throw this.unavailable('stat', key, err);
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    this.checkKey(key);
    try {
      // Deleting a key that does not exist succeeds in S3, as `rm -f` does on disk.
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (err) {
      throw this.unavailable('delete', key, err);
    }
  }

  /** Pages of keys under a prefix, following continuation tokens until the listing ends. */
  private async *pages(prefix: string): AsyncIterable<ListedObject[]> {
    const listPrefix = prefix === '' ? '' : `${cleanPrefix(prefix)}/`;
    let token: string | undefined;
    do {
      let page;
      try {
        page = await this.client.send(
          new ListObjectsV2Command({ Bucket: this.bucket, Prefix: listPrefix, ContinuationToken: token, MaxKeys: this.listPageSize }),
        );
      } catch (err) {
        throw this.unavailable('list', listPrefix, err);
      }
      const objects = (page.Contents ?? []).flatMap((o) =>
        o.Key ? [{ key: o.Key, size: o.Size ?? 0, lastModified: o.LastModified ?? new Date(0) }] : [],
      );
      if (objects.length > 0) yield objects;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async *list(prefix: string): AsyncIterable<ListedObject> {
    for await (const page of this.pages(prefix)) yield* page;
  }

  async deletePrefix(prefix: string): Promise<void> {
    const clean = cleanPrefix(prefix);
    // Each page is deleted before the next is listed: the token points past the listed keys, so
    // removing them does not shift the listing, and memory stays bounded by one page.
    for await (const page of this.pages(clean)) {
      for (let i = 0; i < page.length; i += this.deleteBatchSize) {
        const batch = page.slice(i, i + this.deleteBatchSize);
        let out;
        try {
          out = await this.client.send(
            new DeleteObjectsCommand({
              Bucket: this.bucket,
              Delete: { Objects: batch.map((o) => ({ Key: o.key })), Quiet: true },
            }),
          );
        } catch (err) {
          throw this.unavailable('deletePrefix', clean, err);
        }
        const failed = out.Errors ?? [];
        if (failed.length > 0) {
          const first = failed[0];
          throw this.unavailable('deletePrefix', clean, {
            name: first.Code,
            message: `${failed.length} keys not deleted: ${first.Message}`,
          });
        }
      }
    }
  }

  url(key: string): string {
    return `/media/${key}`;
  }

  /**
   * Writes and removes a probe object. Not logged here: its callers (the start-up line, the
   * readiness check) report the failure themselves, once.
   */
  async check(): Promise<void> {
    const key = probeKey();
    try {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: 'probe', ContentType: 'text/plain' }));
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (err) {
      throw new StorageUnavailableError(err);
    }
  }

  /** Closes the client's kept-alive connections (app close, end of a command). */
  close(): void {
    this.client.destroy();
  }
}
