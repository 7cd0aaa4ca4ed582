import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { APPLICANT_EMAIL_MESSAGES as M } from '@rentfront/shared';
import { applicantEmailEndpoints as endpoints } from '@rentfront/shared/contract/applicant-emails';
import type { AppContext } from '../../context';
import { currentUser } from '../../platform/auth/plugin';
import { endpointRoute } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { listTemplates, previewTemplate, resetTemplate, saveTemplate } from './applicant-email-templates';

/**
 * The applicant e-mail templates of Settings (issue 19, ADR 0019). Under /api/admin/, so the auth
 * plugin asks for an admin session (401 without one) like every neighbour.
 */
export async function applicantEmailTemplateRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...endpointRoute(endpoints.list),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await listTemplates(ctx.db));
    },
  });

  r.route({
    ...endpointRoute(endpoints.save),
    handler: async (request) => ok(await saveTemplate(ctx.db, request.params.status, request.body, currentUser(request).id), M.saved),
  });

  r.route({
    ...endpointRoute(endpoints.reset),
    handler: async (request) => ok(await resetTemplate(ctx.db, request.params.status), M.reset),
  });

  r.route({
    ...endpointRoute(endpoints.preview),
    handler: async (request) => ok(previewTemplate(ctx.config, request.params.status, request.body)),
  });
}
