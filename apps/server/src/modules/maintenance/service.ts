import type { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import {
  canChangeMaintenanceStatus,
  maintenanceCreateSchema,
  maintenanceUpdateSchema,
  MAINTENANCE_MAX_PHOTOS,
  MAINTENANCE_MESSAGES,
  MAINTENANCE_STATUS_LABELS,
  type MaintenanceRequest,
} from '@rentfront/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { maintenancePhotos, maintenanceRequests, properties } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { badRequest, notFound, unprocessable } from '../../platform/http/errors';
import type { UploadedFile } from '../../platform/uploads';
import {
  deletePhotoFiles,
  nextPhotoPosition,
  photoRows,
  prepareAll,
  recordStoredPhotos,
  storePhotos,
  PHOTO_FILE,
  THUMB_FILE,
} from './photos';
import { insertRequestWithPhotos } from './insert-request';
import { findRequest } from './queries';
import { isUuid } from '../../platform/ids';
import { recordMaintenanceEvent } from './timeline';
import { parseBody } from './validate';

type RequestInsert = typeof maintenanceRequests.$inferInsert;

const notFoundError = () => notFound(MAINTENANCE_MESSAGES.notFound);

export async function getRequest(ctx: AppContext, id: string): Promise<MaintenanceRequest> {
  const request = await findRequest(ctx.db, id);
  if (!request) throw notFoundError();
  return request;
}

async function assertPropertyExists(db: DbOrTx, propertyId: string | null | undefined): Promise<void> {
  if (!propertyId) return;
  const [row] = await db.select({ id: properties.id }).from(properties).where(eq(properties.id, propertyId)).limit(1);
  if (!row) throw badRequest(MAINTENANCE_MESSAGES.propertyNotFound, { property_id: MAINTENANCE_MESSAGES.propertyNotFound });
}

/** Creates a request from the multipart form: fields checked first, then insertRequestWithPhotos. */
export async function createRequest(ctx: AppContext, fields: Record<string, string>, files: UploadedFile[]): Promise<MaintenanceRequest> {
  const input = parseBody(maintenanceCreateSchema, fields);
  await assertPropertyExists(ctx.db, input.property_id);
  const id = await insertRequestWithPhotos(
    ctx,
    {
      tenantName: input.tenant_name,
      tenantPhone: input.tenant_phone ?? null,
      tenantEmail: input.tenant_email ?? null,
      propertyId: input.property_id ?? null,
      propertyAddress: input.property_address,
      propertyUnit: input.property_unit ?? null,
      issueTitle: input.issue_title,
      issueDescription: input.issue_description,
      priority: input.priority,
      contractorEmail: input.contractor_email,
      contractorName: input.contractor_name ?? null,
      contractorPhone: input.contractor_phone ?? null,
      estimatedCost: input.estimated_cost ?? null,
      notes: input.notes ?? null,
    },
    files,
  );
  return getRequest(ctx, id);
}

/** Maps the `photos` list of an update (URLs or ids) to the ids of this request's photos. */
function photoIdsToKeep(keep: string[], current: { id: string }[]): Set<string> {
  const known = new Set(current.map((p) => p.id));
  const ids = new Set<string>();
  for (const entry of keep) {
    const match = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?(?:\?.*)?$/i.exec(entry.trim());
    const id = match?.[1]?.toLowerCase();
    if (!id || !known.has(id)) {
      throw badRequest(MAINTENANCE_MESSAGES.unknownPhoto, { photos: MAINTENANCE_MESSAGES.unknownPhoto });
    }
    ids.add(id);
  }
  return ids;
}

/**
 * Applies a JSON update: the fields sent, a status change allowed by MAINTENANCE_TRANSITIONS
 * (completed stamps completed_at), and optionally the list of photos to keep.
 */
export async function updateRequest(ctx: AppContext, id: string, body: unknown): Promise<MaintenanceRequest> {
  if (!isUuid(id)) throw notFoundError();
  const input = parseBody(maintenanceUpdateSchema, body ?? {});
  await assertPropertyExists(ctx.db, input.property_id);
  const removed = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(maintenanceRequests).where(eq(maintenanceRequests.id, id)).for('update');
    if (!current) throw notFoundError();

    const now = new Date();
    const set: Partial<RequestInsert> = { updatedAt: now };
    if (input.status !== undefined && input.status !== current.status) {
      const from = current.status;
      const to = input.status;
      if (from === 'pending' && to === 'sent_to_contractor') {
        throw unprocessable(MAINTENANCE_MESSAGES.useSendToContractor, { status: MAINTENANCE_MESSAGES.useSendToContractor });
      }
      if (!canChangeMaintenanceStatus(from, to)) {
        const message = MAINTENANCE_MESSAGES.illegalTransition(
          MAINTENANCE_STATUS_LABELS[from].toLowerCase(),
          MAINTENANCE_STATUS_LABELS[to].toLowerCase(),
        );
        throw unprocessable(message, { status: message });
      }
      set.status = to;
      if (to === 'completed') set.completedAt = now;
      await recordMaintenanceEvent(tx, { requestId: id, kind: 'status_changed', actor: 'office', status: to, at: now }, ctx.config);
    }
    // `undefined` means "not sent"; null clears an optional field.
    const assign = <K extends keyof RequestInsert>(key: K, value: RequestInsert[K] | undefined) => {
      if (value !== undefined) set[key] = value;
    };
    assign('tenantName', input.tenant_name);
    assign('tenantPhone', input.tenant_phone);
    assign('tenantEmail', input.tenant_email);
    assign('propertyId', input.property_id);
    assign('propertyAddress', input.property_address);
    assign('propertyUnit', input.property_unit);
    assign('issueTitle', input.issue_title);
    assign('issueDescription', input.issue_description);
    assign('priority', input.priority);
    assign('contractorEmail', input.contractor_email);
    assign('contractorName', input.contractor_name);
    assign('contractorPhone', input.contractor_phone);
    assign('estimatedCost', input.estimated_cost);
    assign('notes', input.notes);
    await tx.update(maintenanceRequests).set(set).where(eq(maintenanceRequests.id, id));

    if (input.photos === undefined) return [];
    const photos = await tx
      .select({ id: maintenancePhotos.id, prefix: maintenancePhotos.storagePrefix })
      .from(maintenancePhotos)
      .where(eq(maintenancePhotos.requestId, id));
    const keep = photoIdsToKeep(input.photos, photos);
    const drop = photos.filter((p) => !keep.has(p.id));
    if (drop.length) {
      await tx.delete(maintenancePhotos).where(
        inArray(
          maintenancePhotos.id,
          drop.map((p) => p.id),
        ),
      );
    }
    return drop.map((p) => p.prefix);
  });
  await deletePhotoFiles(ctx, removed);
  return getRequest(ctx, id);
}

