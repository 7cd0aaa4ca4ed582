/**
 * Where uploaded and generated files live. Keys are always server-generated
 * (`<area>/<uuid>/<variant>`); user file names are kept only as metadata.
 */
export interface Storage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
  /** Deletes every key under a prefix (all variants of one image, say). */
  deletePrefix(prefix: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Public URL of a key; only meaningful for keys under a public area. */
  url(key: string): string;
}

/** Areas whose files may be served at /media without a check (images of public content). */
export const PUBLIC_AREAS = ['properties', 'team', 'profile', 'site'] as const;

export function isPublicKey(key: string): boolean {
  return PUBLIC_AREAS.some((area) => key.startsWith(`${area}/`));
}

export function isSafeKey(key: string): boolean {
  return /^[a-z0-9-]+(\/[A-Za-z0-9._-]+)+$/.test(key) && !key.includes('..');
}
