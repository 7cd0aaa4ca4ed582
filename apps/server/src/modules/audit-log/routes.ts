import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditLogFilterSchema, auditLogQuerySchema } from '@rentfront/shared';
import type { AppContext } from '../../context';
import { sendCsvExport } from '../../platform/csv/export';
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

  r.get('/api/admin/audit-log', { schema: { tags, querystring: auditLogQuerySchema } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await listAuditLog(ctx.db, request.query));
  });

  r.get('/api/admin/audit-log.csv', { schema: { tags, querystring: auditLogFilterSchema }, compress: false }, async (request, reply) =>
    sendCsvExport(ctx, request, reply, auditLogExport(ctx, request.query)),
  );
}
