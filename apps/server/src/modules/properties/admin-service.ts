import { and, eq, notInArray } from 'drizzle-orm';
import { PROPERTY_MESSAGES, type Property, type PropertyCreateInput } from '@rentfront/shared';
import type { AppContext } from '../../context';
import { properties, propertyMedia } from '../../db/schema';
import type { StoredImage } from '../../platform/images/images';
import { notFound } from '../../platform/http/errors';
import type { UploadedFile } from '../../platform/uploads';
import { checkChangedAvailableFrom, checkPublishable, toColumns, type UpdateFields } from './form';
import { deleteImageFiles, storePropertyImages } from './images';
import { parseImageCaptions, planMedia } from './media-plan';
import { getProperty } from './service';
import { makeSlug } from './slug';
import { isUuid } from '../../platform/ids';

const mediaRow = (propertyId: string, image: StoredImage, position: number, caption: string | null = null) => ({
  propertyId,
  url: image.url,
  width: image.width || null,
  height: image.height || null,
  position,
  isCover: position === 0,
  caption,
});

/** Runs `write`; if it fails, the images stored for it are removed so nothing is half-kept. */
async function withStoredImages<T>(ctx: AppContext, files: UploadedFile[], write: (images: StoredImage[]) => Promise<T>): Promise<T> {
  const images = await storePropertyImages(ctx.storage, files);
  try {
    return await write(images);
  } catch (err) {
    await deleteImageFiles(
      ctx.storage,
      images.map((i) => i.url),
      ctx.logger,
    );
    throw err;
  }
}

// Every write here clears ctx.readCaches once it has committed, whoever calls it (admin routes,
// the demo seed), so anonymous visitors never get a cached listing, detail or sitemap from
// before the write.

/** POST /api/admin/properties/add: the property and its images, in order, first one the cover. */
export async function createProperty(
  ctx: AppContext,
  input: PropertyCreateInput,
  files: UploadedFile[],
  captions: (string | null)[] = [],
): Promise<Property> {
  const id = await withStoredImages(ctx, files, (images) =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(properties)
        .values({ ...(toColumns(input) as typeof properties.$inferInsert), slug: makeSlug(input.title) })
        .returning({ id: properties.id });
      if (images.length) await tx.insert(propertyMedia).values(images.map((img, i) => mediaRow(row.id, img, i, captions[i] ?? null)));
      return row.id;
    }),
  );
  ctx.readCaches.clear();
  return getProperty(ctx.db, id);
}

async function currentMedia(ctx: AppContext, propertyId: string) {
  return ctx.db
    .select({ id: propertyMedia.id, url: propertyMedia.url })
    .from(propertyMedia)
    .where(eq(propertyMedia.propertyId, propertyId))
    .orderBy(propertyMedia.position, propertyMedia.id);
}

/** 404 for an unknown or malformed id, before any upload is processed. */
export async function assertPropertyExists(ctx: AppContext, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(PROPERTY_MESSAGES.notFound);
  const [row] = await ctx.db.select({ id: properties.id }).from(properties).where(eq(properties.id, id)).limit(1);
  if (!row) throw notFound(PROPERTY_MESSAGES.notFound);
}

/** The rules that depend on what is stored: a changed available-from date, and publishing with every fee known. */
async function checkUpdateRules(ctx: AppContext, id: string, fields: UpdateFields): Promise<void> {
  const { values } = fields;
  if (!values.available_from && !values.status && !values.fees) return;
  const [stored] = await ctx.db
    .select({ availableFrom: properties.availableFrom, status: properties.status, fees: properties.fees })
    .from(properties)
    .where(eq(properties.id, id));
  if (!stored) throw notFound(PROPERTY_MESSAGES.notFound);
  checkChangedAvailableFrom(values.available_from, stored.availableFrom);
  checkPublishable(values.status ?? stored.status, values.fees ?? stored.fees);
}

/**
 * PUT /api/admin/properties/{id}: changed fields, the kept images in their new order, new
 * uploads. Files of removed images are deleted only after the commit, so a failed update
 * never loses a picture.
 */
export async function updateProperty(
  ctx: AppContext,
  id: string,
  fields: UpdateFields,
  keep: string[] | undefined,
  files: UploadedFile[],
  /** `image_captions`: one per image of the result, in order; absent keeps the stored captions. */
  captionsField?: string,
): Promise<Property> {
  await assertPropertyExists(ctx, id);
  await checkUpdateRules(ctx, id, fields);
  const before = await currentMedia(ctx, id);
  const plan = planMedia(before, keep, files.length);
  const captions = parseImageCaptions(captionsField, plan.length);
  await withStoredImages(ctx, files, (images) =>
    ctx.db.transaction(async (tx) => {
      const updated = await tx
        .update(properties)
        .set({ ...toColumns(fields.values, fields.cleared), updatedAt: new Date() })
        .where(eq(properties.id, id))
        .returning({ id: properties.id });
      if (!updated.length) throw notFound(PROPERTY_MESSAGES.notFound);
      const keptIds = plan.flatMap((slot) => (slot.kind === 'existing' ? [slot.media.id] : []));
      await tx
        .delete(propertyMedia)
        .where(
          keptIds.length ? and(eq(propertyMedia.propertyId, id), notInArray(propertyMedia.id, keptIds)) : eq(propertyMedia.propertyId, id),
        );
      for (const [position, slot] of plan.entries()) {
        if (slot.kind === 'existing') {
          await tx
            .update(propertyMedia)
            .set({ position, isCover: position === 0, ...(captions ? { caption: captions[position] ?? null } : {}) })
            .where(eq(propertyMedia.id, slot.media.id));
        } else {
          await tx.insert(propertyMedia).values(mediaRow(id, images[slot.index], position, captions?.[position] ?? null));
        }
      }
    }),
  );
  // Before the old files go: nothing cached may point visitors at them any more.
  ctx.readCaches.clear();
  const kept = new Set(plan.flatMap((slot) => (slot.kind === 'existing' ? [slot.media.id] : [])));
  await deleteImageFiles(
    ctx.storage,
    before.filter((m) => !kept.has(m.id)).map((m) => m.url),
    ctx.logger,
  );
  return getProperty(ctx.db, id);
}

/**
 * DELETE: the property and its media rows; other domains keep their own copies (their foreign
 * keys are ON DELETE SET NULL). Image files go after the commit.
 */
export async function deleteProperty(ctx: AppContext, id: string): Promise<void> {
  await assertPropertyExists(ctx, id);
  const media = await currentMedia(ctx, id);
  const deleted = await ctx.db.delete(properties).where(eq(properties.id, id)).returning({ id: properties.id });
  if (!deleted.length) throw notFound(PROPERTY_MESSAGES.notFound);
  ctx.readCaches.clear();
  await deleteImageFiles(
    ctx.storage,
    media.map((m) => m.url),
    ctx.logger,
  );
}
