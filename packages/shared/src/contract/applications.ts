import { z } from 'zod';
import { applicationStatusChangeSchema, type ApplicationTimeline } from '../application-timeline';
import {
  APPLICATION_STATUSES,
  applicationListQuerySchema,
  applicationReplySchema,
  type ApplicationDetail,
  type ApplicationListItem,
  type ApplicationListResult,
  type ApplicationSensitiveValues,
  type ApplicationSubmitResult,
} from '../applications';
import { applicationRoutes } from './applications-routes';
import { defineEndpoint } from './endpoint';
import { envelope, offsetPaginationSchema, type Expect, type Same } from './envelope';

// The applications endpoints (server.md §3): the routes of applications-routes.ts with their schemas.

/** Ids are checked by the service, so a malformed one is a 404 like an unknown one. */
export const applicationIdParams = z.object({ id: z.string() });
/** The status too: an unknown one gets the service's own message. */
const statusParams = z.object({ id: z.string(), status: z.string() });

const applicationStatus = z.enum(APPLICATION_STATUSES);
const text = z.string().nullable();
const amount = z.number().nullable();
const flag = z.boolean().nullable();
const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const applicationSubmitResultSchema = z.object({
  application_id: z.string(),
  reference: z.string(),
  status: applicationStatus,
  submitted_at: z.string(),
  status_token: z.string().nullable(),
});

const propertyBasicInfo = { title: text, city: text, state: text, price: amount };

export const applicationListItemSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: applicationStatus,
  created_at: z.string(),
  updated_at: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  property_id: text,
  property_basic_info: z.object(propertyBasicInfo),
  property_details: z.object({ ...propertyBasicInfo, address: text }),
  admin_reply: text,
  admin_reply_date: text,
});

export const applicationListResultSchema = z.object({
  applications: z.array(applicationListItemSchema),
  total: z.number(),
  pagination: offsetPaginationSchema,
});

const addressSchema = z.object({
  street_address: text,
  city: text,
  state: text,
  zip: text,
  move_in_date: text,
  monthly_rent: amount,
  reason_for_leaving: text,
});
const pastAddressSchema = addressSchema.extend({ move_out_date: text });
const referenceSchema = z.object({ name: text, relationship: text, phone_number: text, email: text, years_known: amount });
const payment = z.object({ amount_due: amount, payment_method: text });

const completionSchema = z.object({
  personal_information: z.number(),
  residential_history: z.number(),
  employment_income: z.number(),
  credit_background_check: z.number(),
  references: z.number(),
  additional_information: z.number(),
  signature_acknowledgment: z.number(),
  lease_signing_payment: z.number(),
  overall: z.number(),
});

export const applicationDetailSchema = applicationListItemSchema.extend({
  personal_information: z.object({
    full_name: z.string(),
    email: z.string(),
    phone_number: z.string(),
    date_of_birth: text,
    social_security_number: text,
    drivers_license_number: text,
    emergency_contact: z.object({ name: text, relationship: text, phone_number: text }),
  }),
  residential_history: z.object({
    current_address: addressSchema,
    previous_address: pastAddressSchema.nullable(),
    previous_addresses: z.array(pastAddressSchema),
    landlord_contact: z.object({ name: text, phone_number: text, email: text }).nullable(),
  }),
  employment_income: z.object({
    current_employer: z.object({
      company_name: text,
      job_title: text,
      supervisor_name: text,
      employment_start_date: text,
      monthly_income: amount,
      phone_number: text,
    }),
    additional_income_sources: z.array(scalar),
    bank_account_information: z.object({ bank_name: text, account_type: text, routing_number: text, account_number: text }).nullable(),
  }),
  credit_background_check: z.object({
    consent: z.boolean(),
    criminal_history: z.object({ ever_convicted_felony: flag, details: text }),
    eviction_history: z.object({ ever_evicted: flag, details: text }),
    credit_score_range: text,
    bankruptcy_history: text,
    criminal_background: text,
  }),
  references: z.object({ personal_references: z.array(referenceSchema), professional_references: z.array(referenceSchema) }),
  additional_information: z.object({
    pets: z.object({ has_pets: flag, pet_type: text, number_of_pets: amount, pet_description: text }),
    vehicles: z.object({ number_of_vehicles: amount, vehicle_types: text }),
    additional_applicants: z.array(scalar),
    special_requests: text,
  }),
  signature_acknowledgment: z.object({
    electronic_signature: z.object({ full_name: text, signature_date: text }),
    terms_acknowledgment: z.object({
      agree_to_lease_terms: z.boolean(),
      consent_to_background_credit_checks: z.boolean(),
      understand_rental_policies: z.boolean(),
    }),
  }),
  lease_signing_payment: z.object({
    lease_agreement: z.object({ reviewed: z.boolean(), signed: z.boolean() }),
    security_deposit_payment: payment,
    first_month_rent: payment,
  }),
  completion: completionSchema,
});

