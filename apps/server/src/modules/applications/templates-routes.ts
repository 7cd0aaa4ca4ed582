import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { APPLICANT_EMAIL_MESSAGES as M, APPLICANT_MESSAGE_MAX, applicantEmailTemplateSchema } from '@rentfront/shared';
import type { AppContext } from '../../context';
import { currentUser } from '../../platform/auth/plugin';
import { ok } from '../../platform/http/envelope';
import { listTemplates, previewTemplate, resetTemplate, saveTemplate } from './applicant-email-templates';

// Statuses are checked by the service: one without a template is a 404 like an unknown page.
const statusParams = z.object({ status: z.string() });

const previewSchema = applicantEmailTemplateSchema.extend({
  message: z.string().trim().max(APPLICANT_MESSAGE_MAX, M.messageTooLong).optional(),
});

/**
 * The applicant e-mail templates of Settings (issue 19, ADR 0019). Under /api/admin/, so the auth
 * plugin asks for an admin session (401 without one) like every neighbour.
 */
export async function applicantEmailTemplateRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const BASE = '/api/admin/applicant-email-templates';

  r.get(BASE, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await listTemplates(ctx.db));
  });

  r.put(`${BASE}/:status`, { schema: { params: statusParams, body: applicantEmailTemplateSchema } }, async (request) =>
    ok(await saveTemplate(ctx.db, request.params.status, request.body, currentUser(request).id), M.saved),
  );

  r.delete(`${BASE}/:status`, { schema: { params: statusParams } }, async (request) =>
    ok(await resetTemplate(ctx.db, request.params.status), M.reset),
  );

  // A POST because it carries the unsaved text; it stores nothing.
  r.post(`${BASE}/:status/preview`, { schema: { params: statusParams, body: previewSchema } }, async (request) =>
    ok(previewTemplate(ctx.config, request.params.status, request.body)),
  );
}
