import { z } from 'zod';
import { contractorInputSchema, contractorListQuerySchema, type Contractor, type ContractorListData } from '../contractors';
import { contractorRoutes } from './contractors-routes';
import { defineEndpoint } from './endpoint';
import { envelope, type Expect, type Same } from './envelope';

// The contractor directory endpoints (issue 19 item 4): the routes of contractors-routes.ts with their schemas.

/** Any string: a malformed id is a 404 from the service, never a 400 or a 500 (server.md §1). */
export const contractorIdParams = z.object({ id: z.string().max(200) });

export const contractorSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  trade: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  notes: z.string().nullable(),
  active: z.boolean(),
  job_count: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const contractorListDataSchema = z.object({ contractors: z.array(contractorSchema) });

export type _ContractorShapes = [
  Expect<Same<z.output<typeof contractorSchema>, Contractor>>,
  Expect<Same<z.output<typeof contractorListDataSchema>, ContractorListData>>,
];

const oneContractor = envelope(contractorSchema);

export const contractorEndpoints = {
  list: defineEndpoint(contractorRoutes.list, { query: contractorListQuerySchema, response: envelope(contractorListDataSchema) }),
  create: defineEndpoint(contractorRoutes.create, { body: contractorInputSchema, response: oneContractor, status: 201 }),
  update: defineEndpoint(contractorRoutes.update, { params: contractorIdParams, body: contractorInputSchema, response: oneContractor }),
  remove: defineEndpoint(contractorRoutes.remove, { params: contractorIdParams, response: envelope(z.object({ id: z.string() })) }),
};
