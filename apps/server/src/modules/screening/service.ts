// Screening responses in the back office: list with search and stats, detail, reply, delete.
import { and, asc, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  SCREENING_MESSAGES,
  uuidSchema,
  type RecommendedProperty,
  type ScreeningAnswer,
  type ScreeningResponseDetail,
  type ScreeningResponseList,
  type ScreeningResponsesQuery,
  type ScreeningResponseSummary,
} from '@rentfront/shared';
import type { AppContext } from '../../context';
import type { Db, DbOrTx } from '../../db/client';
import { propertyMedia, screeningAnswers, screeningRecommendations, screeningResponses } from '../../db/schema';
import { notFound } from '../../platform/http/errors';
import { countedPagination, readListCounts, searchedTotal } from '../../platform/list-counts';
import { sortedOrder } from '../../platform/list-sort';
import { textMatchAny } from '../../platform/search-text';
import { enqueueEmail } from '../../platform/mail/outbox';
import { replyEmail } from './emails';

const r = screeningResponses;

// Drizzle writes columns unqualified inside sql``, so the outer row is named in full here:
// a bare "id" inside the subquery would be the subquery's own table.
const outerId = sql`${sql.identifier('screening_responses')}.${sql.identifier('id')}`;
const answersCount = sql<number>`(select count(*)::int from ${screeningAnswers} where ${screeningAnswers.responseId} = ${outerId})`;
const recommendationCount = sql<number>`(select count(*)::int from ${screeningRecommendations} where ${screeningRecommendations.responseId} = ${outerId})`;

const summaryColumns = {
  id: r.id,
  reference: r.reference,
  fullName: r.fullName,
  email: r.email,
  phone: r.phone,
  message: r.message,
  adminReply: r.adminReply,
  repliedAt: r.repliedAt,
  createdAt: r.createdAt,
  recommendations: r.recommendations,
  answersCount,
  recommendationCount,
};

type SummaryRow = {
  id: string;
  reference: string | null;
  fullName: string;
  email: string;
  phone: string;
  message: string | null;
  adminReply: string | null;
  repliedAt: Date | null;
  createdAt: Date;
  answersCount: number;
  recommendationCount: number;
};

function toSummary(row: SummaryRow): ScreeningResponseSummary {
  return {
    id: row.id,
    // NOT NULL in the database (migration 0015); the schema declares it nullable only for that migration.
    reference: row.reference ?? '',
    full_name: row.fullName,
    email: row.email,
    phone: row.phone,
    message: row.message,
    answers_count: Number(row.answersCount),
    has_admin_reply: row.adminReply !== null,
    admin_reply: row.adminReply,
    replied_at: row.repliedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    recommendation_count: Number(row.recommendationCount),
  };
}

/**
 * Name, e-mail, phone or reference (SCR-XXXXXX) contains the text; a phone also matches on its
 * digits alone ("5185550142").
 */
export function responseSearch(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  // Each condition is served by its own trigram index, the digits one by an expression index.
  const conditions: SQL[] = [textMatchAny([r.fullName, r.email, r.phone, r.reference], text)];
  const digits = text.replace(/\D/g, '');
  if (digits.length >= 3 && digits.length >= text.replace(/[\s\-().+]/g, '').length) {
    conditions.push(sql`regexp_replace(${r.phone}, '[^0-9]', '', 'g') like ${`%${digits}%`}`);
  }
  return or(...conditions);
}

/** What the list and its export show: the search and the reply state (pending or replied). */
export function responseWhere(query: Pick<ScreeningResponsesQuery, 'search' | 'status'>): SQL | undefined {
  const search = responseSearch(query.search);
  const replyState = query.status === undefined ? undefined : query.status === 'replied' ? isNotNull(r.adminReply) : isNull(r.adminReply);
  return search && replyState ? and(search, replyState) : (search ?? replyState);
}

/** The header sorts of the list (LIST_SORTS.screening). */
const SORTS = { full_name: r.fullName, email: r.email, reference: r.reference, created_at: r.createdAt };

/**
 * Newest first (or by a header's sort), searched by trigram indexes (name, e-mail, phone, phone digits, reference). The counters and
 * an unsearched total come from the maintained counts; a searched total is bounded by COUNT_CAP.
 */
