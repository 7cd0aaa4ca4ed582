import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rentReportEndpoints as endpoints } from '@rentfront/shared/contract/rent-reports';
import { RENT_REPORT_MESSAGES as M } from '@rentfront/shared/rent-reports';
import type { AppContext } from '../../context';
import { sendCsvExport } from '../../platform/csv/export';
import { endpointRoute } from '../../platform/http/endpoint';
import { ok } from '../../platform/http/envelope';
import { delinquencyExport, depositsExport, incomeExport, rentRollExport } from './csv';
import { delinquency } from './delinquency';
import { depositsHeld } from './deposits';
import { income } from './income';
import { onlinePaymentsReport } from './online-payments';
import { rentRoll } from './rent-roll';

/**
 * The rent reports (issue 33 item 6; permission reports.view in platform/auth/permissions.ts):
 * each on screen as JSON and as a streamed CSV of every matching row. The CSV routes skip gzip so
 * the download starts at once (platform/csv/export.ts says why).
 */
export async function rentReportsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const docs = { tags: ['reports'] };

  r.route({ ...endpointRoute(endpoints.rentRoll, docs), handler: async (req) => ok(await rentRoll(ctx.db, req.query), M.rentRoll) });
  r.route({
    ...endpointRoute(endpoints.rentRollCsv, docs),
    compress: false,
    handler: (req, reply) => sendCsvExport(ctx, req, reply, rentRollExport(ctx, req.query)),
  });

  r.route({
    ...endpointRoute(endpoints.delinquency, docs),
    handler: async (req) => ok(await delinquency(ctx.db, req.query), M.delinquency),
  });
  r.route({
    ...endpointRoute(endpoints.delinquencyCsv, docs),
    compress: false,
    handler: (req, reply) => sendCsvExport(ctx, req, reply, delinquencyExport(ctx, req.query)),
  });

  r.route({ ...endpointRoute(endpoints.income, docs), handler: async (req) => ok(await income(ctx.db, req.query), M.income) });
  r.route({
    ...endpointRoute(endpoints.incomeCsv, docs),
    compress: false,
    handler: (req, reply) => sendCsvExport(ctx, req, reply, incomeExport(ctx, req.query)),
  });

  r.route({ ...endpointRoute(endpoints.deposits, docs), handler: async (req) => ok(await depositsHeld(ctx.db, req.query), M.deposits) });
  r.route({
    ...endpointRoute(endpoints.depositsCsv, docs),
    compress: false,
    handler: (req, reply) => sendCsvExport(ctx, req, reply, depositsExport(ctx, req.query)),
  });

  r.route({
    ...endpointRoute(endpoints.onlinePayments, docs),
    handler: async (req) => ok(await onlinePaymentsReport(ctx.db, req.query), M.onlinePayments),
  });
}
