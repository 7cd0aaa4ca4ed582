import { z } from 'zod';
import { depositStatementSchema } from '../deposits';
import {
  delinquencyAnswerSchema,
  delinquencyQuerySchema,
  depositsReportAnswerSchema,
  depositsReportQuerySchema,
  incomeAnswerSchema,
  incomeQuerySchema,
  onlinePaymentsReportAnswerSchema,
  onlinePaymentsReportQuerySchema,
  rentRollAnswerSchema,
  rentRollQuerySchema,
} from '../rent-reports';
import { defineEndpoint, MULTIPART } from './endpoint';
import { depositStatementRoutes, rentReportRoutes } from './rent-reports-routes';
import { envelope } from './envelope';

// The schemas of the rent reports and the move-out deposit statement (issue 33 items 5 and 6);
// methods and paths are in rent-reports-routes.ts.

const R = rentReportRoutes;
export const rentReportEndpoints = {
  rentRoll: defineEndpoint(R.rentRoll, { query: rentRollQuerySchema, response: envelope(rentRollAnswerSchema) }),
  rentRollCsv: defineEndpoint(R.rentRollCsv, { query: rentRollQuerySchema }),
  delinquency: defineEndpoint(R.delinquency, { query: delinquencyQuerySchema, response: envelope(delinquencyAnswerSchema) }),
  delinquencyCsv: defineEndpoint(R.delinquencyCsv, { query: delinquencyQuerySchema }),
  income: defineEndpoint(R.income, { query: incomeQuerySchema, response: envelope(incomeAnswerSchema) }),
  incomeCsv: defineEndpoint(R.incomeCsv, { query: incomeQuerySchema }),
  deposits: defineEndpoint(R.deposits, { query: depositsReportQuerySchema, response: envelope(depositsReportAnswerSchema) }),
  depositsCsv: defineEndpoint(R.depositsCsv, { query: depositsReportQuerySchema }),
  onlinePayments: defineEndpoint(R.onlinePayments, {
    query: onlinePaymentsReportQuerySchema,
    response: envelope(onlinePaymentsReportAnswerSchema),
  }),
};

const leaseParams = z.object({ id: z.string().max(200) });
const deductionParams = leaseParams.extend({ deductionId: z.string().max(200) });
const statement = envelope(depositStatementSchema);
const D = depositStatementRoutes;

export const depositStatementEndpoints = {
  open: defineEndpoint(D.open, { params: leaseParams, response: statement, status: 201 }),
  get: defineEndpoint(D.get, { params: leaseParams, response: statement }),
  pdf: defineEndpoint(D.pdf, { params: leaseParams }),
  addDeduction: defineEndpoint(D.addDeduction, { params: leaseParams, body: MULTIPART, response: statement, status: 201 }),
  removeDeduction: defineEndpoint(D.removeDeduction, { params: deductionParams, response: statement }),
  photo: defineEndpoint(D.photo, { params: deductionParams.extend({ index: z.coerce.number().int().min(0).max(5) }) }),
  send: defineEndpoint(D.send, { params: leaseParams, response: statement }),
};
