import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import {
  APPLICATION_MESSAGES,
  APPLICATION_STATUSES,
  applicationListQuerySchema,
  isApplicantEmailStatus,
  type ApplicationDetail,
  type ApplicationListItem,
  type ApplicationListResult,
  type ApplicationSensitiveValues,
  type ApplicationStatus,
} from '@rentfront/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { applications, applicationUpdates } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { countedPagination, readListCounts, searchedTotal } from '../../platform/list-counts';
import { sortedOrder } from '../../platform/list-sort';
import { mayOccurInUuid, textMatchAny } from '../../platform/search-text';
import { badRequest, notFound } from '../../platform/http/errors';
import { enqueueEmail } from '../../platform/mail/outbox';
import { renderApplicantEmail } from './applicant-email-render';
import { templateFor } from './applicant-email-templates';
import { applicantUpdateEmail } from './emails';
import { getApplicationRow } from './lookup';
import { isUuid } from '../../platform/ids';
import { decryptSensitive, maskSensitive, PII_FIELDS } from './pii';
import { toDetail, toListItem } from './serialize';
import { statusPageUrlOf } from './status-link';

export type ListQuery = z.output<typeof applicationListQuerySchema>;

// A page of the list never reads the documents.
const {
  document: _document,
  idempotencyKey: _key,
  requestHash: _hash,
  statusTokenHash: _statusHash,
  statusTokenCipher: _statusCipher,
  ...LIST_COLUMNS
} = getTableColumns(applications);

/** Name, e-mail, reference or id matches the text (platform/search-text: each column's trigram index serves it). */
export function applicationSearch(term: string): SQL {
  const columns = [applications.fullName, applications.email, applications.reference];
  // Only hex digits and dashes can occur in an id: other text skips that condition (and its index).
  return textMatchAny(mayOccurInUuid(term) ? [...columns, sql`${applications.id}::text`] : columns, term);
}

/** The list's filters (status, search): the list and its export read the same rows. */
export function applicationFilters(query: Pick<ListQuery, 'status' | 'search'>): SQL | undefined {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(applications.status, query.status));
  if (query.search) filters.push(applicationSearch(query.search));
  return filters.length ? and(...filters) : undefined;
}

/** The header sorts of the list (LIST_SORTS.applications). */
const SORTS = {
  full_name: applications.fullName,
  property: applications.propertyTitle,
  status: applications.status,
  created_at: applications.createdAt,
};

/**
 * GET /api/admin/applications: newest first (or by a header's sort), filtered and searched in SQL, one page. Searches are
 * served by trigram indexes; the total comes from the maintained counters, or for a search from
 * a count bounded by COUNT_CAP (ADR 0006).
 */
export async function listApplications(ctx: AppContext, query: ListQuery): Promise<ApplicationListResult> {
  const where = applicationFilters(query);
  // One row more than the page tells whether there is a next page without counting.
  const fetched = await ctx.db
    .select(LIST_COLUMNS)
    .from(applications)
    .where(where)
    .orderBy(...sortedOrder(SORTS, query.sort, query.dir, applications.id, [desc(applications.createdAt), desc(applications.id)]))
    .limit(query.limit + 1)
    .offset(query.offset);
  const more = fetched.length > query.limit;
  const rows = fetched.slice(0, query.limit);
  const { total, capped } = query.search
    ? await searchedTotal(ctx.db, applications, where, { offset: query.offset, rows: rows.length, more })
    : { total: (await readListCounts(ctx.db, 'applications')).where({ status: query.status }), capped: false };
  return {
    applications: rows.map(toListItem),
    total,
    pagination: countedPagination(query, { total, capped }, more),
  };
}

/** GET /api/admin/applications/{id}: the whole application, sensitive values masked. */
export async function getApplicationDetail(ctx: AppContext, id: string): Promise<ApplicationDetail> {
  const row = await getApplicationRow(ctx.db, id);
  return toDetail(row, maskSensitive(decryptSensitive(row.document, ctx.pii)));
}

