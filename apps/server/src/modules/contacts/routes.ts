import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONTACT_MESSAGES, CONTACT_RATE_LIMIT } from '@rentfront/shared';
import { contactEndpoints as endpoints } from '@rentfront/shared/contract/contacts';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { perIpLimit } from '../../platform/rate-limit';
import { leadSourceOf } from '../../platform/http/lead-source';
import { toContactsWithProperty, toContactWithProperty } from './serialize';
import { contactExport } from './export';
import { sendCsvExport } from '../../platform/csv/export';
import {
  contactStats,
  deleteContact,
  listContacts,
  markContactsRead,
  openContact,
  replyToContact,
  submitContact,
  updateContactStatus,
} from './service';

/** HTTP routes of the contacts domain (server.md §3). Registered by app.ts. */
export async function contactsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Every attempt counts, valid or not, so the form cannot be used to probe or flood.
  const contactLimit = perIpLimit(ctx.rateLimits, { name: 'contact-form', ...CONTACT_RATE_LIMIT, message: CONTACT_MESSAGES.tooMany });

  r.route({
    ...endpointRoute(endpoints.send),
    preValidation: contactLimit,
    handler: async (request, reply) => {
      const row = await submitContact(ctx, request.body, { leadSource: leadSourceOf(request) });
      return reply.status(201).send(ok({ id: row.id, status: row.status }, CONTACT_MESSAGES.sent));
    },
  });

  // Admin (the auth plugin guards every /api/admin/ path)

  r.route({
    ...endpointRoute(endpoints.adminList),
    handler: async (request) => {
      const [{ rows, pagination }, stats] = await Promise.all([listContacts(ctx.db, request.query), contactStats(ctx.db)]);
      return ok({ contacts: await toContactsWithProperty(ctx.db, rows), pagination, stats });
    },
  });

  r.route({
    ...endpointRoute(endpoints.export),
    compress: false,
    handler: async (request, reply) => sendCsvExport(ctx, request, reply, contactExport(ctx, request.query)),
  });

  r.route({
    ...endpointRoute(endpoints.markRead),
    handler: async (request) => {
      const updated = await markContactsRead(ctx.db, request.body.ids);
      return ok({ updated }, CONTACT_MESSAGES.markedRead);
    },
  });

  r.route({
    ...endpointRoute(endpoints.open),
    handler: async (request) => ok(await toContactWithProperty(ctx.db, await openContact(ctx.db, request.params.id))),
  });

  r.route({
    ...endpointRoute(endpoints.reply),
    handler: async (request) => {
      const row = await replyToContact(ctx, request.params.id, request.body.message);
      return ok(await toContactWithProperty(ctx.db, row), CONTACT_MESSAGES.replySent);
    },
  });

  r.route({
    ...endpointRoute(endpoints.updateStatus),
    handler: async (request) => {
      const row = await updateContactStatus(ctx.db, request.params.id, request.body);
      return ok(await toContactWithProperty(ctx.db, row), CONTACT_MESSAGES.statusUpdated);
    },
  });

  r.route({
    ...endpointRoute(endpoints.remove),
    handler: async (request) => {
      await deleteContact(ctx.db, request.params.id);
      return ok(null, CONTACT_MESSAGES.deleted);
    },
  });
}
