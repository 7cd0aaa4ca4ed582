import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { APPLICATION_MESSAGES as M, applicationSubmitSchema } from '@rentfront/shared';
import { applicationEndpoints as endpoints } from '@rentfront/shared/contract/applications';
import { requireRecentAuth } from '../auth/reauth';
import type { AppContext } from '../../context';
import { leadSourceOf } from '../../platform/http/lead-source';
import { currentUser } from '../../platform/auth/plugin';
import { endpointRoute } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { zodIssuesToErrors } from '../../platform/http/error-handler';
import { badRequest } from '../../platform/http/errors';
import { enforceRateLimit } from '../../platform/rate-limit';
import {
  deleteApplication,
  getApplicationDetail,
  listApplications,
  replyToApplication,
  revealSensitive,
  setApplicationStatus,
} from './service';
import { applicationExport } from './export';
import { sendCsvExport } from '../../platform/csv/export';
import { findReplay, submissionHash, submitApplication } from './submit';
import { applicationIdempotencyKey, SUBMIT_BODY_LIMIT, SUBMIT_RATE_LIMIT } from './submit-request';
import { applicationDraftRoutes } from './draft-routes';
import { applicantEmailTemplateRoutes } from './templates-routes';
import { getApplicationTimeline } from './timeline';

/** HTTP routes of the applications domain (server.md §3). Registered by app.ts. */
export async function applicationsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...endpointRoute(endpoints.submit),
    bodyLimit: SUBMIT_BODY_LIMIT,
    handler: async (request, reply) => {
      // Parsed here rather than by the route schema so a failure carries the spec's wording.
      const parsed = applicationSubmitSchema.safeParse(request.body);
      if (!parsed.success) throw badRequest(M.fixValidation, zodIssuesToErrors(parsed.error.issues));
      const key = applicationIdempotencyKey(request);
      // A retry of a submit that went through is answered before it can count against the limit.
      const first = key ? await findReplay(ctx.db, ctx.pii, key, submissionHash(parsed.data)) : null;
      if (first) return reply.status(201).header('idempotent-replayed', 'true').send(ok(first, M.submitSuccess));
      await enforceRateLimit(ctx.rateLimits, SUBMIT_RATE_LIMIT, request.ip);
      const { result, replayed } = await submitApplication(ctx, parsed.data, { idempotencyKey: key, leadSource: leadSourceOf(request) });
      if (replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(ok(result, M.submitSuccess));
    },
  });

  r.route({
    ...endpointRoute(endpoints.adminList),
    handler: async (request) => ok(await listApplications(ctx, request.query)),
  });

  r.route({
    ...endpointRoute(endpoints.export),
    compress: false,
    handler: async (request, reply) => sendCsvExport(ctx, request, reply, applicationExport(ctx, request.query)),
  });

  r.route({
    ...endpointRoute(endpoints.detail),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await getApplicationDetail(ctx, request.params.id));
    },
  });

  r.route({
    ...endpointRoute(endpoints.reveal),
    handler: async (request, reply) => {
      // The password (or a second factor) within 15 minutes, else 403 reauth_required (issue 20).
      requireRecentAuth(request);
      const values = await revealSensitive(ctx, request.params.id, { id: currentUser(request).id, ip: request.ip });
      reply.header('cache-control', 'no-store');
      return ok(values, M.revealed);
    },
  });

  r.route({
    ...endpointRoute(endpoints.reply),
    handler: async (request) => {
      const { reply, status } = request.body;
      return ok(await replyToApplication(ctx, request.params.id, reply, status, currentUser(request)), M.replySent);
    },
  });

  // The spec's call has no body; issue 19 adds an optional {message} for the applicant's e-mail.
  r.route({
    ...endpointRoute(endpoints.setStatus),
    handler: async (request) => {
      const { id, status } = request.params;
      return ok(await setApplicationStatus(ctx, id, status, request.body?.message, currentUser(request)), M.statusUpdated);
    },
  });

  r.route({
    ...endpointRoute(endpoints.timeline),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await getApplicationTimeline(ctx.db, request.params.id));
    },
  });

  r.route({
    ...endpointRoute(endpoints.remove),
    handler: async (request) => {
      await deleteApplication(ctx, request.params.id);
      return ok({ id: request.params.id }, M.deleted);
    },
  });

  await applicantEmailTemplateRoutes(app, ctx);
  await applicationDraftRoutes(app, ctx);
}
