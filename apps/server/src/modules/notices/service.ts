import { and, count, desc, eq, getTableColumns, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { NOTICE_MESSAGES, type NoticeListQuery, type NoticeStats, type NoticeUpdateValues } from '@rentfront/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { notices, properties } from '../../db/schema';
import { badRequest, notFound } from '../../platform/http/errors';
import { offsetPagination } from '../../platform/offset-pagination';
import { containsPattern } from '../../platform/search-text';
import { sortedOrder } from '../../platform/list-sort';
import type { UploadedFile } from '../../platform/uploads';
import { assertRealWordFile, noticeStorageKey, noticeStoragePrefix } from './files';
import type { NoticeCreateInput } from './input';
import type { NoticeListRow, NoticeRow } from './serialize';
import { isUuid } from '../../platform/ids';

/** `%term%` with LIKE wildcards in the term taken literally. */
function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(ilike(notices.title, pattern), ilike(notices.description, pattern));
}

/** The header sorts of the admin list (LIST_SORTS.notices). */
const SORTS = { title: notices.title, created_at: notices.createdAt };

/** The public page and the public download: active notices for everyone (ADR 0038). */
export const PUBLIC_NOTICES = and(eq(notices.isActive, true), isNull(notices.propertyId))!;

/** A notice with the title of the property it is for. */
const selectWithProperty = (db: DbOrTx) =>
  db
    .select({ ...getTableColumns(notices), propertyTitle: properties.title })
    .from(notices)
    .leftJoin(properties, eq(properties.id, notices.propertyId));

async function listWhere(db: DbOrTx, where: SQL | undefined, query: NoticeListQuery) {
  const [rows, [{ total }]] = await Promise.all([
    selectWithProperty(db)
      .where(where)
      .orderBy(...sortedOrder(SORTS, query.sort, query.dir, notices.id, [desc(notices.createdAt), desc(notices.id)]))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(notices).where(where),
  ]);
  return { rows, pagination: offsetPagination(query, Number(total), rows.length) };
}

/** Active notices for everyone, newest first, searched in title and description. */
export function listActiveNotices(db: DbOrTx, query: NoticeListQuery) {
  return listWhere(db, and(PUBLIC_NOTICES, searchCondition(query.search)), query);
}

/** Every notice, for the admin table. */
export function listAllNotices(db: DbOrTx, query: NoticeListQuery) {
  return listWhere(db, searchCondition(query.search), query);
}

