import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paymentEndpoints as endpoints } from '@rentfront/shared/contract/payments';
import { PAYMENT_MESSAGES as M } from '@rentfront/shared/payments';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { AppError, notFound } from '../../platform/http/errors';
import { runIdempotentCall, sendIdempotent } from '../../platform/http/idempotency';
import { currentResident } from '../residents/guard';
import { findOwnLease } from '../residents/leases';
import { processorOf } from './processors';
import { listOnlinePayments, startOnlinePayment } from './service';
import { autopayState, startAutopay, stopAutopay } from './autopay';

/**
 * The resident's online payment routes, behind the resident guard (session and CSRF). Another resident's lease, or an unknown id, is the same 404.
 */
export async function residentPaymentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const docs = { tags: ['resident portal'] };
  const processor = processorOf(ctx.config);

  r.route({
    ...endpointRoute(endpoints.start, docs),
    handler: async (request, reply) => {
      const resident = currentResident(request);
      const lease = await findOwnLease(ctx.db, resident.id, request.params.id);
      if (!lease) throw notFound(M.leaseNotFound);
      if (!processor) throw new AppError(503, M.unavailable);
      // A double tap or a retry after a lost answer under the same Idempotency-Key opens the same
      // hosted page: one payment row, one processor session.
      const answer = await runIdempotentCall(ctx.db, request, { actor: `resident:${resident.id}` }, async () => ({
        statusCode: 200,
        body: ok(await startOnlinePayment(ctx, processor, lease, resident, request.body.amount_cents), M.started),
      }));
      return sendIdempotent(reply, answer);
    },
  });

  /** The resident's own lease, or the same 404 for anyone else's. */
  const ownLease = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const resident = currentResident(request);
    const lease = await findOwnLease(ctx.db, resident.id, request.params.id);
    if (!lease) throw notFound(M.leaseNotFound);
    return { resident, lease };
  };

  r.route({
    ...endpointRoute(endpoints.autopay, docs),
    handler: async (request) => {
      const { resident, lease } = await ownLease(request);
      return ok(await autopayState(ctx, lease, resident, processor !== null));
    },
  });

  r.route({
    ...endpointRoute(endpoints.autopayOn, docs),
    handler: async (request) => {
      const { resident, lease } = await ownLease(request);
      if (!processor) throw new AppError(503, M.unavailable);
      return ok(await startAutopay(ctx, processor, lease, resident), M.autopayStarted);
    },
  });

  r.route({
    ...endpointRoute(endpoints.autopayOff, docs),
    handler: async (request) => {
      const { resident, lease } = await ownLease(request);
      await stopAutopay(ctx, lease, resident, request.ip);
      return ok(null, M.autopayOff);
    },
  });

  r.route({
    ...endpointRoute(endpoints.list, docs),
    handler: async (request) => {
      const lease = await findOwnLease(ctx.db, currentResident(request).id, request.params.id);
      if (!lease) throw notFound(M.leaseNotFound);
      return ok({ available: processor !== null, payments: await listOnlinePayments(ctx, lease.id) });
    },
  });
}
