import { z } from 'zod';
import {
  draftCreateSchema,
  draftSaveSchema,
  draftValuesSchema,
  statusReplySchema,
  STATUS_EVENT_KINDS,
  type ApplicationStatusView,
  type DraftSaved,
  type DraftView,
} from '../application-drafts';
import { APPLICATION_STATUSES } from '../applications-core';
import { applicationDraftRoutes } from './application-drafts-routes';
import { applicationSubmitResultSchema } from './applications';
import { defineEndpoint } from './endpoint';
import { envelope, type Expect, type Same } from './envelope';

/** The token is checked by the service, so a malformed one is a 404 like an unknown one. */
export const draftTokenParams = z.object({ token: z.string().max(200) });

const text = z.string().nullable();

export const draftViewSchema = z.object({
  property_id: z.string(),
  email: z.string(),
  step: z.number(),
  completed: z.array(z.number()),
  values: draftValuesSchema,
  sensitive_saved: z.object({ date_of_birth: text, social_security_number: text, drivers_license_number: text }),
  updated_at: z.string(),
  expires_at: z.string(),
});

export const draftSavedSchema = z.object({ saved_at: z.string() });

export const applicationStatusViewSchema = z.object({
  reference: z.string(),
  first_name: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  submitted_at: z.string(),
  property: z.object({ id: text, title: text, city: text, state: text }),
  events: z.array(z.object({ kind: z.enum(STATUS_EVENT_KINDS), at: z.string(), status: z.enum(APPLICATION_STATUSES).nullable(), text })),
  awaiting_reply: z.boolean(),
});

export type _ApplicationDraftShapes = [
  Expect<Same<z.output<typeof draftViewSchema>, DraftView>>,
  Expect<Same<z.output<typeof draftSavedSchema>, DraftSaved>>,
  Expect<Same<z.output<typeof applicationStatusViewSchema>, ApplicationStatusView>>,
];

export const applicationDraftEndpoints = {
  create: defineEndpoint(applicationDraftRoutes.create, {
    body: draftCreateSchema,
    response: envelope(z.object({ draft_token: z.string() })),
    status: 201,
  }),
  read: defineEndpoint(applicationDraftRoutes.read, { params: draftTokenParams, response: envelope(draftViewSchema) }),
  save: defineEndpoint(applicationDraftRoutes.save, {
    params: draftTokenParams,
    body: draftSaveSchema,
    response: envelope(draftSavedSchema),
  }),
  // The body is the spec's submit body, parsed by the handler so a failure carries its wording.
  submit: defineEndpoint(applicationDraftRoutes.submit, {
    params: draftTokenParams,
    body: z.unknown(),
    response: envelope(applicationSubmitResultSchema),
    status: 201,
  }),
  status: defineEndpoint(applicationDraftRoutes.status, {
    params: draftTokenParams,
    response: envelope(applicationStatusViewSchema),
  }),
  reply: defineEndpoint(applicationDraftRoutes.reply, {
    params: draftTokenParams,
    body: statusReplySchema,
    response: envelope(applicationStatusViewSchema),
    status: 201,
  }),
};
