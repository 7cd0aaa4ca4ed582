import { z } from 'zod';
import {
  ledgerAnswerSchema,
  ledgerChargeBodySchema,
  ledgerPaymentBodySchema,
  ledgerReverseBodySchema,
  ledgerWriteAnswerSchema,
} from '../ledger';
import { defineEndpoint } from './endpoint';
import { envelope } from './envelope';
import { ledgerRoutes, residentLedgerRoutes } from './ledger-routes';

// The ledger endpoints (issue 33): the routes of ledger-routes.ts with their schemas (../ledger.ts).
// The writes take an optional `Idempotency-Key` header: the same key and body answer the first
// answer again (same status), another body under the key is a 422.

/** Any string: a malformed id is a 404 from the service, never a 400 or a 500. */
export const ledgerIdParams = z.object({ id: z.string().max(200) });

const oneLedger = envelope(ledgerAnswerSchema);
const written = envelope(ledgerWriteAnswerSchema);

export const ledgerEndpoints = {
  ledger: defineEndpoint(ledgerRoutes.ledger, { params: ledgerIdParams, response: oneLedger }),
  charge: defineEndpoint(ledgerRoutes.charge, { params: ledgerIdParams, body: ledgerChargeBodySchema, response: written, status: 201 }),
  payment: defineEndpoint(ledgerRoutes.payment, { params: ledgerIdParams, body: ledgerPaymentBodySchema, response: written, status: 201 }),
  reverse: defineEndpoint(ledgerRoutes.reverse, { params: ledgerIdParams, body: ledgerReverseBodySchema, response: written, status: 201 }),
  receipt: defineEndpoint(ledgerRoutes.receipt, { params: ledgerIdParams }),
};

export const residentLedgerEndpoints = {
  ledger: defineEndpoint(residentLedgerRoutes.ledger, { params: ledgerIdParams, response: oneLedger }),
  receipt: defineEndpoint(residentLedgerRoutes.receipt, { params: ledgerIdParams }),
};
