import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { questionsCreatedMessage, SCREENING_LIMITS, SCREENING_MESSAGES } from '@rentfront/shared';
import { screeningEndpoints as endpoints } from '@rentfront/shared/contract/screening';
import type { AppContext } from '../../context';
import { currentUser } from '../../platform/auth/plugin';
import { endpointRoute } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { enforceRateLimit } from '../../platform/rate-limit';
import { createQuestions, deactivateQuestion, listActiveQuestions, reorderQuestions, toAdminQuestion, toPublicQuestion } from './questions';
import { deleteResponse, getResponse, listResponses, replyToResponse } from './service';
import { submitResponse } from './submit';
import { screeningExport } from './export';
import { sendCsvExport } from '../../platform/csv/export';

const HOUR = 60 * 60 * 1000;

/** HTTP routes of the screening domain (server.md §3). Registered by app.ts. */
export async function screeningRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // --- Public -----------------------------------------------------------------------------------

  r.route({
    ...endpointRoute(endpoints.questions),
    handler: async () => {
      const questions = await listActiveQuestions(ctx.db);
      return ok(questions.map(toPublicQuestion), SCREENING_MESSAGES.questionsRetrieved);
    },
  });

  r.route({
    ...endpointRoute(endpoints.submit),
    handler: async (request, reply) => {
      // Counted after the body passed its schema, so a form the visitor corrects costs nothing.
      await enforceRateLimit(
        ctx.rateLimits,
        { name: 'screening-submit', max: SCREENING_LIMITS.submitsPerHour, windowMs: HOUR, message: SCREENING_MESSAGES.tooManySubmits },
        request.ip,
      );
      const result = await submitResponse(ctx, request.body);
      return reply.status(201).send(ok(result, SCREENING_MESSAGES.submitSuccess));
    },
  });

  // --- Admin: responses (the auth plugin guards every /api/admin/ path) -------------------------

  r.route({
    ...endpointRoute(endpoints.responses),
    handler: async (request) => ok(await listResponses(ctx.db, request.query), SCREENING_MESSAGES.responsesRetrieved),
  });

  r.route({
    ...endpointRoute(endpoints.export),
    compress: false,
    handler: async (request, reply) => sendCsvExport(ctx, request, reply, screeningExport(ctx, request.query)),
  });

  r.route({
    ...endpointRoute(endpoints.response),
    handler: async (request) => ok(await getResponse(ctx.db, request.params.id)),
  });

  r.route({
    ...endpointRoute(endpoints.reply),
    handler: async (request) => {
      const updated = await replyToResponse(ctx, request.params.id, request.body.reply_message, currentUser(request).id);
      return ok(updated, SCREENING_MESSAGES.replySuccess);
    },
  });

  r.route({
    ...endpointRoute(endpoints.removeResponse),
    handler: async (request) => {
      await deleteResponse(ctx.db, request.params.id);
      return ok(null, SCREENING_MESSAGES.deleteResponseSuccess);
    },
  });

  // --- Admin: questions -------------------------------------------------------------------------

  r.route({
    ...endpointRoute(endpoints.adminQuestions),
    handler: async () => {
      const questions = await listActiveQuestions(ctx.db);
      return ok(questions.map(toAdminQuestion), SCREENING_MESSAGES.questionsRetrieved);
    },
  });

  r.route({
    ...endpointRoute(endpoints.createQuestions),
    handler: async (request, reply) => {
      const created = await createQuestions(ctx.db, request.body.questions);
      return reply.status(201).send(ok({ created_questions: created.map(toAdminQuestion) }, questionsCreatedMessage(created.length)));
    },
  });

  r.route({
    ...endpointRoute(endpoints.reorderQuestions),
    handler: async (request) => {
      const questions = await reorderQuestions(ctx.db, request.body.ids);
      return ok(questions.map(toAdminQuestion), SCREENING_MESSAGES.reorderSuccess);
    },
  });

  r.route({
    ...endpointRoute(endpoints.removeQuestion),
    handler: async (request) => {
      await deactivateQuestion(ctx.db, request.params.id);
      return ok(null, SCREENING_MESSAGES.deleteQuestionSuccess);
    },
  });
}
