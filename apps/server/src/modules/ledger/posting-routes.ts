import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ledgerPostingEndpoints as endpoints } from '@rentfront/shared/contract/ledger-posting';
import { POSTING_MESSAGES } from '@rentfront/shared/ledger-posting';
import type { AppContext } from '../../context';
import { writeAudit } from '../../platform/audit';
import { currentUser } from '../../platform/auth/plugin';
import { endpointRoute } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { runDuePostingNow, startDuePostingJob } from './posting-run';

/**
 * The due-day run: hourly on its own (every node tries; the job's lease lets one run) and on demand
 * by owners and managers (`ledger.correct`, platform/auth/permissions.ts).
 */
export async function ledgerPostingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const stopJob = startDuePostingJob(ctx);
  app.addHook('onClose', async () => stopJob());

  app.withTypeProvider<ZodTypeProvider>().route({
    ...endpointRoute(endpoints.postDue, { tags: ['ledger'] }),
    handler: async (request) => {
      const answer = await runDuePostingNow(ctx, request.body?.as_of);
      await writeAudit(ctx.db, {
        actorId: currentUser(request).id,
        action: 'ledger.post_due',
        entityType: 'ledger',
        details: { as_of: answer.as_of, posted: answer.posted, late_fees: answer.late_fees },
        ip: request.ip,
      });
      return ok(answer, POSTING_MESSAGES.done(answer));
    },
  });
}
