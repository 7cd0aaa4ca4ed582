import { and, count, desc, eq, gte, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  TEAM_MESSAGES,
  TEAM_RECENT_COUNT,
  type TeamListQuery,
  type TeamMemberCreateInput,
  type TeamMemberUpdateInput,
  type TeamStats,
} from '@rentfront/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { teamMembers } from '../../db/schema';
import { AppError, notFound } from '../../platform/http/errors';
import { offsetPagination } from '../../platform/offset-pagination';
import { containsPattern } from '../../platform/search-text';
import type { StoredImage } from '../../platform/images/images';
import { deleteTeamPhoto, storeTeamPhoto } from './photo';
import { toAdminTeamMember, type TeamRow } from './serialize';
import { isUuid } from '../../platform/ids';

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

function checkId(id: string): void {
  if (!isUuid(id)) throw notFound(TEAM_MESSAGES.notFound);
}

/** `%term%` with LIKE wildcards in the term taken literally. */
const emailTaken = () => new AppError(409, TEAM_MESSAGES.emailTaken, { email: TEAM_MESSAGES.emailTaken });

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Newest first; search in name and e-mail; position compared without case. */
export async function listTeam(db: DbOrTx, query: TeamListQuery, activeOnly: boolean) {
  const conditions: (SQL | undefined)[] = [];
  if (activeOnly) conditions.push(eq(teamMembers.isActive, true));
  if (query.position) conditions.push(sql`lower(${teamMembers.positionName}) = lower(${query.position})`);
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(teamMembers.name, pattern), ilike(teamMembers.email, pattern)));
  }
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(teamMembers)
      .where(where)
      .orderBy(desc(teamMembers.createdAt), desc(teamMembers.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(teamMembers).where(where),
  ]);
  return { rows, pagination: offsetPagination(query, Number(total), rows.length) };
}

/** Counters over the whole team (they do not follow the list's filters). */
export async function teamStats(db: DbOrTx): Promise<TeamStats> {
  const since = new Date(Date.now() - THIRTY_DAYS_MS);
  const [[totals], positions, recent] = await Promise.all([
    db
      .select({
        total: count(),
        active: sql<number>`count(*) filter (where ${teamMembers.isActive})`.mapWith(Number),
        admins: sql<number>`count(*) filter (where ${teamMembers.role} = 'admin')`.mapWith(Number),
        addedThisMonth: sql<number>`count(*) filter (where ${gte(teamMembers.createdAt, since)})`.mapWith(Number),
      })
      .from(teamMembers),
    db
      .select({ name: teamMembers.positionName, n: count() })
      .from(teamMembers)
      .groupBy(teamMembers.positionName)
      .orderBy(desc(count()), teamMembers.positionName),
    db.select().from(teamMembers).orderBy(desc(teamMembers.createdAt), desc(teamMembers.id)).limit(TEAM_RECENT_COUNT),
  ]);
  const total = Number(totals.total);
  return {
    total,
    active: totals.active,
    inactive: total - totals.active,
    admins: totals.admins,
    positions: Object.fromEntries(positions.map((p) => [p.name, Number(p.n)])),
    recent_members: recent.map(toAdminTeamMember),
    added_this_month: totals.addedThisMonth,
  };
}

export async function getTeamMember(db: DbOrTx, id: string, activeOnly: boolean): Promise<TeamRow> {
  checkId(id);
  const [row] = await db.select().from(teamMembers).where(eq(teamMembers.id, id)).limit(1);
  if (!row || (activeOnly && !row.isActive)) throw notFound(TEAM_MESSAGES.notFound);
  return row;
}

async function assertEmailFree(db: DbOrTx, email: string, exceptId?: string): Promise<void> {
  const sameEmail = sql`lower(${teamMembers.email}) = lower(${email})`;
  const [row] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(exceptId ? and(sameEmail, ne(teamMembers.id, exceptId)) : sameEmail)
    .limit(1);
  if (row) throw emailTaken();
}

/**
 * Runs a write that references a freshly stored photo: if the write fails the photo goes, and a
 * unique-index race on the e-mail is the same 409 as the early check.
 */
async function withPhoto<T>(ctx: AppContext, photo: StoredImage | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    await deleteTeamPhoto(ctx, photo?.url);
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}

export async function createTeamMember(ctx: AppContext, input: TeamMemberCreateInput, photoBytes?: Buffer): Promise<TeamRow> {
  await assertEmailFree(ctx.db, input.email);
  const photo = photoBytes ? await storeTeamPhoto(ctx, photoBytes) : undefined;
  return withPhoto(ctx, photo, async () => {
    const [row] = await ctx.db
      .insert(teamMembers)
      .values({
        name: input.name,
        age: input.age,
        email: input.email,
        positionName: input.position_name,
        description: input.description ?? null,
        phone: input.phone ?? null,
        role: input.role ?? 'member',
        isActive: input.is_active ?? true,
        photo: photo?.url ?? null,
        photoSrcset: photo?.srcset ?? null,
      })
      .returning();
    return row;
  });
}

/** Applies the sent fields; a new photo replaces the old one, `remove_photo` drops it. */
export async function updateTeamMember(ctx: AppContext, id: string, input: TeamMemberUpdateInput, photoBytes?: Buffer): Promise<TeamRow> {
  await getTeamMember(ctx.db, id, false);
  if (input.email !== undefined) await assertEmailFree(ctx.db, input.email, id);
  const photo = photoBytes ? await storeTeamPhoto(ctx, photoBytes) : undefined;
  const dropPhoto = !photo && input.remove_photo === true;
  const { row, previousPhoto } = await withPhoto(ctx, photo, () =>
    ctx.db.transaction(async (tx) => {
      // Lock the row so the photo deleted afterwards is the one this write replaced.
      const [current] = await tx.select({ photo: teamMembers.photo }).from(teamMembers).where(eq(teamMembers.id, id)).for('update');
      if (!current) throw notFound(TEAM_MESSAGES.notFound);
      const [updated] = await tx
        .update(teamMembers)
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.age !== undefined ? { age: input.age } : {}),
          ...(input.email !== undefined ? { email: input.email } : {}),
          ...(input.position_name !== undefined ? { positionName: input.position_name } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.phone !== undefined ? { phone: input.phone } : {}),
          ...(input.role !== undefined ? { role: input.role } : {}),
          ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
          ...(photo ? { photo: photo.url, photoSrcset: photo.srcset } : {}),
          ...(dropPhoto ? { photo: null, photoSrcset: null } : {}),
          updatedAt: new Date(),
        })
        .where(eq(teamMembers.id, id))
        .returning();
      return { row: updated, previousPhoto: current.photo };
    }),
  );
  if ((photo || dropPhoto) && previousPhoto) await deleteTeamPhoto(ctx, previousPhoto);
  return row;
}

export async function deleteTeamMember(ctx: AppContext, id: string): Promise<void> {
  checkId(id);
  const [row] = await ctx.db.delete(teamMembers).where(eq(teamMembers.id, id)).returning({ photo: teamMembers.photo });
  if (!row) throw notFound(TEAM_MESSAGES.notFound);
  await deleteTeamPhoto(ctx, row.photo);
}