/** Counts over all notices (the admin cards do not follow the search). */
export async function noticeStats(db: DbOrTx): Promise<NoticeStats> {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${notices.isActive})`.mapWith(Number),
    })
    .from(notices);
  const total = Number(row.total);
  return { total, active: row.active, inactive: total - row.active };
}

/** A notice by id; a malformed id is as unknown as a missing one (404). */
export async function getNotice(db: DbOrTx, id: string, scope?: SQL): Promise<NoticeListRow> {
  if (!isUuid(id)) throw notFound(NOTICE_MESSAGES.notFound);
  const [row] = await selectWithProperty(db)
    .where(and(eq(notices.id, id), scope))
    .limit(1);
  if (!row) throw notFound(NOTICE_MESSAGES.notFound);
  return row;
}

/**
 * A notice's attachment, when the notice is within `scope` (PUBLIC_NOTICES for the public route,
 * the resident's notices for the portal, none for staff); outside it is as unknown as a missing one.
 */
export async function getDownloadableNotice(
  db: DbOrTx,
  id: string,
  scope: SQL | undefined,
): Promise<NoticeRow & { file: string; originalFilename: string; fileType: string }> {
  const row = await getNotice(db, id, scope);
  if (!row.file || !row.originalFilename || !row.fileType) throw notFound(NOTICE_MESSAGES.fileNotFound);
  return row as NoticeRow & { file: string; originalFilename: string; fileType: string };
}

interface StoredFile {
  key: string;
  originalFilename: string;
  fileType: string;
  fileSize: number;
}

/** A notice may be for a property that exists (400 on the field otherwise). */
async function assertPropertyExists(db: DbOrTx, propertyId: string | null | undefined): Promise<void> {
  if (!propertyId) return;
  const [found] = isUuid(propertyId)
    ? await db.select({ id: properties.id }).from(properties).where(eq(properties.id, propertyId)).limit(1)
    : [];
  if (!found) throw badRequest(NOTICE_MESSAGES.propertyNotFound, { property_id: NOTICE_MESSAGES.propertyNotFound });
}

/** Checks the attachment is what it claims and writes it to the private area. */
async function storeAttachment(ctx: AppContext, file: UploadedFile, originalFilename: string): Promise<StoredFile> {
  assertRealWordFile(file);
  const key = noticeStorageKey(file);
  await ctx.storage.put(key, file.bytes, file.mime);
  return { key, originalFilename, fileType: file.mime, fileSize: file.bytes.length };
}

/** Deletes a stored attachment; a failure is logged, never turned into a failed request. */
async function removeAttachment(ctx: AppContext, key: string | null | undefined): Promise<void> {
  if (!key) return;
  try {
    await ctx.storage.deletePrefix(noticeStoragePrefix(key));
  } catch (err) {
    ctx.logger.warn({ err, key }, 'could not delete notice attachment');
  }
}

/** Runs a write that references a freshly stored file, removing the file if the write fails. */
async function withStoredFile<T>(ctx: AppContext, stored: StoredFile | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    await removeAttachment(ctx, stored?.key);
    throw err;
  }
}

export async function createNotice(
  ctx: AppContext,
  input: NoticeCreateInput,
  file: UploadedFile | undefined,
  originalFilename: string | undefined,
): Promise<NoticeListRow> {
  await assertPropertyExists(ctx.db, input.propertyId);
  const stored = file ? await storeAttachment(ctx, file, originalFilename ?? file.filename) : undefined;
  const id = await withStoredFile(ctx, stored, async () => {
    const [row] = await ctx.db
      .insert(notices)
      .values({
        title: input.title,
        description: input.description,
        isActive: input.isActive,
        propertyId: input.propertyId,
        file: stored?.key ?? null,
        originalFilename: stored?.originalFilename ?? null,
        fileType: stored?.fileType ?? null,
        fileSize: stored?.fileSize ?? null,
      })
      .returning({ id: notices.id });
    return row.id;
  });
  return getNotice(ctx.db, id);
}

/**
 * Applies the sent fields. A new file replaces the old one; `remove_file` drops it. The old
 * file is deleted only once the row no longer points at it (after the write commits).
 */
export async function updateNotice(
  ctx: AppContext,
  id: string,
  input: NoticeUpdateValues,
  file: UploadedFile | undefined,
  originalFilename: string | undefined,
): Promise<NoticeListRow> {
  await getNotice(ctx.db, id);
  await assertPropertyExists(ctx.db, input.property_id);
  const stored = file ? await storeAttachment(ctx, file, originalFilename ?? file.filename) : undefined;
  const dropFile = !stored && input.remove_file === true;
  const { previousFile } = await withStoredFile(ctx, stored, () =>
    ctx.db.transaction(async (tx) => {
      // Lock the row so the file we delete afterwards is the one this write replaced.
      const [current] = await tx.select({ file: notices.file }).from(notices).where(eq(notices.id, id)).for('update');
      if (!current) throw notFound(NOTICE_MESSAGES.notFound);
      await tx
        .update(notices)
        .set({
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.description !== undefined ? { description: input.description === '' ? null : input.description } : {}),
          ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
          ...(input.property_id !== undefined ? { propertyId: input.property_id } : {}),
          ...(stored
            ? { file: stored.key, originalFilename: stored.originalFilename, fileType: stored.fileType, fileSize: stored.fileSize }
            : {}),
          ...(dropFile ? { file: null, originalFilename: null, fileType: null, fileSize: null } : {}),
          updatedAt: new Date(),
        })
        .where(eq(notices.id, id));
      return { previousFile: current.file };
    }),
  );
  if ((stored || dropFile) && previousFile) await removeAttachment(ctx, previousFile);
  return getNotice(ctx.db, id);
}

export async function setNoticeActive(ctx: AppContext, id: string, isActive: boolean | 'toggle'): Promise<NoticeListRow> {
  if (!isUuid(id)) throw notFound(NOTICE_MESSAGES.notFound);
  const [row] = await ctx.db
    .update(notices)
    .set({ isActive: isActive === 'toggle' ? sql`not ${notices.isActive}` : isActive, updatedAt: new Date() })
    .where(eq(notices.id, id))
    .returning({ id: notices.id });
  if (!row) throw notFound(NOTICE_MESSAGES.notFound);
  return getNotice(ctx.db, row.id);
}

export async function deleteNotice(ctx: AppContext, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(NOTICE_MESSAGES.notFound);
  const [row] = await ctx.db.delete(notices).where(eq(notices.id, id)).returning({ file: notices.file });
  if (!row) throw notFound(NOTICE_MESSAGES.notFound);
  await removeAttachment(ctx, row.file);
}