export async function listResponses(db: Db, query: ScreeningResponsesQuery): Promise<ScreeningResponseList> {
  const where = responseWhere(query);
  // One row more than the page tells whether there is a next page without counting.
  const [fetched, counts] = await Promise.all([
    db
      .select(summaryColumns)
      .from(r)
      .where(where)
      .orderBy(...sortedOrder(SORTS, query.sort, query.dir, r.id, [desc(r.createdAt), desc(r.id)]))
      .limit(query.limit + 1)
      .offset(query.offset),
    // The counters describe every response, whatever the search.
    readListCounts(db, 'screening'),
  ]);
  const more = fetched.length > query.limit;
  const rows = fetched.slice(0, query.limit);
  const all = counts.where({});
  const replied = counts.where({ replied: true });
  const { total, capped } = query.search?.trim()
    ? await searchedTotal(db, r, where, { offset: query.offset, rows: rows.length, more })
    : { total: query.status ? counts.where({ replied: query.status === 'replied' }) : all, capped: false };
  return {
    responses: rows.map(toSummary),
    pagination: countedPagination(query, { total, capped }, more),
    stats: { total: all, replied, pending: all - replied },
  };
}

async function findSummary(db: DbOrTx, id: string) {
  if (!uuidSchema.safeParse(id).success) throw notFound(SCREENING_MESSAGES.responseNotFound);
  const [row] = await db.select(summaryColumns).from(r).where(eq(r.id, id));
  if (!row) throw notFound(SCREENING_MESSAGES.responseNotFound);
  return row;
}

export async function getResponse(db: Db, id: string): Promise<ScreeningResponseDetail> {
  const row = await findSummary(db, id);
  const a = screeningAnswers;
  const rec = screeningRecommendations;
  const cover = sql<string | null>`(
    select ${propertyMedia.url} from ${propertyMedia}
    where ${propertyMedia.propertyId} = ${sql.identifier('screening_recommendations')}.${sql.identifier('property_id')}
    order by ${propertyMedia.isCover} desc, ${propertyMedia.position} asc
    limit 1)`;
  const [answers, recs] = await Promise.all([
    db.select().from(a).where(eq(a.responseId, id)).orderBy(asc(a.position), asc(a.createdAt), asc(a.id)),
    db.select({ rec, cover }).from(rec).where(eq(rec.responseId, id)).orderBy(asc(rec.rank)),
  ]);
  const properties: RecommendedProperty[] = recs.map(({ rec: m, cover: coverImage }) => ({
    id: m.propertyId,
    title: m.title,
    city: m.city,
    state: m.state,
    price: m.price,
    bedrooms: m.bedrooms,
    bathrooms: m.bathrooms,
    property_type: m.propertyType,
    score: m.score,
    breakdown: m.breakdown,
    url: m.propertyId ? `/properties/${m.propertyId}` : null,
    cover_image: coverImage,
  }));
  return {
    ...toSummary(row),
    answers: answers.map((x): ScreeningAnswer => ({
      id: x.id,
      question_id: x.questionId,
      question_text: x.questionText,
      question_type: x.questionType,
      criterion: x.criterion,
      answer_text: x.answerText,
      answer_number: x.answerNumber,
      answer_date: x.answerDate,
      answer_yesno: x.answerYesno,
    })),
    recommendations: { ...row.recommendations, properties },
  };
}

/** Stores the reply (a later reply replaces it) and e-mails it to the respondent, together. */
export async function replyToResponse(
  ctx: AppContext,
  id: string,
  replyMessage: string,
  adminId: string,
): Promise<ScreeningResponseSummary> {
  const summary = await ctx.db.transaction(async (tx) => {
    const row = await findSummary(tx, id);
    const now = new Date();
    await tx.update(r).set({ adminReply: replyMessage, repliedAt: now, repliedBy: adminId, updatedAt: now }).where(eq(r.id, id));
    await enqueueEmail(tx, { to: row.email, ...replyEmail(ctx.config, { fullName: row.fullName, reply: replyMessage }) });
    return toSummary({ ...row, adminReply: replyMessage, repliedAt: now });
  });
  ctx.mailer.kick();
  return summary;
}

export async function deleteResponse(db: Db, id: string): Promise<void> {
  if (!uuidSchema.safeParse(id).success) throw notFound(SCREENING_MESSAGES.responseNotFound);
  const rows = await db.delete(r).where(eq(r.id, id)).returning({ id: r.id });
  if (rows.length === 0) throw notFound(SCREENING_MESSAGES.responseNotFound);
}
