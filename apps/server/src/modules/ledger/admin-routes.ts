import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES, roleCan } from '@rentfront/shared';
import { ledgerEndpoints as endpoints } from '@rentfront/shared/contract/ledger';
import { LEDGER_MESSAGES, type LedgerWriteAnswer } from '@rentfront/shared/ledger';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import { currentUser } from '../../platform/auth/plugin';
import { endpointRoute } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { AppError, notFound } from '../../platform/http/errors';
import { runIdempotent, sendIdempotent } from '../../platform/http/idempotency';
import { loadReceipt } from './receipts';
import { sendReceiptPdf } from './receipts-reply';
import { readLedger, recordCharge, recordPayment, reverseEntry, type StaffActor } from './service';

function staffActor(request: FastifyRequest): StaffActor & { scope: string } {
  const user = currentUser(request);
  return { id: user.id, ip: request.ip, scope: `staff:${user.id}` };
}

/**
 * The admin ledger routes (issue 33 item 1). Permissions (platform/auth/permissions.ts): reading
 * with leases.manage, charges and payments with ledger.record (agents too), a credit and a
 * reversal with ledger.correct (owners and managers). Each write takes an Idempotency-Key.
 */
export async function adminLedgerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const docs = { tags: ['ledger'] };

  /** A write answered 201 with its message, done once per Idempotency-Key of the staff member. */
  const created = (request: FastifyRequest, actor: { scope: string }, write: (tx: Tx) => Promise<LedgerWriteAnswer>) =>
    runIdempotent(ctx.db, request, { actor: actor.scope }, async (tx) => {
      const written = await write(tx);
      return { statusCode: 201, body: ok(written, written.message) };
    });

  r.route({ ...endpointRoute(endpoints.ledger, docs), handler: async (request) => ok(await readLedger(ctx.db, request.params.id)) });

  r.route({
    ...endpointRoute(endpoints.charge, docs),
    handler: async (request, reply) => {
      const actor = staffActor(request);
      // A credit gives money away: the route is open to agents for charges, credits need ledger.correct.
      const role = currentUser(request).role;
      if (request.body.kind === 'credit' && !roleCan(role, 'ledger.correct')) {
        await writeAudit(ctx.db, {
          actorId: actor.id,
          action: 'permission.denied',
          entityType: 'route',
          details: { method: request.method, route: request.routeOptions.url, role, kind: 'credit' },
          ip: request.ip,
        });
        throw new AppError(403, AUTH_MESSAGES.notPermitted);
      }
      const answer = await created(request, actor, (tx) => recordCharge(tx, request.params.id, request.body, actor));
      return sendIdempotent(reply, answer);
    },
  });

  r.route({
    ...endpointRoute(endpoints.payment, docs),
    handler: async (request, reply) => {
      const actor = staffActor(request);
      const answer = await created(request, actor, (tx) => recordPayment(tx, ctx.config, request.params.id, request.body, actor));
      if (!answer.replayed) ctx.mailer.kick();
      return sendIdempotent(reply, answer);
    },
  });

  r.route({
    ...endpointRoute(endpoints.reverse, docs),
    handler: async (request, reply) => {
      const actor = staffActor(request);
      const answer = await created(request, actor, (tx) => reverseEntry(tx, request.params.id, request.body.reason, actor));
      return sendIdempotent(reply, answer);
    },
  });

  // The office's copy of a receipt: any payment entry of any lease (staff who see leases).
  r.route({
    ...endpointRoute(endpoints.receipt, docs),
    compress: false,
    handler: async (request, reply) => {
      const receipt = await loadReceipt(ctx.db, request.params.id);
      if (!receipt) throw notFound(LEDGER_MESSAGES.receiptNotFound);
      return sendReceiptPdf(reply, ctx, receipt);
    },
  });
}
