import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { residentEndpoints as endpoints } from '@rentfront/shared/contract/residents';
import { RESIDENT_MESSAGES as M } from '@rentfront/shared/residents';
import type { AppContext } from '../../context';
import { notices } from '../../db/schema';
import { endpointRoute } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { submitContact } from '../contacts/service';
import { currentResident } from './guard';
import { activeLeaseOf } from './maintenance';
import { noticesMeantFor } from './notice-scope';

const NOTICES_SHOWN = 100;

/**
 * The portal's notices and its message to the office (issue 32 item 3). Notices carry no property
 * (the spec's notices are the office's word to everyone), so a resident reads the active ones
 * published while they live there (notice-scope.ts), newest first; their files download through
 * the public notice route.
 * A message becomes a Contact Messages entry tied to the resident (and their active lease's home).
 */
export async function residentNoticesAndMessagesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const docs = { tags: ['resident portal'] };

  r.route({
    ...endpointRoute(endpoints.notices, docs),
    handler: async (request) => {
      const meant = await noticesMeantFor(ctx.db, currentResident(request).id);
      const rows = meant
        ? await ctx.db.select().from(notices).where(meant).orderBy(desc(notices.createdAt), desc(notices.id)).limit(NOTICES_SHOWN)
        : [];
      return ok({
        notices: rows.map((n) => ({
          id: n.id,
          title: n.title,
          description: n.description,
          has_file: n.file !== null,
          created_at: n.createdAt.toISOString(),
        })),
      });
    },
  });

  r.route({
    ...endpointRoute(endpoints.message, docs),
    handler: async (request, reply) => {
      const resident = currentResident(request);
      const { subject, message } = request.body;
      const lease = await activeLeaseOf(ctx.db, resident.id);
      await submitContact(
        ctx,
        {
          full_name: resident.fullName,
          email: resident.email,
          phone: resident.phone ?? '',
          // The list has no subject column: the subject leads the message.
          message: subject ? `${subject}\n\n${message}` : message,
          property_id: lease?.propertyId ?? undefined,
        },
        { residentId: resident.id },
      );
      return reply.status(201).send({ success: true as const, message: M.messageSent, data: null });
    },
  });
}