export const applicationSensitiveValuesSchema = z.object({
  date_of_birth: text,
  social_security_number: text,
  drivers_license_number: text,
});

export const applicationTimelineSchema = z.object({
  entries: z.array(
    z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('submitted'), at: z.string() }),
      z.object({ kind: z.literal('status_changed'), at: z.string(), actor: text, from: applicationStatus, to: applicationStatus }),
      z.object({ kind: z.literal('message'), at: z.string(), actor: text, text: z.string() }),
      z.object({ kind: z.literal('applicant_reply'), at: z.string(), text: z.string() }),
      z.object({
        kind: z.literal('email'),
        at: z.string(),
        subject: z.string(),
        delivery: z.enum(['pending', 'sent', 'failed']),
        sent_at: text,
      }),
    ]),
  ),
});

export type _ApplicationShapes = [
  Expect<Same<z.output<typeof applicationSubmitResultSchema>, ApplicationSubmitResult>>,
  Expect<Same<z.output<typeof applicationListItemSchema>, ApplicationListItem>>,
  Expect<Same<z.output<typeof applicationListResultSchema>, ApplicationListResult>>,
  Expect<Same<z.output<typeof applicationDetailSchema>, ApplicationDetail>>,
  Expect<Same<z.output<typeof applicationSensitiveValuesSchema>, ApplicationSensitiveValues>>,
  Expect<Same<z.output<typeof applicationTimelineSchema>, ApplicationTimeline>>,
];

const oneApplication = envelope(applicationListItemSchema);

export const applicationEndpoints = {
  // The service parses the body itself, so a failure carries the spec's "Please fix the validation errors".
  submit: defineEndpoint(applicationRoutes.submit, { body: z.unknown(), response: envelope(applicationSubmitResultSchema), status: 201 }),
  adminList: defineEndpoint(applicationRoutes.adminList, {
    query: applicationListQuerySchema,
    response: envelope(applicationListResultSchema),
  }),
  export: defineEndpoint(applicationRoutes.export, { query: applicationListQuerySchema }),
  detail: defineEndpoint(applicationRoutes.detail, { params: applicationIdParams, response: envelope(applicationDetailSchema) }),
  reveal: defineEndpoint(applicationRoutes.reveal, { params: applicationIdParams, response: envelope(applicationSensitiveValuesSchema) }),
  reply: defineEndpoint(applicationRoutes.reply, { params: applicationIdParams, body: applicationReplySchema, response: oneApplication }),
  setStatus: defineEndpoint(applicationRoutes.setStatus, {
    params: statusParams,
    body: applicationStatusChangeSchema,
    response: oneApplication,
  }),
  timeline: defineEndpoint(applicationRoutes.timeline, { params: applicationIdParams, response: envelope(applicationTimelineSchema) }),
  remove: defineEndpoint(applicationRoutes.remove, { params: applicationIdParams, response: envelope(z.object({ id: z.string() })) }),
};
