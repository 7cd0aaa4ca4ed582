import type { Readable } from 'node:stream';
import crypto from 'node:crypto';

/** What a store knows about one object, without reading it. */
export interface ObjectInfo {
  size: number;
  contentType: string;
  /** A strong validator, quoted as in the `ETag` header (S3's own, or size+mtime on disk). */
  etag: string;
  lastModified: Date;
}

/** An object opened for reading: its bytes arrive through `stream`, never all at once. */
export interface StoredObject extends ObjectInfo {
  stream: Readable;
}

/** One key found by `list`: its size (what `storage:migrate` compares) and age (what the orphan sweep checks). */
export interface ListedObject {
  key: string;
  size: number;
  lastModified: Date;
}

/**
 * Where uploaded and generated files live. Keys are always server-generated
 * (`<area>/<uuid>/<variant>`); user file names are kept only as metadata.
 *
 * A failure of the backing store (S3 unreachable, bucket gone) is thrown as
 * `StorageUnavailableError` (a 503 for the request); a missing key is `null` from
 * `open`/`stat`, `false` from `exists` and `StorageNotFoundError` from `get`.
 */
export interface Storage {
  /** Which driver this is, for start-up lines and readiness output. */
  readonly kind: 'disk' | 's3';
  /** Stores bytes under `key` with their content type; a reader never sees half an object. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The whole object in memory: only for small files that must be in memory (mail attachments). */
  get(key: string): Promise<Buffer>;
  /** Opens an object for streaming (downloads, /media); null when the key does not exist. */
  open(key: string): Promise<StoredObject | null>;
  /** Size, type and validators of an object; null when the key does not exist. */
  stat(key: string): Promise<ObjectInfo | null>;
  delete(key: string): Promise<void>;
  /** Deletes every key under a prefix (all variants of one image, say). */
  deletePrefix(prefix: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every key under a prefix ('' for all), in pages; used by maintenance commands. */
  list(prefix: string): AsyncIterable<ListedObject>;
  /** Public URL of a key; only meaningful for keys under a public area. */
  url(key: string): string;
  /** Proves the store is reachable and writable (writes and removes a probe object). */
  check(): Promise<void>;
  /** Releases connections (S3); the disk driver has none. */
  close?(): void;
}

/** Areas whose files may be served at /media without a check (images of public content). */
export const PUBLIC_AREAS = ['properties', 'team', 'profile', 'site'] as const;

export function isPublicKey(key: string): boolean {
  return PUBLIC_AREAS.some((area) => key.startsWith(`${area}/`));
}

/**
 * Keys are `<area>/<uuid>/<variant>`, far below these. The bounds keep a key a legal file name on
 * disk (255 bytes a segment, less the `.tmp` suffix a write adds) and an S3 key (1,024 bytes), so a
 * long made-up address is refused as unsafe instead of failing inside the store.
 */
export const MAX_KEY_LENGTH = 512;
export const MAX_KEY_SEGMENT_LENGTH = 128;

function withinKeyLimits(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && key.split('/').every((segment) => segment.length <= MAX_KEY_SEGMENT_LENGTH);
}

export function isSafeKey(key: string): boolean {
  return withinKeyLimits(key) && /^[a-z0-9-]+(\/[A-Za-z0-9._-]+)+$/.test(key) && !key.includes('..');
}

/** A prefix without trailing slashes (`properties/<uuid>`, or a whole area), checked like a key. */
export function cleanPrefix(prefix: string): string {
  const clean = prefix.replace(/\/+$/, '');
  // One segment (a whole area) is a valid prefix; a key needs at least two.
  if (!withinKeyLimits(clean) || !/^[a-z0-9-]+(\/[A-Za-z0-9._-]+)*$/.test(clean) || clean.includes('..'))
    throw new Error(`Unsafe storage prefix: ${prefix}`);
  return clean;
}

/** Where `check()` writes its probe: an area no module uses, removed right after. */
export function probeKey(): string {
  return `rentfront-probe/${process.pid}-${crypto.randomUUID()}.txt`;
}
