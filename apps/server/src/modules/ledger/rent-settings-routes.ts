import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rentSettingsEndpoints as endpoints } from '@rentfront/shared/contract/rent-settings';
import { RENT_SETTINGS_MESSAGES } from '@rentfront/shared/rent-settings';
import type { AppContext } from '../../context';
import { writeAudit } from '../../platform/audit';
import { currentUser } from '../../platform/auth/plugin';
import { endpointRoute } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { readRentSettings, saveRentSettings } from './rent-settings';

/** Settings → Rent: staff who see leases read the rules; owners and managers change them. */
export async function rentSettingsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const docs = { tags: ['ledger'] };
  r.route({ ...endpointRoute(endpoints.read, docs), handler: async () => ok(await readRentSettings(ctx.db)) });
  r.route({
    ...endpointRoute(endpoints.save, docs),
    handler: async (request) => {
      const user = currentUser(request);
      const saved = await ctx.db.transaction(async (tx) => {
        const settings = await saveRentSettings(tx, request.body, user.id);
        await writeAudit(tx, {
          actorId: user.id,
          action: 'rent_settings.update',
          entityType: 'rent_settings',
          details: {
            states: Object.keys(settings.late_fee_caps).join(','),
            reminder_days: settings.reminder_days,
            deposit_statement_days: settings.deposit_statement_days,
          },
          ip: request.ip,
        });
        return settings;
      });
      return ok(saved, RENT_SETTINGS_MESSAGES.saved);
    },
  });
}
