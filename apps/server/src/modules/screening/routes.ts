import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bulkQuestionsSchema,
  screeningResponsesQuerySchema,
  questionsCreatedMessage,
  reorderQuestionsSchema,
  SCREENING_LIMITS,
  SCREENING_MESSAGES,
  screeningReplySchema,
  screeningSubmitSchema,
} from '@rentfront/shared';
import type { AppContext } from '../../context';
import { currentUser } from '../../platform/auth/plugin';
import { ok } from '../../platform/http/envelope';
import { enforceRateLimit } from '../../platform/rate-limit';
import { createQuestions, deactivateQuestion, listActiveQuestions, reorderQuestions, toAdminQuestion, toPublicQuestion } from './questions';
import { deleteResponse, getResponse, listResponses, replyToResponse } from './service';
import { submitResponse } from './submit';
import { screeningExport } from './export';
import { sendCsvExport } from '../../platform/csv/export';

const HOUR = 60 * 60 * 1000;
// Any string: a malformed id is answered 404 by the service, never 400 or 500.
const idParams = z.object({ id: z.string().max(200) });

/** HTTP routes of the screening domain (server.md §3). Registered by app.ts. */
export async function screeningRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // --- Public -----------------------------------------------------------------------------------

  r.get('/api/public/screening/questions', async () => {
    const questions = await listActiveQuestions(ctx.db);
    return ok(questions.map(toPublicQuestion), SCREENING_MESSAGES.questionsRetrieved);
  });

  r.post('/api/public/screening/responses', { schema: { body: screeningSubmitSchema } }, async (request, reply) => {
    // Counted after the body passed its schema, so a form the visitor corrects costs nothing.
    await enforceRateLimit(
      ctx.rateLimits,
      { name: 'screening-submit', max: SCREENING_LIMITS.submitsPerHour, windowMs: HOUR, message: SCREENING_MESSAGES.tooManySubmits },
      request.ip,
    );
    const result = await submitResponse(ctx, request.body);
    return reply.status(201).send(ok(result, SCREENING_MESSAGES.submitSuccess));
  });

  // --- Admin: responses (the auth plugin guards every /api/admin/ path) -------------------------

  r.get('/api/admin/screening/responses', { schema: { querystring: screeningResponsesQuerySchema } }, async (request) =>
    ok(await listResponses(ctx.db, request.query), SCREENING_MESSAGES.responsesRetrieved),
  );

  r.get(
    '/api/admin/screening/responses/export',
    { compress: false, schema: { querystring: screeningResponsesQuerySchema } },
    async (request, reply) => sendCsvExport(ctx, request, reply, screeningExport(ctx, request.query)),
  );

  r.get('/api/admin/screening/responses/:id', { schema: { params: idParams } }, async (request) =>
    ok(await getResponse(ctx.db, request.params.id)),
  );

  r.put('/api/admin/screening/responses/:id/reply', { schema: { params: idParams, body: screeningReplySchema } }, async (request) => {
    const updated = await replyToResponse(ctx, request.params.id, request.body.reply_message, currentUser(request).id);
    return ok(updated, SCREENING_MESSAGES.replySuccess);
  });

  r.delete('/api/admin/screening/responses/:id', { schema: { params: idParams } }, async (request) => {
    await deleteResponse(ctx.db, request.params.id);
    return ok(null, SCREENING_MESSAGES.deleteResponseSuccess);
  });

  // --- Admin: questions -------------------------------------------------------------------------

  r.get('/api/admin/screening/questions', async () => {
    const questions = await listActiveQuestions(ctx.db);
    return ok(questions.map(toAdminQuestion), SCREENING_MESSAGES.questionsRetrieved);
  });

  r.post('/api/admin/screening/questions/bulk', { schema: { body: bulkQuestionsSchema } }, async (request, reply) => {
    const created = await createQuestions(ctx.db, request.body.questions);
    return reply.status(201).send(ok({ created_questions: created.map(toAdminQuestion) }, questionsCreatedMessage(created.length)));
  });

  r.put('/api/admin/screening/questions/order', { schema: { body: reorderQuestionsSchema } }, async (request) => {
    const questions = await reorderQuestions(ctx.db, request.body.ids);
    return ok(questions.map(toAdminQuestion), SCREENING_MESSAGES.reorderSuccess);
  });

  r.delete('/api/admin/screening/questions/:id', { schema: { params: idParams } }, async (request) => {
    await deactivateQuestion(ctx.db, request.params.id);
    return ok(null, SCREENING_MESSAGES.deleteQuestionSuccess);
  });
}
