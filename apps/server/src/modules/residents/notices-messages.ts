import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { residentEndpoints as endpoints } from '@rentfront/shared/contract/residents';
import { RESIDENT_MESSAGES as M } from '@rentfront/shared/residents';
import type { AppContext } from '../../context';
import { notices, properties } from '../../db/schema';
import { notFound } from '../../platform/http/errors';
import { NOTICE_MESSAGES } from '@rentfront/shared/notices';
import { sendAttachment } from '../notices/download';
import { getDownloadableNotice } from '../notices/service';
import { endpointRoute } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { submitContact } from '../contacts/service';
import { currentResident } from './guard';
import { activeLeaseOf } from './maintenance';
import { noticesMeantFor } from './notice-scope';

const NOTICES_SHOWN = 100;

/**
 * The portal's notices and its message to the office (issue 32 item 3). A resident reads the
 * active notices for everyone and for their home published while they live there
 * (notice-scope.ts, ADR 0038), newest first; their files download through the resident route,
 * since a notice for one home is not public.
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
        ? await ctx.db
            .select({ notice: notices, propertyTitle: properties.title })
            .from(notices)
            .leftJoin(properties, eq(properties.id, notices.propertyId))
            .where(meant)
            .orderBy(desc(notices.createdAt), desc(notices.id))
            .limit(NOTICES_SHOWN)
        : [];
      return ok({
        notices: rows.map(({ notice: n, propertyTitle }) => ({
          id: n.id,
          title: n.title,
          description: n.description,
          has_file: n.file !== null,
          file: n.file !== null ? `/api/resident/notices/${n.id}/download` : null,
          property_title: propertyTitle,
          created_at: n.createdAt.toISOString(),
        })),
      });
    },
  });

  r.route({
    ...endpointRoute(endpoints.noticeDownload, docs),
    handler: async (request, reply) => {
      const meant = await noticesMeantFor(ctx.db, currentResident(request).id);
      if (!meant) throw notFound(NOTICE_MESSAGES.notFound);
      return sendAttachment(reply, ctx.storage, await getDownloadableNotice(ctx.db, request.params.id, meant));
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
