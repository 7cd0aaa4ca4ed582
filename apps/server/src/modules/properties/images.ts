import { PROPERTY_FORM_MAX_BYTES, PROPERTY_IMAGE_MAX_BYTES, PROPERTY_IMAGES_MAX, PROPERTY_MESSAGES } from '@rentfront/shared';
import type { Logger } from 'pino';
import { imagePrefixFromUrl, IMAGE_MIME_TYPES, storeImage, type StoredImage } from '../../platform/images/images';
import { AppError, unsupportedMediaType } from '../../platform/http/errors';
import type { Storage } from '../../platform/storage/storage';
import type { FileRule, MultipartBudget, UploadedFile } from '../../platform/uploads';

/** media_files (add) and images (update): up to 20 images of at most 10 MB each, by content. */
export const PROPERTY_IMAGE_RULE: FileRule = {
  maxBytes: PROPERTY_IMAGE_MAX_BYTES,
  maxCount: PROPERTY_IMAGES_MAX,
  accept: IMAGE_MIME_TYPES,
  tooLarge: PROPERTY_MESSAGES.imageTooLarge,
  wrongType: PROPERTY_MESSAGES.notAnImage,
  tooMany: PROPERTY_MESSAGES.tooManyImages,
};

/**
 * The whole property form in one request: less than its images could add up to (20 of 10 MB), so
 * one form cannot hold 200 MB of the server's memory. The text fields are checked before any
 * image is read (readMultipart's checkFields), so a form refused for its fields reads no image.
 */
export const PROPERTY_FORM_BUDGET: MultipartBudget = {
  maxBytes: PROPERTY_FORM_MAX_BYTES,
  tooLarge: PROPERTY_MESSAGES.imagesTooLargeTotal,
};

/**
 * Stores the uploads as WebP variants. A file whose header says image but which does not
 * decode is refused (415), a storage failure is passed on (503), and either way whatever was
 * already stored for this request is removed.
 */
export async function storePropertyImages(storage: Storage, files: UploadedFile[]): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  for (const file of files) {
    try {
      stored.push(await storeImage(storage, 'properties', file.bytes));
    } catch (err) {
      await Promise.all(stored.map((s) => storage.deletePrefix(s.prefix).catch(() => undefined)));
      // Only an undecodable file is the client's mistake; a store outage stays a 503.
      if (!(err instanceof AppError && err.statusCode === 415)) throw err;
      const message = PROPERTY_MESSAGES.notAnImage(file.filename);
      throw unsupportedMediaType(message, { [file.field]: message });
    }
  }
  return stored;
}

/** Removes the files of images no row points at any more. Best effort: a leftover file is only disk space. */
export async function deleteImageFiles(storage: Storage, urls: string[], logger: Logger): Promise<void> {
  for (const url of urls) {
    const prefix = imagePrefixFromUrl(url);
    if (!prefix) continue;
    try {
      await storage.deletePrefix(prefix);
    } catch (err) {
      logger.warn({ err, prefix }, 'could not delete property image files');
    }
  }
}

/** Two URLs name the same stored image when they share its prefix (any width variant). */
export function sameImage(a: string, b: string): boolean {
  if (a === b) return true;
  const pa = imagePrefixFromUrl(a);
  return pa !== null && pa === imagePrefixFromUrl(b);
}
