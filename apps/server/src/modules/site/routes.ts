import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SITE_TEXT_MESSAGES, siteTextUpdateSchema } from '@rentfront/shared';
import type { AppContext } from '../../context';
import { currentUser } from '../../platform/auth/plugin';
import { ok } from '../../platform/http/envelope';
import { siteSettings } from './service';
import { listSiteTexts, readSiteText, resetSiteText, saveSiteText } from './texts';

// Keys are checked by the service, so an unknown one is a 404 like a page that does not exist.
const keyParams = z.object({ key: z.string() });

export async function siteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/public/site', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return ok(siteSettings(ctx.config));
  });

  // The lease terms and rental policies pages (issue 18): admins edit them, so no long caching.
  r.get('/api/public/site/texts/:key', { schema: { params: keyParams } }, async (request) =>
    ok(await readSiteText(ctx.db, request.params.key)),
  );

  // Admin (the auth plugin guards every /api/admin/ path)

  r.get('/api/admin/site-texts', async () => ok(await listSiteTexts(ctx.db)));

  r.put('/api/admin/site-texts/:key', { schema: { params: keyParams, body: siteTextUpdateSchema } }, async (request) => {
    const saved = await saveSiteText(ctx.db, request.params.key, request.body.body, currentUser(request).id);
    return ok(saved, SITE_TEXT_MESSAGES.saved);
  });

  r.delete('/api/admin/site-texts/:key', { schema: { params: keyParams } }, async (request) =>
    ok(await resetSiteText(ctx.db, request.params.key), SITE_TEXT_MESSAGES.reset),
  );
}
