import { z } from 'zod';
import { leaseEndResultSchema, leaseListDataSchema, leaseSchema, leaseUpdateResultSchema } from '../lease-answers';
import {
  leaseCancelSchema,
  leaseEndSchema,
  leaseInputSchema,
  leaseListQuerySchema,
  leaseRenewalSchema,
  leaseTemplateInputSchema,
  leaseTemplateSchema,
} from '../leases';
import { defineEndpoint } from './endpoint';
import { envelope } from './envelope';
import { leaseRoutes } from './leases-routes';

// The admin lease endpoints (issue 32): the routes of leases-routes.ts with their schemas. The
// answer schemas live in ../lease-answers.ts beside the types the server and the web import.

/** Any string: a malformed id is a 404 from the service, never a 400 or a 500. */
export const leaseIdParams = z.object({ id: z.string().max(200) });

const oneLease = envelope(leaseSchema);

export const leaseEndpoints = {
  list: defineEndpoint(leaseRoutes.list, { query: leaseListQuerySchema, response: envelope(leaseListDataSchema) }),
  create: defineEndpoint(leaseRoutes.create, { body: leaseInputSchema, response: oneLease, status: 201 }),
  detail: defineEndpoint(leaseRoutes.detail, { params: leaseIdParams, response: oneLease }),
  update: defineEndpoint(leaseRoutes.update, {
    params: leaseIdParams,
    body: leaseInputSchema,
    response: envelope(leaseUpdateResultSchema),
  }),
  send: defineEndpoint(leaseRoutes.send, { params: leaseIdParams, response: oneLease }),
  countersign: defineEndpoint(leaseRoutes.countersign, { params: leaseIdParams, response: oneLease }),
  end: defineEndpoint(leaseRoutes.end, { params: leaseIdParams, body: leaseEndSchema, response: envelope(leaseEndResultSchema) }),
  cancel: defineEndpoint(leaseRoutes.cancel, { params: leaseIdParams, body: leaseCancelSchema, response: oneLease }),
  document: defineEndpoint(leaseRoutes.document, { params: leaseIdParams }),
  renewal: defineEndpoint(leaseRoutes.renewal, { params: leaseIdParams, body: leaseRenewalSchema, response: oneLease, status: 201 }),
  fromApplication: defineEndpoint(leaseRoutes.fromApplication, { params: leaseIdParams, response: oneLease, status: 201 }),
  template: defineEndpoint(leaseRoutes.template, { response: envelope(leaseTemplateSchema) }),
  saveTemplate: defineEndpoint(leaseRoutes.saveTemplate, { body: leaseTemplateInputSchema, response: envelope(leaseTemplateSchema) }),
  /** Deletes the office's template: documents are drawn from the shipped one again. */
  resetTemplate: defineEndpoint(leaseRoutes.resetTemplate, { response: envelope(leaseTemplateSchema) }),
};
