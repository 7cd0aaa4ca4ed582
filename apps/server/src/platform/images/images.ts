import crypto from 'node:crypto';
import sharp from 'sharp';
import { unsupportedMediaType } from '../http/errors';
import type { Storage } from '../storage/storage';

export const IMAGE_WIDTHS = [400, 800, 1600] as const;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'] as const;

export interface StoredImage {
  /** Storage prefix holding every variant, e.g. `properties/<uuid>`. */
  prefix: string;
  /** URL of the 800 px variant: the default `src`. */
  url: string;
  /** `url 400w, url 800w, url 1600w` for `srcset`. */
  srcset: string;
  width: number;
  height: number;
}

export interface StoreImageOptions {
  /** Message of the 415 when the bytes cannot be decoded (they passed the magic-byte check). */
  invalidMessage?: string;
  /** Form field to name in `errors`. */
  field?: string;
}

export const INVALID_IMAGE_MESSAGE = 'The file is not a valid image';

/**
 * Decodes an image, applies its EXIF rotation, strips metadata and stores WebP variants at the
 * standard widths (never larger than the original). The original bytes are not kept.
 *
 * Every variant is encoded before anything is written: a file whose header says "PNG" but whose
 * body is broken (or too many pixels) is a 415 for the client and leaves nothing behind. A storage
 * failure while writing removes the variants already written.
 */
export async function storeImage(storage: Storage, area: string, bytes: Buffer, options: StoreImageOptions = {}): Promise<StoredImage> {
  const prefix = `${area}/${crypto.randomUUID()}`;
  let width: number;
  let height: number;
  const variants: { target: number; out: Buffer }[] = [];
  try {
    const base = sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 }).rotate();
    const meta = await base.metadata();
    // After rotate() the orientation may swap width and height.
    const swap = (meta.orientation ?? 1) >= 5;
    width = (swap ? meta.height : meta.width) ?? 0;
    height = (swap ? meta.width : meta.height) ?? 0;
    for (const target of IMAGE_WIDTHS) {
      const out = await base.clone().resize({ width: target, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
      variants.push({ target, out });
    }
  } catch {
    const message = options.invalidMessage ?? INVALID_IMAGE_MESSAGE;
    throw unsupportedMediaType(message, options.field ? { [options.field]: message } : undefined);
  }
  const srcset: string[] = [];
  let defaultUrl = '';
  try {
    for (const { target, out } of variants) {
      const key = `${prefix}/${target}.webp`;
      await storage.put(key, out, 'image/webp');
      const url = storage.url(key);
      srcset.push(`${url} ${Math.min(target, width || target)}w`);
      if (target === 800) defaultUrl = url;
    }
  } catch (err) {
    await storage.deletePrefix(prefix).catch(() => undefined);
    throw err;
  }
  return { prefix, url: defaultUrl, srcset: srcset.join(', '), width, height };
}

/** The storage prefix an image URL from `storeImage` lives under, to delete all its variants. */
export function imagePrefixFromUrl(url: string): string | null {
  const match = /^\/media\/([a-z-]+\/[0-9a-f-]{36})\/\d+\.webp$/.exec(url);
  return match ? match[1] : null;
}

/** Card-size variant of a stored image URL (400 px). */
export function imageVariantUrl(url: string, width: (typeof IMAGE_WIDTHS)[number]): string {
  return url.replace(/\/\d+\.webp$/, `/${width}.webp`);
}
