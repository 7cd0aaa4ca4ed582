import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { MAINTENANCE_MAX_PHOTOS, MAINTENANCE_MESSAGES, MAINTENANCE_PHOTO_MAX_BYTES } from '@rentfront/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { maintenancePhotos, outbox } from '../../db/schema';
import { IMAGE_MIME_TYPES } from '../../platform/images/images';
import { unsupportedMediaType } from '../../platform/http/errors';
import type { FileRule, UploadedFile } from '../../platform/uploads';

/** Private area: not in PUBLIC_AREAS, so /media never serves it. */
export const PHOTO_AREA = 'maintenance';
export const PHOTO_FILE = 'photo.jpg';
export const THUMB_FILE = 'thumb.webp';
const FULL_MAX_EDGE = 2000;
const THUMB_MAX_EDGE = 400;

/** The `photos` field of the create and add-photos forms (spec §5 Maintenance form). */
export function photoRule(maxCount = MAINTENANCE_MAX_PHOTOS): FileRule {
  return {
    maxBytes: MAINTENANCE_PHOTO_MAX_BYTES,
    maxCount,
    accept: IMAGE_MIME_TYPES,
    tooLarge: MAINTENANCE_MESSAGES.photoTooLarge,
    wrongType: MAINTENANCE_MESSAGES.photoNotImage,
    tooMany: MAINTENANCE_MESSAGES.tooManyPhotos,
  };
}

export interface PreparedPhoto {
  filename: string;
  full: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

export interface StoredPhoto extends PreparedPhoto {
  prefix: string;
}

/**
 * Re-encodes an upload: applies the EXIF rotation, drops every piece of metadata (phone photos
 * carry GPS positions of tenants' homes), and produces a JPEG (what every mail client opens) plus
 * a small WebP thumbnail. Bytes that pass the magic-byte check but do not decode are refused
 * like any other non-image.
 */
export async function preparePhoto(file: UploadedFile): Promise<PreparedPhoto> {
  try {
    const base = sharp(file.bytes, { failOn: 'error', limitInputPixels: 40_000_000 }).rotate();
    const full = await base
      .clone()
      .resize({ width: FULL_MAX_EDGE, height: FULL_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumb = await base
      .clone()
      .resize({ width: THUMB_MAX_EDGE, height: THUMB_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { filename: file.filename, full: full.data, thumb, width: full.info.width, height: full.info.height };
  } catch {
    const message = MAINTENANCE_MESSAGES.photoNotImage(file.filename);
    throw unsupportedMediaType(message, { photos: message });
  }
}

/** Decodes every upload before anything is written, so a bad file leaves nothing behind. */
export async function prepareAll(files: UploadedFile[]): Promise<PreparedPhoto[]> {
  const out: PreparedPhoto[] = [];
  // One at a time: sharp already uses the cores, and this bounds memory with 10 large photos.
  for (const file of files) out.push(await preparePhoto(file));
  return out;
}

/** Writes prepared photos; if one write fails, the ones already written are removed. */
export async function storePhotos(ctx: AppContext, prepared: PreparedPhoto[]): Promise<StoredPhoto[]> {
  const stored: StoredPhoto[] = [];
  try {
    for (const photo of prepared) {
      const prefix = `${PHOTO_AREA}/${crypto.randomUUID()}`;
      stored.push({ ...photo, prefix });
      await ctx.storage.put(`${prefix}/${PHOTO_FILE}`, photo.full, 'image/jpeg');
      await ctx.storage.put(`${prefix}/${THUMB_FILE}`, photo.thumb, 'image/webp');
    }
  } catch (err) {
    await deleteStoredPhotos(ctx, stored);
    throw err;
  }
  return stored;
}

/**
 * Runs `write` (the transaction that records the stored photos); if it fails, the files just
 * written are removed again before the error goes on, so nothing is left half-written.
 */
export async function recordStoredPhotos<T>(ctx: AppContext, stored: StoredPhoto[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    await deleteStoredPhotos(ctx, stored);
    throw err;
  }
}

function deleteStoredPhotos(ctx: AppContext, stored: StoredPhoto[]): Promise<void> {
  return deletePhotoFiles(
    ctx,
    stored.map((s) => s.prefix),
  );
}

/** Rows for `maintenance_photos`, numbered after the photos the request already has. */
export function photoRows(requestId: string, stored: StoredPhoto[], startPosition = 0) {
  return stored.map((photo, i) => ({
    requestId,
    storagePrefix: photo.prefix,
    originalFilename: photo.filename,
    width: photo.width,
    height: photo.height,
    byteSize: photo.full.length,
    position: startPosition + i,
  }));
}

export async function nextPhotoPosition(db: DbOrTx, requestId: string): Promise<{ count: number; next: number }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, max: sql<number | null>`max(${maintenancePhotos.position})` })
    .from(maintenancePhotos)
    .where(eq(maintenancePhotos.requestId, requestId));
  return { count: Number(row?.count ?? 0), next: row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1 };
}

/**
 * Removes photo files once their rows are gone (call after the commit). A photo still attached
 * to an e-mail waiting in the outbox is left in place so that e-mail can still go out.
 */
export async function deletePhotoFiles(ctx: AppContext, prefixes: string[]): Promise<void> {
  for (const prefix of prefixes) {
    try {
      const [queued] = await ctx.db
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), sql`${outbox.attachments}::text like ${`%"${prefix}/%`}`))
        .limit(1);
      if (!queued) await ctx.storage.deletePrefix(prefix);
    } catch (err) {
      // The record is already gone; a stray file is not worth failing the request over.
      ctx.logger.warn({ err, prefix }, 'could not delete maintenance photo files');
    }
  }
}

/** File name for an e-mail attachment: the uploader's name, made safe, with the new extension. */
export function attachmentFilename(original: string, index: number): string {
  const base = original
    .replace(/^.*[\\/]/, '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9 ._-]+/g, '')
    .trim()
    .slice(0, 80);
  return `${base || `photo-${index + 1}`}.jpg`;
}
