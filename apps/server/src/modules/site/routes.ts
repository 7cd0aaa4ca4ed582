import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SITE_TEXT_MESSAGES } from '@rentfront/shared';
import { siteEndpoints as endpoints } from '@rentfront/shared/contract/site';
import type { AppContext } from '../../context';
import { currentUser } from '../../platform/auth/plugin';
import { endpointRoute } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { listingSettingsEndpoints } from '@rentfront/shared/contract/listing-settings';
import { LISTING_SETTINGS_MESSAGES } from '@rentfront/shared/listing-settings';
import { writeAudit } from '../../platform/audit';
import { readListingSettings, saveListingSettings } from './listing-settings';
import { siteSettings } from './service';
import { listSiteTexts, readSiteText, resetSiteText, saveSiteText } from './texts';

export async function siteRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...endpointRoute(endpoints.settings),
    handler: async (_request, reply) => {
      // A minute, so the office's listing rule reaches browsers soon after it changes.
      reply.header('cache-control', 'public, max-age=60');
      return ok(await siteSettings(ctx.config, ctx.db));
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

  // Settings → Listings (issue 35): whether every advertised price is the total monthly cost.
  r.route({ ...endpointRoute(listingSettingsEndpoints.read), handler: async () => ok(await readListingSettings(ctx.db)) });
  r.route({
    ...endpointRoute(listingSettingsEndpoints.save),
    handler: async (request) => {
      const user = currentUser(request);
      const saved = await ctx.db.transaction(async (tx) => {
        const settings = await saveListingSettings(tx, request.body, user.id);
        await writeAudit(tx, {
          actorId: user.id,
          action: 'listing_settings.update',
          entityType: 'listing_settings',
          details: { advertise_total_price: settings.advertise_total_price },
          ip: request.ip,
        });
        return settings;
      });
      return ok(saved, LISTING_SETTINGS_MESSAGES.saved);
    },
  });
}
