import { TEAM_MESSAGES, TEAM_PHOTO_MAX_BYTES } from '@rentfront/shared';
import type { AppContext } from '../../context';
import { AppError, unsupportedMediaType } from '../../platform/http/errors';
import { imagePrefixFromUrl, IMAGE_MIME_TYPES, storeImage, type StoredImage } from '../../platform/images/images';
import type { FileRule } from '../../platform/uploads';

/** The `photo` field: an image by content, under 5MB (spec: admin "Team member"). */
export const TEAM_PHOTO_RULE: FileRule = {
  maxBytes: TEAM_PHOTO_MAX_BYTES,
  maxCount: 1,
  accept: IMAGE_MIME_TYPES,
  tooLarge: () => TEAM_MESSAGES.photoTooLarge,
  wrongType: () => TEAM_MESSAGES.photoNotImage,
  tooMany: 'Only one photo can be uploaded',
};

/** Resizes and stores a photo in the public `team` area; undecodable bytes get the spec's message. */
export async function storeTeamPhoto(ctx: AppContext, bytes: Buffer): Promise<StoredImage> {
  try {
    return await storeImage(ctx.storage, 'team', bytes);
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 415) {
      throw unsupportedMediaType(TEAM_MESSAGES.photoNotImage, { photo: TEAM_MESSAGES.photoNotImage });
    }
    throw err;
  }
}

/** Removes every variant of a stored photo; a failure is logged, never a failed request. */
export async function deleteTeamPhoto(ctx: AppContext, url: string | null | undefined): Promise<void> {
  const prefix = url ? imagePrefixFromUrl(url) : null;
  if (!prefix) return;
  try {
    await ctx.storage.deletePrefix(prefix);
  } catch (err) {
    ctx.logger.warn({ err, prefix }, 'could not delete team photo');
  }
}
