import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminResidentEndpoints as endpoints } from '@rentfront/shared/contract/residents';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { getResident, listResidents } from './directory';

/** The admin residents directory (issue 32 item 5): the staff guard and `residents.view` cover it. */
export async function residentDirectoryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const docs = { tags: ['residents'] };
  r.route({ ...endpointRoute(endpoints.list, docs), handler: async (request) => ok(await listResidents(ctx.db, request.query)) });
  r.route({ ...endpointRoute(endpoints.detail, docs), handler: async (request) => ok(await getResident(ctx.db, request.params.id)) });
}
