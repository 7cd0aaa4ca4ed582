import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { CONTRACTOR_MAX_LIST, CONTRACTOR_MESSAGES, type Contractor, type ContractorData } from '@rentfront/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { contractors, type ContractorRow } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { AppError, notFound } from '../../platform/http/errors';
import { toContractor } from './serialize';
import { isUuid } from '../../platform/ids';

const notFoundError = () => notFound(CONTRACTOR_MESSAGES.notFound);
const emailTaken = () => new AppError(409, CONTRACTOR_MESSAGES.emailTaken, { email: CONTRACTOR_MESSAGES.emailTaken });

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Deleted entries are gone for the office; only jobs and links still point at them. */
const live = isNull(contractors.deletedAt);

/** Jobs sent to each contractor, counted in the same query as the page (one round trip). */
// Spelled out with table names: inside the subquery a bare "id" would be the request's own id.
const jobCount = sql<number>`(select count(*)::int from "maintenance_requests" "m" where "m"."contractor_id" = "contractors"."id")`;

/** The directory, A to Z by what the list shows: the name, else the e-mail (bounded: at most CONTRACTOR_MAX_LIST). */
export async function listContractors(db: DbOrTx, filter: { active?: boolean }): Promise<Contractor[]> {
  const conditions: SQL[] = [live];
  if (filter.active !== undefined) conditions.push(eq(contractors.active, filter.active));
  const rows = await db
    .select({ row: contractors, jobs: jobCount })
    .from(contractors)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(coalesce(${contractors.name}, ${contractors.email}))`), asc(contractors.id))
    .limit(CONTRACTOR_MAX_LIST);
  return rows.map((r) => toContractor(r.row, Number(r.jobs)));
}

/** A live contractor by id, or undefined (malformed ids never reach SQL). */
export async function findContractor(db: DbOrTx, id: string): Promise<ContractorRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(contractors)
    .where(and(eq(contractors.id, id), live))
    .limit(1);
  return row;
}

/** A live contractor by e-mail, compared without case (the unique index's own expression). */
export async function findContractorByEmail(db: DbOrTx, email: string): Promise<ContractorRow | undefined> {
  const [row] = await db
    .select()
    .from(contractors)
    .where(and(sql`lower(${contractors.email}) = lower(${email.trim()})`, live))
    .limit(1);
  return row;
}

async function contractorWithJobs(db: DbOrTx, id: string): Promise<Contractor> {
  const [row] = await db.select({ row: contractors, jobs: jobCount }).from(contractors).where(eq(contractors.id, id)).limit(1);
  if (!row) throw notFoundError();
  return toContractor(row.row, Number(row.jobs));
}

const values = (input: ContractorData) => ({
  name: input.name ?? null,
  trade: input.trade ?? null,
  email: input.email,
  phone: input.phone ?? null,
  notes: input.notes ?? null,
  active: input.active,
});

/** Inserts a contractor; the caller has checked the input. 409 when the address is taken. */
export async function insertContractor(db: DbOrTx, input: ContractorData): Promise<ContractorRow> {
  const [{ n }] = await db.select({ n: count() }).from(contractors).where(live);
  if (Number(n) >= CONTRACTOR_MAX_LIST) throw new AppError(409, CONTRACTOR_MESSAGES.tooMany);
  if (await findContractorByEmail(db, input.email)) throw emailTaken();
  try {
    const [row] = await db.insert(contractors).values(values(input)).returning();
    return row;
  } catch (err) {
    // Two saves of one address at once: the unique index decides.
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}

export async function createContractor(ctx: AppContext, input: ContractorData, actorId: string, ip?: string): Promise<Contractor> {
  const row = await ctx.db.transaction(async (tx) => {
    const created = await insertContractor(tx, input);
    await writeAudit(tx, { actorId, action: 'contractor.create', entityType: 'contractor', entityId: created.id, ip });
    return created;
  });
  return toContractor(row, 0);
}

export async function updateContractor(
  ctx: AppContext,
  id: string,
  input: ContractorData,
  actorId: string,
  ip?: string,
): Promise<Contractor> {
  const current = await findContractor(ctx.db, id);
  if (!current) throw notFoundError();
  const other = await findContractorByEmail(ctx.db, input.email);
  if (other && other.id !== current.id) throw emailTaken();
  try {
    await ctx.db.transaction(async (tx) => {
      const updated = await tx
        .update(contractors)
        .set({ ...values(input), updatedAt: new Date() })
        .where(and(eq(contractors.id, current.id), live))
        .returning({ id: contractors.id });
      if (updated.length === 0) throw notFoundError();
      // The audit names what changed, never the values (they are contact details).
      const changed = (Object.keys(values(input)) as (keyof ReturnType<typeof values>)[]).filter((k) => values(input)[k] !== current[k]);
      await writeAudit(tx, {
        actorId,
        action: 'contractor.update',
        entityType: 'contractor',
        entityId: current.id,
        details: { changed },
        ip,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  return contractorWithJobs(ctx.db, current.id);
}

/**
 * Soft delete: the entry leaves the directory, but requests sent to it keep their contractor
 * fields and link, and links already e-mailed keep working (ADR 0017). Its address is free again.
 */
export async function deleteContractor(ctx: AppContext, id: string, actorId: string, ip?: string): Promise<void> {
  if (!isUuid(id)) throw notFoundError();
  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const deleted = await tx
      .update(contractors)
      .set({ deletedAt: now, active: false, updatedAt: now })
      .where(and(eq(contractors.id, id), live))
      .returning({ id: contractors.id });
    if (deleted.length === 0) throw notFoundError();
    await writeAudit(tx, { actorId, action: 'contractor.delete', entityType: 'contractor', entityId: id, ip });
  });
}
