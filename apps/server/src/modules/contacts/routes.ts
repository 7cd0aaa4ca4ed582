import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTACT_MESSAGES,
  CONTACT_RATE_LIMIT,
  contactFormSchema,
  contactListQuerySchema,
  contactMarkReadSchema,
  contactReplySchema,
  contactStatusUpdateSchema,
} from '@rentfront/shared';
import type { AppContext } from '../../context';
import { ok } from '../../platform/http/envelope';
import { perIpLimit } from '../../platform/rate-limit';
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

// Ids are checked by the service so a malformed one is a 404 like an unknown one.
const idParams = z.object({ id: z.string().max(100) });

/** HTTP routes of the contacts domain (server.md §3). Registered by app.ts. */
export async function contactsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Every attempt counts, valid or not, so the form cannot be used to probe or flood.
  const contactLimit = perIpLimit(ctx.rateLimits, { name: 'contact-form', ...CONTACT_RATE_LIMIT, message: CONTACT_MESSAGES.tooMany });

  r.post('/api/public/contact', { schema: { body: contactFormSchema }, preValidation: contactLimit }, async (request, reply) => {
    const row = await submitContact(ctx, request.body);
    return reply.status(201).send(ok({ id: row.id, status: row.status }, CONTACT_MESSAGES.sent));
  });

  // Admin (the auth plugin guards every /api/admin/ path)

  r.get('/api/admin/contacts', { schema: { querystring: contactListQuerySchema } }, async (request) => {
    const [{ rows, pagination }, stats] = await Promise.all([listContacts(ctx.db, request.query), contactStats(ctx.db)]);
    return ok({ contacts: await toContactsWithProperty(ctx.db, rows), pagination, stats });
  });

  r.get('/api/admin/contacts/export', { compress: false, schema: { querystring: contactListQuerySchema } }, async (request, reply) =>
    sendCsvExport(ctx, request, reply, contactExport(ctx, request.query)),
  );

  r.post('/api/admin/contacts/mark-read', { schema: { body: contactMarkReadSchema } }, async (request) => {
    const updated = await markContactsRead(ctx.db, request.body.ids);
    return ok({ updated }, CONTACT_MESSAGES.markedRead);
  });

  r.get('/api/admin/contacts/:id', { schema: { params: idParams } }, async (request) => {
    return ok(await toContactWithProperty(ctx.db, await openContact(ctx.db, request.params.id)));
  });

  r.post('/api/admin/contacts/:id/reply', { schema: { params: idParams, body: contactReplySchema } }, async (request) => {
    const row = await replyToContact(ctx, request.params.id, request.body.message);
    return ok(await toContactWithProperty(ctx.db, row), CONTACT_MESSAGES.replySent);
  });

  r.put('/api/admin/contacts/:id/status', { schema: { params: idParams, body: contactStatusUpdateSchema } }, async (request) => {
    const row = await updateContactStatus(ctx.db, request.params.id, request.body);
    return ok(await toContactWithProperty(ctx.db, row), CONTACT_MESSAGES.statusUpdated);
  });

  r.delete('/api/admin/contacts/:id', { schema: { params: idParams } }, async (request) => {
    await deleteContact(ctx.db, request.params.id);
    return ok(null, CONTACT_MESSAGES.deleted);
  });
}
