import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { APPLICATION_MESSAGES as M, applicationSubmitSchema } from '@rentfront/shared';
import { DRAFT_BODY_MAX_BYTES, DRAFT_MESSAGES as D } from '@rentfront/shared/application-drafts';
import { applicationDraftEndpoints as endpoints } from '@rentfront/shared/contract/application-drafts';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../platform/http/endpoint';
import { zodIssuesToErrors } from '../../platform/http/error-handler';
import { badRequest } from '../../platform/http/errors';
import { ok } from '../../platform/http/envelope';
import { leadSourceOf } from '../../platform/http/lead-source';
import { startPeriodic } from '../../platform/jobs/periodic';
import { enforceRateLimit, perIpLimit } from '../../platform/rate-limit';
import { createDraft, purgeExpiredDrafts, readDraft, saveDraft, submitDraft } from './drafts';
import { applicationIdempotencyKey, SUBMIT_BODY_LIMIT, SUBMIT_RATE_LIMIT } from './submit-request';
import { findReplay, submissionHash } from './submit';
import { getStatusView, replyOnStatusPage } from './status-page';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Applications in progress and the applicant's status page (issue 34 items 3 and 4; ADR 0044).
 * Every answer is `no-store` (platform/security/private-answers.ts): it may hold the applicant's answers.
 */
export async function applicationDraftRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const stopPurge = startPeriodic(
    ctx,
    HOUR_MS,
    async () => {
      const n = await purgeExpiredDrafts(ctx.db);
      if (n > 0) ctx.logger.info({ purged: n }, 'expired application drafts purged');
    },
    'application draft purge failed',
  );
  app.addHook('onClose', async () => stopPurge());

  // A draft is made once per application; many from one address in an hour is not a household.
  const draftLimit = perIpLimit(ctx.rateLimits, { name: 'application-drafts', max: 20, windowMs: HOUR_MS, message: D.tooManyDrafts });
  const replyLimit = perIpLimit(ctx.rateLimits, { name: 'application-status-replies', max: 20, windowMs: HOUR_MS });

  r.route({
    ...endpointRoute(endpoints.create),
    preHandler: draftLimit,
    handler: async (request, reply) => reply.status(201).send(ok(await createDraft(ctx, request.body), D.created)),
  });

  r.route({
    ...endpointRoute(endpoints.read),
    handler: async (request) => ok(await readDraft(ctx, request.params.token)),
  });

  r.route({
    ...endpointRoute(endpoints.save),
    bodyLimit: DRAFT_BODY_MAX_BYTES,
    handler: async (request) => ok(await saveDraft(ctx, request.params.token, request.body), D.saved),
  });

  r.route({
    ...endpointRoute(endpoints.submit),
    bodyLimit: SUBMIT_BODY_LIMIT,
    handler: async (request, reply) => {
      // Parsed here rather than by the route schema so a failure carries the spec's wording.
      const parsed = applicationSubmitSchema.safeParse(request.body);
      if (!parsed.success) throw badRequest(M.fixValidation, zodIssuesToErrors(parsed.error.issues));
      const key = applicationIdempotencyKey(request);
      // A retry of a submit that went through is answered before the draft says "already submitted".
      const first = key ? await findReplay(ctx.db, ctx.pii, key, submissionHash(parsed.data)) : null;
      if (first) return reply.status(201).header('idempotent-replayed', 'true').send(ok(first, M.submitSuccess));
      await enforceRateLimit(ctx.rateLimits, SUBMIT_RATE_LIMIT, request.ip);
      const { result, replayed } = await submitDraft(ctx, request.params.token, parsed.data, key, leadSourceOf(request));
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(ok(result, M.submitSuccess));
    },
  });

  r.route({
    ...endpointRoute(endpoints.status),
    handler: async (request) => ok(await getStatusView(ctx, request.params.token)),
  });

  r.route({
    ...endpointRoute(endpoints.reply),
    preHandler: replyLimit,
    handler: async (request, reply) =>
      reply.status(201).send(ok(await replyOnStatusPage(ctx, request.params.token, request.body.text), D.replySent)),
  });
}
