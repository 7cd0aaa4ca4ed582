import { eq, sql } from 'drizzle-orm';
import { MAINTENANCE_MAX_PHOTOS, MAINTENANCE_MESSAGES, MAINTENANCE_PHOTO_MAX_BYTES } from '@rentfront/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { maintenancePhotos } from '../../db/schema';
import { IMAGE_MIME_TYPES } from '../../platform/images/images';
import {
  deletePhotoFiles,
  PHOTO_FILE,
  prepareAll as prepareEvery,
  preparePhoto as prepareOne,
  recordStoredPhotos,
  storePhotos as storeUnder,
  THUMB_FILE,
  type PhotoRefusal,
  type PreparedPhoto,
  type StoredPhoto,
} from '../../platform/images/photos';
import type { FileRule, UploadedFile } from '../../platform/uploads';

/** Private area: not in PUBLIC_AREAS, so /media never serves it. */
export const PHOTO_AREA = 'maintenance';

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

/** How a maintenance photo that does not decode is refused (the `photos` field). */
const REFUSAL: PhotoRefusal = { field: 'photos', notImage: MAINTENANCE_MESSAGES.photoNotImage };

export function preparePhoto(file: UploadedFile): Promise<PreparedPhoto> {
  return prepareOne(file, REFUSAL);
}

export function prepareAll(files: UploadedFile[]): Promise<PreparedPhoto[]> {
  return prepareEvery(files, REFUSAL);
}

export function storePhotos(ctx: AppContext, prepared: PreparedPhoto[]): Promise<StoredPhoto[]> {
  return storeUnder(ctx, PHOTO_AREA, prepared);
}

export { deletePhotoFiles, PHOTO_FILE, recordStoredPhotos, THUMB_FILE };

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
