import type { FastifyInstance } from 'fastify';
import { paymentRoutes } from '@rentfront/shared/contract/payments-routes';
import { PAYMENT_MESSAGES as M } from '@rentfront/shared/payments';
import type { AppContext } from '../../context';
import { AppError } from '../../platform/http/errors';
import { registerResidentGuard } from '../residents/guard';
import { addDueDayStep } from '../ledger/posting-run';
import { chargeAutopay } from './autopay-run';
import { InvalidSignature } from './processor';
import { residentPaymentRoutes } from './resident-routes';
import { processorOf } from './processors';
import { applyPaymentEvent } from './service';

/**
 * The processor's webhook. Its signature is over the exact bytes sent, so this module (its own
 * plugin scope) reads JSON bodies as a raw Buffer instead of the shared parser.
 */
export async function paymentsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // The resident routes sit in this module's scope behind the portal's own guard (session, CSRF).
  registerResidentGuard(app, ctx);
  await residentPaymentRoutes(app, ctx);
  const processor = processorOf(ctx.config);
  if (processor) {
    // Autopay charges in the due-day run, after the rent is posted (ADR 0040).
    addDueDayStep(ctx, async (run, options) => {
      const answer = await chargeAutopay(run, processor, options);
      if (answer.charged + answer.declined + answer.unanswered > 0) run.logger.info(answer, 'autopay charges asked');
    });
  }
  await app.register(async (scope) => webhookRoute(scope, ctx));
}

/** In a scope of its own: only here is a JSON body kept as the bytes the processor signed. */
async function webhookRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const processor = processorOf(ctx.config);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) => done(null, body));

  app.route({
    method: paymentRoutes.stripeWebhook.method,
    url: paymentRoutes.stripeWebhook.path,
    schema: { tags: ['payments'], hide: true },
    handler: async (request) => {
      if (!processor) throw new AppError(503, M.unavailable);
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      let event;
      try {
        event = processor.parseWebhook(raw, typeof signature === 'string' ? signature : undefined);
      } catch (err) {
        if (err instanceof InvalidSignature) throw new AppError(400, M.badSignature);
        throw err;
      }
      const outcome = await applyPaymentEvent(ctx, processor.name, event);
      return { received: true, outcome };
    },
  });
}
