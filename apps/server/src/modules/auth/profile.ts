import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES, PROFILE_PHOTO_MAX_BYTES, profileUpdateSchema } from '@rentfront/shared';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { imagePrefixFromUrl, IMAGE_MIME_TYPES, storeImage } from '../../platform/images/images';
import { notFound } from '../../platform/http/errors';
import type { MultipartResult } from '../../platform/uploads';
import { field, type FileRule } from '../../platform/uploads';
import { findUserById, toPublicUser } from './users';

export const PROFILE_PHOTO_RULE: FileRule = {
  maxBytes: PROFILE_PHOTO_MAX_BYTES,
  maxCount: 1,
  accept: IMAGE_MIME_TYPES,
  tooLarge: () => AUTH_MESSAGES.photoTooLarge,
  wrongType: () => AUTH_MESSAGES.photoNotImage,
};

export async function getProfile(ctx: AppContext, userId: string) {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw notFound('User not found');
  return toPublicUser(user);
}

/** Applies the profile form: name and phone; e-mail is read-only; a photo replaces the old one. */
export async function updateProfile(ctx: AppContext, userId: string, form: MultipartResult) {
  const current = await findUserById(ctx.db, userId);
  if (!current) throw notFound('User not found');
  const input = profileUpdateSchema.parse({ full_name: field(form.fields, 'full_name'), phone: form.fields.phone });
  const photo = form.files.find((f) => f.field === 'profile_photo');
  const stored = photo
    ? await storeImage(ctx.storage, 'profile', photo.bytes, { invalidMessage: AUTH_MESSAGES.photoNotImage, field: 'profile_photo' })
    : undefined;
  let updated: typeof current;
  try {
    [updated] = await ctx.db
      .update(users)
      .set({
        ...(input.full_name !== undefined ? { fullName: input.full_name } : {}),
        ...(input.phone !== undefined ? { phone: input.phone === '' ? null : input.phone } : {}),
        ...(stored ? { profilePhoto: stored.url } : {}),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
  } catch (err) {
    // The row was not changed, so the new variants would be orphans.
    if (stored) await ctx.storage.deletePrefix(stored.prefix).catch(() => undefined);
    throw err;
  }
  if (stored && current.profilePhoto) {
    const oldPrefix = imagePrefixFromUrl(current.profilePhoto);
    // The new photo is saved: a store hiccup while removing the old one must not fail the request.
    if (oldPrefix) {
      await ctx.storage
        .deletePrefix(oldPrefix)
        .catch((err) => ctx.logger.warn({ err, prefix: oldPrefix }, 'could not delete old profile photo'));
    }
  }
  return toPublicUser(updated);
}
