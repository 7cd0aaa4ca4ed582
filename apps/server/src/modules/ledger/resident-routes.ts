import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { residentLedgerEndpoints as endpoints } from '@rentfront/shared/contract/ledger';
import { LEDGER_MESSAGES as M } from '@rentfront/shared/ledger';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { notFound } from '../../platform/http/errors';
import { currentResident, registerResidentGuard } from '../residents/guard';
import { findOwnLease } from '../residents/leases';
import { loadReceipt } from './receipts';
import { sendReceiptPdf } from './receipts-reply';
import { readLedger } from './service';

/**
 * The resident's own ledger and receipts (issue 33 items 1 and 4). Every lookup goes through the
 * session's resident (findOwnLease): another household's lease or receipt is the same 404 as an
 * unknown one. The resident guard is scoped per module, so this module registers it for its own
 * /api/resident routes.
 */
export async function residentLedgerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerResidentGuard(app, ctx);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const docs = { tags: ['resident portal'] };

  r.route({
    ...endpointRoute(endpoints.ledger, docs),
    handler: async (request) => {
      const lease = await findOwnLease(ctx.db, currentResident(request).id, request.params.id);
      if (!lease) throw notFound(M.leaseNotFound);
      return ok(await readLedger(ctx.db, lease.id, { forResident: true }));
    },
  });

  r.route({
    ...endpointRoute(endpoints.receipt, docs),
    compress: false,
    handler: async (request, reply) => {
      const resident = currentResident(request);
      const receipt = await loadReceipt(ctx.db, request.params.id);
      const mine = receipt ? await findOwnLease(ctx.db, resident.id, receipt.lease.id) : undefined;
      if (!receipt || !mine) throw notFound(M.receiptNotFound);
      return sendReceiptPdf(reply, ctx, receipt);
    },
  });
}