/** POST /api/admin/applications/{id}/reveal: the clear values, with an audit entry first. */
export async function revealSensitive(ctx: AppContext, id: string, actor: { id: string; ip: string }): Promise<ApplicationSensitiveValues> {
  const row = await getApplicationRow(ctx.db, id);
  const values = decryptSensitive(row.document, ctx.pii);
  // No audit entry, no reveal: the entry names the fields, never their values.
  await writeAudit(ctx.db, {
    actorId: actor.id,
    action: 'application.pii_revealed',
    entityType: 'application',
    entityId: row.id,
    details: { reference: row.reference, fields: PII_FIELDS.filter((f) => values[f] !== null) },
    ip: actor.ip,
  });
  return values;
}

export function parseStatus(value: string): ApplicationStatus {
  if (!(APPLICATION_STATUSES as readonly string[]).includes(value)) {
    throw badRequest(APPLICATION_MESSAGES.invalidStatus, { status: APPLICATION_MESSAGES.invalidStatus });
  }
  return value as ApplicationStatus;
}

interface Change {
  /** A reply (POST …/reply): stored as the application's last reply. */
  reply?: string;
  /** A note with a status change (PUT …/status/{status}): goes into the e-mail only. */
  message?: string;
  status?: ApplicationStatus;
}

/** The staff member making the change (the timeline's "who"). */
export interface Actor {
  id: string;
}

/**
 * Applies a reply and/or a status change, queues the applicant's one e-mail and records the
 * update for the timeline, all in one transaction: a failure leaves no half of it behind. A
 * status "change" to the current status without a reply changes and sends nothing. Approved,
 * rejected and more-information-needed use the office's templates (Settings); other changes and
 * plain replies use the built-in update e-mail.
 */
async function applyChange(ctx: AppContext, id: string, change: Change, actor: Actor | null): Promise<ApplicationListItem> {
  const updated = await ctx.db.transaction(async (tx) => {
    const current = await getApplicationRow(tx, id, true);
    const now = new Date();
    const status = change.status ?? current.status;
    const statusChanged = status !== current.status;
    if (change.reply === undefined && !statusChanged) return current;
    const [row] = await tx
      .update(applications)
      .set({
        status,
        updatedAt: now,
        ...(change.reply !== undefined ? { adminReply: change.reply, adminReplyDate: now } : {}),
      })
      .where(eq(applications.id, current.id))
      .returning();
    const note = change.reply ?? change.message;
    const statusUrl = statusPageUrlOf(row, ctx);
    const mail =
      statusChanged && isApplicantEmailStatus(status)
        ? renderApplicantEmail(ctx.config, await templateFor(tx, status), {
            status,
            applicantName: row.fullName,
            propertyTitle: row.propertyTitle,
            reference: row.reference,
            message: note,
            statusUrl,
          })
        : applicantUpdateEmail(ctx.config, {
            reference: row.reference,
            fullName: row.fullName,
            propertyTitle: row.propertyTitle,
            status: row.status,
            reply: note,
            statusUrl,
          });
    const outboxId = await enqueueEmail(tx, { to: row.email, ...mail });
    await tx.insert(applicationUpdates).values({
      applicationId: row.id,
      kind: 'office',
      fromStatus: current.status,
      toStatus: status,
      message: note ?? null,
      actorId: actor?.id ?? null,
      outboxId,
      createdAt: now,
    });
    return row;
  });
  ctx.mailer.kick();
  return toListItem(updated);
}

/** POST /api/admin/applications/{id}/reply {reply, status?}. */
export function replyToApplication(ctx: AppContext, id: string, reply: string, status: ApplicationStatus | undefined, actor: Actor | null) {
  return applyChange(ctx, id, { reply, status }, actor);
}

/** PUT /api/admin/applications/{id}/status/{status} with an optional {message}. */
export function setApplicationStatus(ctx: AppContext, id: string, status: string, message: string | undefined, actor: Actor | null) {
  // A malformed id is a 404 like an unknown one, whatever the status says.
  if (!isUuid(id)) throw notFound(APPLICATION_MESSAGES.notFound);
  return applyChange(ctx, id, { status: parseStatus(status), message }, actor);
}

/** DELETE /api/admin/applications/{id}. */
export async function deleteApplication(ctx: AppContext, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound(APPLICATION_MESSAGES.notFound);
  const deleted = await ctx.db.delete(applications).where(eq(applications.id, id)).returning({ id: applications.id });
  if (deleted.length === 0) throw notFound(APPLICATION_MESSAGES.notFound);
}
