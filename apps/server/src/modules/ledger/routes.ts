import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { adminLedgerRoutes } from './admin-routes';
import { depositStatementRoutes } from './deposit-statement/routes';
import { ledgerPostingRoutes } from './posting-routes';
import { rentSettingsRoutes } from './rent-settings-routes';
import { residentLedgerRoutes } from './resident-routes';

/** The ledger module (issue 33, ADR 0036): the office's ledger routes and the resident's. */
export async function ledgerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await adminLedgerRoutes(app, ctx);
  await residentLedgerRoutes(app, ctx);
  await ledgerPostingRoutes(app, ctx);
  await rentSettingsRoutes(app, ctx);
  await depositStatementRoutes(app, ctx);
}
