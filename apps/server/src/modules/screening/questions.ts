// Screening questions: the list asked on /screening and the admin's add, delete and reorder.
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  criterionFitsType,
  SCREENING_MESSAGES,
  uuidSchema,
  type AdminScreeningQuestion,
  type NewQuestionInput,
  type ScreeningQuestion,
} from '@rentfront/shared';
import type { DbOrTx, Tx } from '../../db/client';
import { screeningQuestions } from '../../db/schema';
import { badRequest, notFound } from '../../platform/http/errors';

type QuestionRow = typeof screeningQuestions.$inferSelect;

export function toPublicQuestion(q: QuestionRow): ScreeningQuestion {
  return {
    id: q.id,
    question_text: q.questionText,
    question_type: q.questionType,
    is_required: q.isRequired,
    placeholder_text: q.placeholderText,
    order: q.sortOrder,
  };
}

export function toAdminQuestion(q: QuestionRow): AdminScreeningQuestion {
  return { ...toPublicQuestion(q), criterion: q.criterion, is_active: q.isActive, created_at: q.createdAt.toISOString() };
}

export async function listActiveQuestions(db: DbOrTx): Promise<QuestionRow[]> {
  return db
    .select()
    .from(screeningQuestions)
    .where(eq(screeningQuestions.isActive, true))
    .orderBy(asc(screeningQuestions.sortOrder), asc(screeningQuestions.createdAt), asc(screeningQuestions.id));
}

/** Serialises writers of the question order, so two admins adding at once do not share numbers. */
async function lockQuestionOrder(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('screening_questions.sort_order'))`);
}

/**
 * Adds the non-blank questions after the last one (type text and required unless said otherwise).
 * A criterion must suit the question type, so the recommender can read the answer.
 */
export async function createQuestions(db: DbOrTx, inputs: NewQuestionInput[]): Promise<QuestionRow[]> {
  const kept = inputs.map((q, index) => ({ q, index, text: q.question_text?.trim() ?? '' })).filter((item) => item.text !== '');
  if (kept.length === 0) {
    throw badRequest(SCREENING_MESSAGES.addAtLeastOne, { questions: SCREENING_MESSAGES.addAtLeastOne });
  }
  const errors: Record<string, string> = {};
  for (const { q, index } of kept) {
    if (q.criterion && !criterionFitsType(q.criterion, q.question_type ?? 'text')) {
      errors[`questions.${index}.criterion`] = SCREENING_MESSAGES.criterionTypeMismatch;
    }
  }
  if (Object.keys(errors).length > 0) throw badRequest(SCREENING_MESSAGES.criterionTypeMismatch, errors);

  return db.transaction(async (tx) => {
    await lockQuestionOrder(tx);
    // After every question ever made, so a deleted question's number is never reused.
    const [{ last }] = await tx
      .select({ last: sql<number>`coalesce(max(${screeningQuestions.sortOrder}), 0)::int` })
      .from(screeningQuestions);
    return tx
      .insert(screeningQuestions)
      .values(
        kept.map(({ q, text }, i) => ({
          questionText: text,
          questionType: q.question_type ?? 'text',
          isRequired: q.is_required ?? true,
          placeholderText: q.placeholder_text?.trim() || null,
          criterion: q.criterion || null,
          sortOrder: Number(last) + i + 1,
        })),
      )
      .returning();
  });
}

/** Stops asking a question; answers already given keep their copy of its text. */
export async function deactivateQuestion(db: DbOrTx, id: string): Promise<void> {
  if (!uuidSchema.safeParse(id).success) throw notFound(SCREENING_MESSAGES.questionNotFound);
  const rows = await db
    .update(screeningQuestions)
    .set({ isActive: false, updatedAt: new Date() })
    .where(and(eq(screeningQuestions.id, id), eq(screeningQuestions.isActive, true)))
    .returning({ id: screeningQuestions.id });
  if (rows.length === 0) throw notFound(SCREENING_MESSAGES.questionNotFound);
}

/** Numbers the active questions 1..n in the given order; the list must name each exactly once. */
export async function reorderQuestions(db: DbOrTx, ids: string[]): Promise<QuestionRow[]> {
  return db.transaction(async (tx) => {
    await lockQuestionOrder(tx);
    const active = await listActiveQuestions(tx);
    const wanted = ids.map((id) => id.trim().toLowerCase());
    const known = new Set(active.map((q) => q.id));
    const sameSet = wanted.length === active.length && new Set(wanted).size === wanted.length && wanted.every((id) => known.has(id));
    if (!sameSet) throw badRequest(SCREENING_MESSAGES.reorderMismatch, { ids: SCREENING_MESSAGES.reorderMismatch });
    const now = new Date();
    for (const [i, id] of wanted.entries()) {
      await tx
        .update(screeningQuestions)
        .set({ sortOrder: i + 1, updatedAt: now })
        .where(eq(screeningQuestions.id, id));
    }
    return listActiveQuestions(tx);
  });
}
