import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONTRACTOR_MESSAGES, MAINTENANCE_MESSAGES } from '@rentfront/shared';
import { contractorEndpoints as endpoints } from '@rentfront/shared/contract/contractors';
import { maintenanceEndpoints } from '@rentfront/shared/contract/maintenance';
import type { AppContext } from '../../context';
import { currentUser } from '../../platform/auth/plugin';
import { endpointRoute } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { jobPageRoutes } from './job-routes';
import { sendToContractor } from './send-request';
import { createContractor, deleteContractor, listContractors, updateContractor } from './service';

/**
 * The contractor directory (issue 19 item 4) and the contractors' job pages. The auth plugin
 * guards every /api/admin/ path (signed-in, verified admin), so no route here can forget it.
 */
export async function contractorsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['contractors'];

  r.route({
    ...endpointRoute(endpoints.list, { tags }),
    handler: async (request) => ok({ contractors: await listContractors(ctx.db, request.query) }),
  });

  r.route({
    ...endpointRoute(endpoints.create, { tags }),
    handler: async (request, reply) => {
      const created = await createContractor(ctx, request.body, currentUser(request).id, request.ip);
      return reply.status(201).send(ok(created, CONTRACTOR_MESSAGES.created));
    },
  });

  r.route({
    ...endpointRoute(endpoints.update, { tags }),
    handler: async (request) =>
      ok(await updateContractor(ctx, request.params.id, request.body, currentUser(request).id, request.ip), CONTRACTOR_MESSAGES.updated),
  });

  r.route({
    ...endpointRoute(endpoints.remove, { tags }),
    handler: async (request) => {
      await deleteContractor(ctx, request.params.id, currentUser(request).id, request.ip);
      return ok({ id: request.params.id }, CONTRACTOR_MESSAGES.deleted);
    },
  });

  // A maintenance request's "Send to contractor" lives here, on the contractors' side, because it
  // needs the directory and the job links; maintenance itself never imports contractors.
  r.route({
    ...endpointRoute(maintenanceEndpoints.sendToContractor, { tags: ['maintenance'] }),
    handler: async (request) =>
      ok(await sendToContractor(ctx, request.params.id, request.body, currentUser(request).id, request.ip), MAINTENANCE_MESSAGES.sent),
  });

  await jobPageRoutes(app, ctx);
}
