// Private photos (a maintenance request's, a move-out deduction's): re-encoded before they are
// stored, kept under a private storage area that /media never serves, and removed again when the
// record that would hold them is not written. Each module says its area and its message.
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { AppContext } from '../../context';
import { outbox } from '../../db/schema';
import { unsupportedMediaType } from '../http/errors';
import type { UploadedFile } from '../uploads';

export const PHOTO_FILE = 'photo.jpg';
export const THUMB_FILE = 'thumb.webp';
const FULL_MAX_EDGE = 2000;
const THUMB_MAX_EDGE = 400;

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

/** The message for a file that passed the magic-byte check but does not decode, and its form field. */
export interface PhotoRefusal {
  field: string;
  notImage: (filename: string) => string;
}

/**
 * Re-encodes an upload: applies the EXIF rotation, drops every piece of metadata (phone photos
 * carry GPS positions of tenants' homes), and produces a JPEG (what every mail client and PDF
 * opens) plus a small WebP thumbnail. Bytes that pass the magic-byte check but do not decode are
 * refused like any other non-image.
 */
export async function preparePhoto(file: UploadedFile, refusal: PhotoRefusal): Promise<PreparedPhoto> {
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
    const message = refusal.notImage(file.filename);
    throw unsupportedMediaType(message, { [refusal.field]: message });
  }
}

/** Decodes every upload before anything is written, so a bad file leaves nothing behind. */
export async function prepareAll(files: UploadedFile[], refusal: PhotoRefusal): Promise<PreparedPhoto[]> {
  const out: PreparedPhoto[] = [];
  // One at a time: sharp already uses the cores, and this bounds memory with many large photos.
  for (const file of files) out.push(await preparePhoto(file, refusal));
  return out;
}

/** Writes prepared photos under `area`; if one write fails, the ones already written are removed. */
export async function storePhotos(ctx: AppContext, area: string, prepared: PreparedPhoto[]): Promise<StoredPhoto[]> {
  const stored: StoredPhoto[] = [];
  try {
    for (const photo of prepared) {
      const prefix = `${area}/${crypto.randomUUID()}`;
      stored.push({ ...photo, prefix });
      await ctx.storage.put(`${prefix}/${PHOTO_FILE}`, photo.full, 'image/jpeg');
      await ctx.storage.put(`${prefix}/${THUMB_FILE}`, photo.thumb, 'image/webp');
    }
  } catch (err) {
    await deletePhotoFiles(
      ctx,
      stored.map((s) => s.prefix),
    );
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
    await deletePhotoFiles(
      ctx,
      stored.map((s) => s.prefix),
    );
    throw err;
  }
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
      ctx.logger.warn({ err, prefix }, 'could not delete photo files');
    }
  }
}

/** Streams one private photo to staff (never through /media: server.md §5). */
export function sendPrivatePhoto(reply: FastifyReply, photo: { stream: Readable; size: number; contentType: string }) {
  return reply
    .header('cache-control', 'private, max-age=3600')
    .header('content-disposition', 'inline')
    .header('content-length', String(photo.size))
    .type(photo.contentType)
    .send(photo.stream);
}
