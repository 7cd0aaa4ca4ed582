import type { AdminAddress, AdminReference, ApplicationDetail, ApplicationListItem, ApplicationSensitiveValues } from '@rentfront/shared';
import type { applications, StoredApplicationDocument } from '../../db/schema';
import { computeCompletion } from './completion';

export type ApplicationRow = typeof applications.$inferSelect;
/** What a list row needs: everything but the document (a few KB each) and the submit bookkeeping. */
export type ApplicationListRow = Omit<
  ApplicationRow,
  'document' | 'idempotencyKey' | 'requestHash' | 'statusTokenHash' | 'statusTokenCipher'
>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A list row (server.md §3 and admin-back-office.md §3 "List fields"). */
export function toListItem(row: ApplicationListRow): ApplicationListItem {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    full_name: row.fullName,
    email: row.email,
    phone_number: row.phoneNumber,
    property_id: row.propertyId,
    property_basic_info: {
      title: row.propertyTitle,
      city: row.propertyCity,
      state: row.propertyState,
      price: row.propertyPrice,
    },
    property_details: {
      title: row.propertyTitle,
      address: row.propertyAddress,
      city: row.propertyCity,
      state: row.propertyState,
      price: row.propertyPrice,
    },
    admin_reply: row.adminReply,
    admin_reply_date: iso(row.adminReplyDate),
  };
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : {});
const arr = (v: unknown): Obj[] => (Array.isArray(v) ? v.map(obj) : []);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
/** A yes/no answer mapped to a boolean; unanswered stays null. */
const answered = (v: unknown, yes: string): boolean | null => (str(v) === null ? null : v === yes);

function toAdminAddress(a: Obj): AdminAddress {
  return {
    street_address: str(a.street_address),
    city: str(a.city),
    state: str(a.state),
    zip: str(a.zip_code),
    move_in_date: str(a.move_in_date),
    monthly_rent: num(a.monthly_rent),
    reason_for_leaving: str(a.reason_for_moving),
  };
}

function toAdminReference(r: Obj): AdminReference {
  return {
    name: str(r.name),
    relationship: str(r.relationship),
    phone_number: str(r.phone_number),
    email: str(r.email),
    years_known: num(r.years_known),
  };
}

/**
 * The whole application in the admin naming of admin-back-office.md §3, from the stored document
 * in the public naming of public-site.md §3. Renamed: zip_code -> zip, reason_for_moving ->
 * reason_for_leaving, start_date -> employment_start_date, previous_addresses -> previous_address
 * (the first; the full list stays as previous_addresses), has_pets/pet_* -> pets,
 * number_of_vehicles/vehicle_types -> vehicles, eviction_history/eviction_details ->
 * eviction_history {ever_evicted, details}, criminal_background -> criminal_history
 * {ever_convicted_felony}, background consent -> credit_background_check.consent. Answers with
 * no admin name (credit_score_range, bankruptcy_history, criminal_background, special_requests,
 * employer phone) are kept under their public names. Admin fields the wizard never asks for
 * (landlord_contact, bank_account_information, additional_income_sources, additional_applicants,
 * lease_signing_payment) are present and empty.
 */
export function toDetail(row: ApplicationRow, maskedPii: ApplicationSensitiveValues): ApplicationDetail {
  const doc: StoredApplicationDocument = row.document;
  const personal = obj(doc.personal_information);
  const emergency = obj(personal.emergency_contact);
  const residential = obj(doc.residential_history);
  const previous = arr(residential.previous_addresses).map((a) => ({
    ...toAdminAddress(a),
    move_out_date: str(a.move_out_date),
  }));
  const employer = obj(obj(doc.employment_income).current_employer);
  const credit = obj(doc.credit_background_check);
  const refs = obj(doc.references);
  const extra = obj(doc.additional_information);
  const signature = obj(doc.signature_acknowledgment);
  const esign = obj(signature.electronic_signature);
  const terms = obj(signature.terms_acknowledgment);

  return {
    ...toListItem(row),
    personal_information: {
      full_name: row.fullName,
      email: row.email,
      phone_number: row.phoneNumber,
      ...maskedPii,
      emergency_contact: {
        name: str(emergency.name),
        relationship: str(emergency.relationship),
        phone_number: str(emergency.phone_number),
      },
    },
    residential_history: {
      current_address: toAdminAddress(obj(residential.current_address)),
      previous_address: previous[0] ?? null,
      previous_addresses: previous,
      landlord_contact: null,
    },
    employment_income: {
      current_employer: {
        company_name: str(employer.company_name),
        job_title: str(employer.job_title),
        supervisor_name: str(employer.supervisor_name),
        employment_start_date: str(employer.start_date),
        monthly_income: num(employer.monthly_income),
        phone_number: str(employer.phone_number),
      },
      additional_income_sources: [],
      bank_account_information: null,
    },
    credit_background_check: {
      consent: terms.consent_to_background_credit_checks === true,
      criminal_history: { ever_convicted_felony: answered(credit.criminal_background, 'felony'), details: null },
      eviction_history: {
        ever_evicted: answered(credit.eviction_history, 'past_eviction'),
        details: str(credit.eviction_details),
      },
      credit_score_range: str(credit.credit_score_range),
      bankruptcy_history: str(credit.bankruptcy_history),
      criminal_background: str(credit.criminal_background),
    },
    references: {
      personal_references: arr(refs.personal_references).map(toAdminReference),
      professional_references: arr(refs.professional_references).map(toAdminReference),
    },
    additional_information: {
      pets: {
        has_pets: answered(extra.has_pets, 'yes'),
        pet_type: str(extra.pet_type),
        number_of_pets: num(extra.number_of_pets),
        pet_description: str(extra.pet_description),
      },
      vehicles: { number_of_vehicles: num(extra.number_of_vehicles), vehicle_types: str(extra.vehicle_types) },
      additional_applicants: [],
      special_requests: str(extra.special_requests),
    },
    signature_acknowledgment: {
      electronic_signature: { full_name: str(esign.full_name), signature_date: str(esign.signature_date) },
      terms_acknowledgment: {
        agree_to_lease_terms: terms.agree_to_lease_terms === true,
        consent_to_background_credit_checks: terms.consent_to_background_credit_checks === true,
        understand_rental_policies: terms.understand_rental_policies === true,
      },
    },
    lease_signing_payment: {
      lease_agreement: { reviewed: false, signed: false },
      security_deposit_payment: { amount_due: null, payment_method: null },
      // The rent copied from the property when the application was made.
      first_month_rent: { amount_due: row.propertyPrice, payment_method: null },
    },
    completion: computeCompletion(doc),
  };
}
