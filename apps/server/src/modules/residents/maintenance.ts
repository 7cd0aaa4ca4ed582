import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { MAINTENANCE_MAX_PHOTOS, MAINTENANCE_STATUS_LABELS, maintenanceEventText } from '@rentfront/shared';
import {
  RESIDENT_MAINTENANCE_CATEGORY_LABELS,
  RESIDENT_MESSAGES as M,
  residentMaintenanceCreateSchema,
  type ResidentMaintenance,
} from '@rentfront/shared/residents';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { leaseResidents, leases, maintenanceEvents, maintenancePhotos, maintenanceRequests, type ResidentRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../platform/http/errors';
import type { UploadedFile } from '../../platform/uploads';
import { nextPhotoPosition, photoRows, prepareAll, recordStoredPhotos, storePhotos } from '../maintenance/photos';
import { insertRequestWithPhotos } from '../maintenance/insert-request';
import { recordMaintenanceEvent } from '../maintenance/timeline';
import { parseBody } from '../maintenance/validate';
import { isUuid } from '../../platform/ids';

type RequestRow = typeof maintenanceRequests.$inferSelect;

/** The resident's active lease (the newest, should there be a renewal beside it), or undefined. */
export async function activeLeaseOf(db: DbOrTx, residentId: string) {
  const mine = db.select({ id: leaseResidents.leaseId }).from(leaseResidents).where(eq(leaseResidents.residentId, residentId));
  const [lease] = await db
    .select()
    .from(leases)
    .where(and(inArray(leases.id, mine), eq(leases.status, 'active')))
    .orderBy(desc(leases.startDate))
    .limit(1);
  return lease;
}

/** A request of this resident, or undefined (unknown, malformed or someone else's: the same 404). */
async function findOwnRequest(db: DbOrTx, residentId: string, id: string, lock = false): Promise<RequestRow | undefined> {
  if (!isUuid(id)) return undefined;
  const query = db
    .select()
    .from(maintenanceRequests)
    .where(and(eq(maintenanceRequests.id, id), eq(maintenanceRequests.residentId, residentId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

async function ownRequestOr404(db: DbOrTx, residentId: string, id: string, lock = false): Promise<RequestRow> {
  const row = await findOwnRequest(db, residentId, id, lock);
  if (!row) throw notFound(M.notFound);
  return row;
}

/**
 * The request as its resident sees it: the steps of its timeline as plain lines (the office's and
 * contractor's notes stay theirs; the resident's own comments are shown), oldest first.
 */
async function toResidentMaintenance(db: DbOrTx, row: RequestRow, withTimeline: boolean): Promise<ResidentMaintenance> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(maintenancePhotos)
    .where(eq(maintenancePhotos.requestId, row.id));
  const events = withTimeline
    ? await db
        .select()
        .from(maintenanceEvents)
        .where(eq(maintenanceEvents.requestId, row.id))
        .orderBy(asc(maintenanceEvents.createdAt), asc(maintenanceEvents.seq))
        .limit(500)
    : [];
  return {
    id: row.id,
    lease_id: row.leaseId,
    category: row.category ?? 'other',
    title: row.issueTitle,
    description: row.issueDescription,
    status: row.status,
    priority: row.priority,
    entry_permission: row.entryPermission ?? false,
    best_times: row.bestTimes,
    photo_count: Number(count?.n ?? 0),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    timeline: [
      { kind: 'created', at: row.createdAt.toISOString(), text: 'Request sent to the office' },
      ...events.map((e) => ({
        kind: e.kind,
        at: e.createdAt.toISOString(),
        text:
          e.kind === 'comment'
            ? e.note
            : maintenanceEventText(e.kind, e.proposedDate, e.status ? MAINTENANCE_STATUS_LABELS[e.status] : null),
      })),
    ],
  };
}

export async function listOwnRequests(db: DbOrTx, residentId: string): Promise<ResidentMaintenance[]> {
  const rows = await db
    .select()
    .from(maintenanceRequests)
    .where(eq(maintenanceRequests.residentId, residentId))
    .orderBy(desc(maintenanceRequests.createdAt), desc(maintenanceRequests.id))
    .limit(200);
  return Promise.all(rows.map((row) => toResidentMaintenance(db, row, false)));
}

export async function getOwnRequest(db: DbOrTx, residentId: string, id: string): Promise<ResidentMaintenance> {
  return toResidentMaintenance(db, await ownRequestOr404(db, residentId, id), true);
}

/**
 * A request from the portal: tied to the resident's active lease and its property, the resident's
 * contact details copied as the tenant's (the office's list and e-mails read those). The photos
 * go the office form's way (insertRequestWithPhotos).
 */
export async function createResidentRequest(
  ctx: AppContext,
  resident: ResidentRow,
  fields: Record<string, string>,
  files: UploadedFile[],
): Promise<ResidentMaintenance> {
  const input = parseBody(residentMaintenanceCreateSchema, fields);
  const lease = await activeLeaseOf(ctx.db, resident.id);
  if (!lease) throw conflict(M.noActiveLease);
  const id = await insertRequestWithPhotos(
    ctx,
    {
      tenantName: resident.fullName,
      tenantPhone: resident.phone,
      tenantEmail: resident.email,
      propertyId: lease.propertyId,
      propertyAddress: lease.propertyAddress ?? lease.propertyTitle ?? '',
      issueTitle: RESIDENT_MAINTENANCE_CATEGORY_LABELS[input.category],
      issueDescription: input.description,
      priority: input.urgent ? 'urgent' : 'medium',
      // Chosen by the office when it sends the job (contractors/send-request.ts).
      contractorEmail: '',
      leaseId: lease.id,
      residentId: resident.id,
      category: input.category,
      entryPermission: input.entry_permission,
      bestTimes: input.best_times || null,
    },
    files,
  );
  return getOwnRequest(ctx.db, resident.id, id);
}

/** How many more photos a request of this resident takes (the office's limit of 10 in all). */
export async function photoRoomOf(ctx: AppContext, resident: ResidentRow, id: string): Promise<number> {
  const row = await ownRequestOr404(ctx.db, resident.id, id);
  const { count } = await nextPhotoPosition(ctx.db, row.id);
  return Math.max(0, MAINTENANCE_MAX_PHOTOS - count);
}

/** A comment and/or one photo from the resident, on the request's timeline (the office sees both). */
export async function addResidentComment(
  ctx: AppContext,
  resident: ResidentRow,
  id: string,
  comment: string | undefined,
  files: UploadedFile[],
): Promise<ResidentMaintenance> {
  const text = comment?.trim() ?? '';
  if (!text && files.length === 0) throw badRequest(M.commentEmpty, { comment: M.commentEmpty });
  if (text.length > 2000) throw badRequest(M.commentLong, { comment: M.commentLong });
  await ownRequestOr404(ctx.db, resident.id, id);
  const prepared = await prepareAll(files);
  const stored = await storePhotos(ctx, prepared);
  await recordStoredPhotos(ctx, stored, () =>
    ctx.db.transaction(async (tx) => {
      const row = await ownRequestOr404(tx, resident.id, id, true);
      const now = new Date();
      if (stored.length) {
        const { next } = await nextPhotoPosition(tx, row.id);
        await tx.insert(maintenancePhotos).values(photoRows(row.id, stored, next));
      }
      await tx.update(maintenanceRequests).set({ updatedAt: now }).where(eq(maintenanceRequests.id, row.id));
      const note = [text, stored.length ? `(${stored.length === 1 ? 'a photo' : `${stored.length} photos`} added)` : '']
        .filter(Boolean)
        .join(' ');
      await recordMaintenanceEvent(
        tx,
        { requestId: row.id, kind: 'comment', actor: 'resident', actorName: resident.fullName, note, at: now },
        ctx.config,
      );
    }),
  );
  return getOwnRequest(ctx.db, resident.id, id);
}

/** The resident confirms the job the office (or contractor) marked completed is done. Once is enough. */
export async function confirmResidentRequest(ctx: AppContext, resident: ResidentRow, id: string): Promise<ResidentMaintenance> {
  await ctx.db.transaction(async (tx) => {
    const row = await ownRequestOr404(tx, resident.id, id, true);
    if (row.status !== 'completed') throw conflict(M.notDoneYet);
    if (row.residentConfirmedAt) return;
    const now = new Date();
    await tx.update(maintenanceRequests).set({ residentConfirmedAt: now, updatedAt: now }).where(eq(maintenanceRequests.id, row.id));
    await recordMaintenanceEvent(
      tx,
      { requestId: row.id, kind: 'confirmed', actor: 'resident', actorName: resident.fullName, at: now },
      ctx.config,
    );
  });
  return getOwnRequest(ctx.db, resident.id, id);
}
