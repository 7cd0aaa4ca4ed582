import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SITE_TEXT_MESSAGES } from '@rentfront/shared';
import { siteEndpoints as endpoints } from '@rentfront/shared/contract/site';
import type { AppContext } from '../../context';
import { currentUser } from '../../platform/auth/plugin';
import { endpointRoute } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { siteSettings } from './service';
import { listSiteTexts, readSiteText, resetSiteText, saveSiteText } from './texts';

export async function siteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...endpointRoute(endpoints.settings),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return ok(siteSettings(ctx.config));
    },
  });

  // The lease terms and rental policies pages (issue 18): admins edit them, so no long caching.
  r.route({ ...endpointRoute(endpoints.text), handler: async (request) => ok(await readSiteText(ctx.db, request.params.key)) });

  // Admin (the auth plugin guards every /api/admin/ path)

  r.route({ ...endpointRoute(endpoints.adminTexts), handler: async () => ok(await listSiteTexts(ctx.db)) });

  r.route({
    ...endpointRoute(endpoints.saveText),
    handler: async (request) => {
      const saved = await saveSiteText(ctx.db, request.params.key, request.body.body, currentUser(request).id);
      return ok(saved, SITE_TEXT_MESSAGES.saved);
    },
  });

  r.route({
    ...endpointRoute(endpoints.resetText),
    handler: async (request) => ok(await resetSiteText(ctx.db, request.params.key), SITE_TEXT_MESSAGES.reset),
  });
}
