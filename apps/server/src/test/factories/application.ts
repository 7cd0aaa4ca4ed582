// The application factories of the server tests: an application submitted through the public
// route (PII encrypted, e-mails queued, as visitors make them), its request bodies, and a bare row
// for tests that only count or list applications.
import type { ApplicationSubmitBody } from '@rentfront/shared';
import { applications } from '../../db/schema';
import type { TestContext } from '../context';
import { asVisitor, freshIp } from '../http';
import { dbOf, nextSeq, type FactoryTarget } from './db';

export type ApplicationInsert = typeof applications.$inferInsert;
export type ApplicationRow = typeof applications.$inferSelect;

export const SSN = '123-45-6789';
export const LICENSE = 'D1234-5678-90';
export const BIRTH_DATE = '1988-07-14';

/** Only what step 2 and step 8 require. */
export function minimalApplicationBody(propertyId: string, name = 'Jordan Minimal', email = 'jordan.minimal@example.com') {
  return {
    property_id: propertyId,
    personal_information: { full_name: name, email, phone_number: '(518) 555-0100' },
    signature_acknowledgment: {
      terms_acknowledgment: { agree_to_lease_terms: true, consent_to_background_credit_checks: true },
    },
  } satisfies ApplicationSubmitBody;
}

/** Every field of public-site.md §3, filled the way the wizard sends it. */
export function fullApplicationBody(propertyId: string, name = 'Avery Complete', email = 'avery.complete@example.com') {
  return {
    property_id: propertyId,
    personal_information: {
      full_name: name,
      email,
      phone_number: '+1 518 555 0199',
      date_of_birth: BIRTH_DATE,
      social_security_number: SSN,
      drivers_license_number: LICENSE,
      emergency_contact: { name: 'Sam Complete', relationship: 'Sibling', phone_number: '518-555-0111' },
    },
    residential_history: {
      current_address: {
        street_address: '45 Oak Street',
        city: 'Troy',
        state: 'NY',
        zip_code: '12180',
        monthly_rent: '1200',
        move_in_date: '2021-03-01',
        reason_for_moving: 'Closer to work',
      },
      previous_addresses: [
        {
          street_address: '9 Elm Road',
          city: 'Schenectady',
          state: 'NY',
          zip_code: '12305',
          monthly_rent: 950,
          move_in_date: '2018-06-01',
          move_out_date: '2021-02-28',
          reason_for_moving: 'Needed more space',
        },
      ],
    },
    employment_income: {
      current_employer: {
        company_name: 'Hudson Valley Health',
        job_title: 'Nurse',
        monthly_income: 5200,
        start_date: '2019-09-15',
        phone_number: '518-555-0122',
        supervisor_name: 'Pat Lee',
      },
    },
    credit_background_check: {
      credit_score_range: 'good',
      bankruptcy_history: 'none',
      eviction_history: 'none',
      eviction_details: '',
      criminal_background: 'none',
    },
    references: {
      personal_references: [
        { name: 'Chris Friend', relationship: 'Friend', phone_number: '518-555-0133', email: 'chris@example.com', years_known: 6 },
        { name: '', relationship: '', phone_number: '', email: '', years_known: '' },
      ],
      professional_references: [
        { name: 'Dana Boss', relationship: 'Manager', phone_number: '518-555-0144', email: 'dana@example.com', years_known: '3' },
      ],
    },
    additional_information: {
      has_pets: 'yes',
      pet_type: 'Cat',
      number_of_pets: 1,
      pet_description: 'Indoor, neutered',
      number_of_vehicles: 1,
      vehicle_types: 'Sedan',
      special_requests: 'Ground floor if possible',
    },
    signature_acknowledgment: {
      electronic_signature: { full_name: name, signature_date: '2025-05-01' },
      terms_acknowledgment: {
        agree_to_lease_terms: true,
        consent_to_background_credit_checks: true,
        understand_rental_policies: true,
      },
    },
  } satisfies ApplicationSubmitBody;
}

/** Posts an application as the public wizard does (from a fresh address unless `ip` is given). */
export function postApplication(
  t: TestContext,
  payload: unknown,
  options: { ip?: string; key?: string; headers?: Record<string, string> } = {},
) {
  return asVisitor(t)({
    method: 'POST',
    url: '/api/applications/submit',
    payload: payload as Record<string, unknown>,
    remoteAddress: options.ip ?? freshIp(),
    headers: { ...(options.key ? { 'idempotency-key': options.key } : {}), ...(options.headers ?? {}) },
  });
}

/**
 * Submits an application through the public route, as a visitor does (its PII encrypted, its
 * e-mails queued), and returns its id and reference; fails the test if it is refused.
 */
export async function submitApplication(t: TestContext, body: unknown) {
  const res = await postApplication(t, body);
  if (res.statusCode !== 201) throw new Error(`submit failed: ${res.statusCode} ${res.body}`);
  const data = res.json().data as { application_id: string; reference: string; status_token: string };
  return { id: data.application_id, reference: data.reference, statusToken: data.status_token };
}

/**
 * An application row straight into the table (no property, an empty document, no e-mails): for
 * tests of counts and lists. The reference is unique per call; every column can be overridden.
 */
export async function createApplication(target: FactoryTarget, overrides: Partial<ApplicationInsert> = {}): Promise<ApplicationRow> {
  const [row] = await dbOf(target)
    .insert(applications)
    .values({
      reference: `APP-T${String(nextSeq()).padStart(5, '0')}`,
      fullName: 'Ann Lee',
      email: 'ann@example.com',
      phoneNumber: '5185550100',
      document: {},
      ...overrides,
    })
    .returning();
  return row;
}