/** Adds photos to an existing request, never past the limit of 10 in total. */
export async function addPhotos(ctx: AppContext, id: string, files: UploadedFile[]): Promise<MaintenanceRequest> {
  if (!isUuid(id)) throw notFoundError();
  if (files.length === 0) {
    const message = 'Please choose at least one photo';
    throw badRequest(message, { photos: message });
  }
  const prepared = await prepareAll(files);
  const stored = await storePhotos(ctx, prepared);
  await recordStoredPhotos(ctx, stored, () =>
    ctx.db.transaction(async (tx) => {
      // The row lock makes two concurrent uploads count each other's photos.
      const [current] = await tx
        .select({ id: maintenanceRequests.id })
        .from(maintenanceRequests)
        .where(eq(maintenanceRequests.id, id))
        .for('update');
      if (!current) throw notFoundError();
      const { count, next } = await nextPhotoPosition(tx, id);
      if (count + stored.length > MAINTENANCE_MAX_PHOTOS) {
        throw badRequest(MAINTENANCE_MESSAGES.tooManyPhotos, { photos: MAINTENANCE_MESSAGES.tooManyPhotos });
      }
      await tx.insert(maintenancePhotos).values(photoRows(id, stored, next));
      await tx.update(maintenanceRequests).set({ updatedAt: new Date() }).where(eq(maintenanceRequests.id, id));
    }),
  );
  return getRequest(ctx, id);
}

/** How many photos a request has (to bound an upload before it is read); 404 if it does not exist. */
export async function photoCount(ctx: AppContext, id: string): Promise<number> {
  if (!isUuid(id)) throw notFoundError();
  const [row] = await ctx.db.select({ id: maintenanceRequests.id }).from(maintenanceRequests).where(eq(maintenanceRequests.id, id));
  if (!row) throw notFoundError();
  return (await nextPhotoPosition(ctx.db, id)).count;
}

/** Deletes the request and its photo rows, then (after the commit) its photo files. */
export async function deleteRequest(ctx: AppContext, id: string, actorId: string, ip?: string): Promise<void> {
  if (!isUuid(id)) throw notFoundError();
  const prefixes = await ctx.db.transaction(async (tx) => {
    const photos = await tx
      .select({ prefix: maintenancePhotos.storagePrefix })
      .from(maintenancePhotos)
      .where(eq(maintenancePhotos.requestId, id));
    const deleted = await tx.delete(maintenanceRequests).where(eq(maintenanceRequests.id, id)).returning({ id: maintenanceRequests.id });
    if (deleted.length === 0) throw notFoundError();
    await writeAudit(tx, { actorId, action: 'maintenance.delete', entityType: 'maintenance_request', entityId: id, ip });
    return photos.map((p) => p.prefix);
  });
  await deletePhotoFiles(ctx, prefixes);
}

export interface PhotoFile {
  /** The photo's bytes, streamed from the store. */
  stream: Readable;
  size: number;
  contentType: string;
  filename: string;
}

/** One photo of one request (full JPEG or thumbnail), opened for streaming; 404 for anything else. */
export async function getPhotoFile(ctx: AppContext, id: string, photoId: string, size: 'full' | 'thumb'): Promise<PhotoFile> {
  const missing = () => notFound(MAINTENANCE_MESSAGES.photoNotFound);
  if (!isUuid(id) || !isUuid(photoId)) throw missing();
  const [photo] = await ctx.db.select().from(maintenancePhotos).where(eq(maintenancePhotos.id, photoId)).limit(1);
  if (!photo || photo.requestId !== id) throw missing();
  const object = await ctx.storage.open(`${photo.storagePrefix}/${size === 'thumb' ? THUMB_FILE : PHOTO_FILE}`);
  if (!object) throw missing();
  return {
    stream: object.stream,
    size: object.size,
    contentType: size === 'thumb' ? 'image/webp' : 'image/jpeg',
    filename: photo.originalFilename,
  };
}
