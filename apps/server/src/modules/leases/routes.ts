import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { leaseEndpoints as endpoints } from '@rentfront/shared/contract/leases';
import { LEASE_MESSAGES as M } from '@rentfront/shared/leases';
import type { AppContext } from '../../context';
import { currentUser } from '../../platform/auth/plugin';
import { endpointRoute } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { notFound } from '../../platform/http/errors';
import { startLeaseActivationJob } from './activation';
import { actorOf } from './actor';
import { readCurrentLeaseDocument } from './document/current-document';
import { PDF_TYPE } from './document/store';
import { cancelLease, countersignLease, endLease, sendLease } from './lifecycle';
import { findLeaseRow, listLeases, loadLease } from './queries';
import { createLease, leaseFromApplication, offerRenewal, updateLease } from './service';
import { readLeaseTemplate, resetLeaseTemplate, saveLeaseTemplate } from './template';
import { writeAudit } from '../../platform/audit';

/**
 * The admin lease routes (issue 32 items 1, 2 and 6). The admin guard covers /api/admin/*; each
 * route's permission is in platform/auth/permissions.ts (agents draft and send: leases.manage;
 * countersign, end and cancel: leases.execute, owners and managers).
 */
export async function leasesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const docs = { tags: ['leases'] };

  const stopJob = startLeaseActivationJob(ctx);
  app.addHook('onClose', async () => stopJob());

  r.route({ ...endpointRoute(endpoints.list, docs), handler: async (request) => ok(await listLeases(ctx.db, request.query)) });

  r.route({
    ...endpointRoute(endpoints.create, docs),
    handler: async (request, reply) => reply.status(201).send(ok(await createLease(ctx.db, request.body, actorOf(request)), M.created)),
  });

  r.route({
    ...endpointRoute(endpoints.detail, docs),
    handler: async (request) => {
      const row = await findLeaseRow(ctx.db, request.params.id);
      if (!row) throw notFound(M.notFound);
      return ok(await loadLease(ctx.db, row));
    },
  });

  r.route({
    ...endpointRoute(endpoints.update, docs),
    handler: async (request) => {
      const result = await updateLease(ctx.db, request.params.id, request.body, actorOf(request));
      return ok(result, result.voided_signatures > 0 ? M.voided(result.voided_signatures) : M.updated);
    },
  });

  r.route({
    ...endpointRoute(endpoints.send, docs),
    handler: async (request) => ok(await sendLease(ctx, request.params.id, actorOf(request)), M.sent),
  });

  r.route({
    ...endpointRoute(endpoints.countersign, docs),
    handler: async (request) => ok(await countersignLease(ctx, request.params.id, actorOf(request)), M.countersigned),
  });

  r.route({
    ...endpointRoute(endpoints.end, docs),
    handler: async (request) => ok(await endLease(ctx, request.params.id, request.body.move_out_date, actorOf(request)), M.ended),
  });

  r.route({
    ...endpointRoute(endpoints.cancel, docs),
    handler: async (request) => ok(await cancelLease(ctx, request.params.id, request.body.reason, actorOf(request)), M.cancelled),
  });

  r.route({
    ...endpointRoute(endpoints.renewal, docs),
    handler: async (request, reply) =>
      reply.status(201).send(ok(await offerRenewal(ctx.db, request.params.id, request.body, actorOf(request)), M.renewalCreated)),
  });

  r.route({
    ...endpointRoute(endpoints.fromApplication, docs),
    handler: async (request, reply) =>
      reply.status(201).send(ok(await leaseFromApplication(ctx.db, request.params.id, actorOf(request)), M.created)),
  });

  // The current document: the final with its certificate once countersigned, else the version sent.
  r.route({
    ...endpointRoute(endpoints.document, docs),
    compress: false,
    handler: async (request, reply) => {
      const row = await findLeaseRow(ctx.db, request.params.id);
      if (!row) throw notFound(M.notFound);
      const doc = await readCurrentLeaseDocument(ctx, row.id);
      if (!doc) throw notFound(M.noDocument);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${doc.filename}"`)
        .header('x-document-sha256', doc.sha256)
        .header('content-length', String(doc.bytes.length))
        .type(PDF_TYPE)
        .send(doc.bytes);
    },
  });

  r.route({ ...endpointRoute(endpoints.template, docs), handler: async () => ok(await readLeaseTemplate(ctx.db)) });

  r.route({
    ...endpointRoute(endpoints.saveTemplate, docs),
    handler: async (request) => {
      const user = currentUser(request);
      const saved = await ctx.db.transaction(async (tx) => {
        const template = await saveLeaseTemplate(tx, request.body.sections, user.id);
        await writeAudit(tx, {
          actorId: user.id,
          action: 'lease_template.save',
          entityType: 'lease_template',
          entityId: 'site',
          details: { sections: request.body.sections.length },
          ip: request.ip,
        });
        return template;
      });
      return ok(saved, M.templateSaved);
    },
  });

  r.route({
    ...endpointRoute(endpoints.resetTemplate, docs),
    handler: async (request) => {
      const user = currentUser(request);
      const template = await ctx.db.transaction(async (tx) => {
        const hadOne = await resetLeaseTemplate(tx);
        await writeAudit(tx, {
          actorId: user.id,
          action: 'lease_template.reset',
          entityType: 'lease_template',
          entityId: 'site',
          details: { had_saved_template: hadOne },
          ip: request.ip,
        });
        return readLeaseTemplate(tx);
      });
      return ok(template, M.templateReset);
    },
  });
}
