import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditLogEndpoints as endpoints } from '@rentfront/shared/contract/audit-log';
import type { AppContext } from '../../context';
import { sendCsvExport } from '../../platform/csv/export';
import { endpointRoute } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { auditLogExport } from './export';
import { listAuditLog } from './service';

/**
 * The audit log screen's API (issue 20 item 6). Read-only: no route changes or removes an entry,
 * and the database refuses it anyway (migration 0024's triggers). Under /api/admin/, so the auth
 * plugin guards both; the permission the roles map should give them is `audit:read` (owner, manager).
 */
export async function auditLogRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['audit-log'];

  r.route({
    ...endpointRoute(endpoints.list, { tags }),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await listAuditLog(ctx.db, request.query));
    },
  });

  r.route({
    ...endpointRoute(endpoints.export, { tags }),
    compress: false,
    handler: async (request, reply) => sendCsvExport(ctx, request, reply, auditLogExport(ctx, request.query)),
  });
}
