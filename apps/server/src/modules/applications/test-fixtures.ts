// Factories shared by the applications tests (test code only).
import type { ApplicationSubmitBody } from '@rentfront/shared';
import { asVisitor } from '../../test/http';
import type { TestContext } from '../../test/context';
import { createProperty as createPropertyRow, type PropertyInsert } from '../../test/factories/property';

export const SSN = '123-45-6789';
export const LICENSE = 'D1234-5678-90';
export const BIRTH_DATE = '1988-07-14';

/** A home to apply for (the submit tests read its address back). */
export function createProperty(t: TestContext, overrides: Partial<PropertyInsert> = {}) {
  return createPropertyRow(t, { address: '12 Maple Court', pincode: '12203', price: 1450, ...overrides });
}

/** Only what step 2 and step 8 require. */
export function minimalBody(propertyId: string, name = 'Jordan Minimal', email = 'jordan.minimal@example.com') {
  return {
    property_id: propertyId,
    personal_information: { full_name: name, email, phone_number: '(518) 555-0100' },
    signature_acknowledgment: {
      terms_acknowledgment: { agree_to_lease_terms: true, consent_to_background_credit_checks: true },
    },
  } satisfies ApplicationSubmitBody;
}

/** Every field of public-site.md §3, filled the way the wizard sends it. */
export function fullBody(propertyId: string, name = 'Avery Complete', email = 'avery.complete@example.com') {
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

let ipCounter = 0;
/** A fresh client address per test, so the per-IP submit limit of one test does not leak into another. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.20.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

export function submit(t: TestContext, payload: unknown, options: { ip?: string; key?: string; headers?: Record<string, string> } = {}) {
  return asVisitor(t)({
    method: 'POST',
    url: '/api/applications/submit',
    payload: payload as Record<string, unknown>,
    remoteAddress: options.ip ?? freshIp(),
    headers: { ...(options.key ? { 'idempotency-key': options.key } : {}), ...(options.headers ?? {}) },
  });
}

/** Submits an application and returns its id and reference (fails the test if it is refused). */
export async function createApplication(t: TestContext, body: unknown) {
  const res = await submit(t, body);
  if (res.statusCode !== 201) throw new Error(`submit failed: ${res.statusCode} ${res.body}`);
  const data = res.json().data as { application_id: string; reference: string };
  return { id: data.application_id, reference: data.reference };
}
