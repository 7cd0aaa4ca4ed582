import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { residentEndpoints as endpoints } from '@rentfront/shared/contract/residents';
import { RESIDENT_MESSAGES as M } from '@rentfront/shared/residents';
import type { AppContext } from '../../context';
import { residents } from '../../db/schema';
import { endpointRoute } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { notFound } from '../../platform/http/errors';
import { signLeaseAsResident } from '../leases/signing';
import { declineRenewal } from './decline';
import { currentResident } from './guard';
import { readCurrentLeaseDocument } from './lease-document';
import { findOwnLease, listOwnLeases, toResidentLease } from './leases';
import { toResidentMe } from './serialize';

/** The resident's profile and leases (issue 32 item 3). Every lookup goes through the session's resident id. */
export async function residentPortalRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const docs = { tags: ['resident portal'] };

  r.route({ ...endpointRoute(endpoints.me, docs), handler: async (request) => ok(toResidentMe(currentResident(request))) });

  r.route({
    ...endpointRoute(endpoints.updateMe, docs),
    handler: async (request) => {
      const resident = currentResident(request);
      const { full_name, phone } = request.body;
      const [updated] = await ctx.db
        .update(residents)
        .set({ ...(full_name !== undefined ? { fullName: full_name } : {}), ...(phone !== undefined ? { phone: phone || null } : {}) })
        .where(eq(residents.id, resident.id))
        .returning();
      return ok(toResidentMe(updated!), M.profileSaved);
    },
  });

  r.route({
    ...endpointRoute(endpoints.leases, docs),
    handler: async (request) => ok({ leases: await listOwnLeases(ctx.db, currentResident(request).id) }),
  });

  r.route({
    ...endpointRoute(endpoints.lease, docs),
    handler: async (request) => {
      const resident = currentResident(request);
      const lease = await findOwnLease(ctx.db, resident.id, request.params.id);
      if (!lease) throw notFound(M.notFound);
      return ok(await toResidentLease(ctx.db, lease, resident.id));
    },
  });

  r.route({
    ...endpointRoute(endpoints.leaseDocument, docs),
    handler: async (request, reply) => {
      const lease = await findOwnLease(ctx.db, currentResident(request).id, request.params.id);
      const doc = lease ? await readCurrentLeaseDocument(ctx, lease.id) : null;
      if (!doc) throw notFound(M.notFound);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${doc.filename}"`)
        .header('x-document-sha256', doc.sha256)
        .type('application/pdf')
        .send(doc.bytes);
    },
  });

  r.route({
    ...endpointRoute(endpoints.sign, docs),
    handler: async (request) => {
      const resident = currentResident(request);
      const lease = await findOwnLease(ctx.db, resident.id, request.params.id);
      if (!lease) throw notFound(M.notFound);
      const { allResidentsSigned } = await signLeaseAsResident(ctx.db, {
        leaseId: lease.id,
        residentId: resident.id,
        fullName: request.body.full_name,
        consent: request.body.consent,
        documentVersion: request.body.document_version,
        documentSha256: request.body.document_sha256,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        pii: ctx.pii,
      });
      const fresh = (await findOwnLease(ctx.db, resident.id, lease.id))!;
      return ok({ lease: await toResidentLease(ctx.db, fresh, resident.id), all_residents_signed: allResidentsSigned });
    },
  });

  r.route({
    ...endpointRoute(endpoints.decline, docs),
    handler: async (request) => {
      const resident = currentResident(request);
      const lease = await declineRenewal(ctx.db, resident, request.params.id, request.body.reason);
      return ok(await toResidentLease(ctx.db, lease, resident.id), M.declined);
    },
  });
}
