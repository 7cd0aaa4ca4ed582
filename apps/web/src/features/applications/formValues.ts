// The wizard's form model: every field of public-site.md §3 as the inputs hold it (text), and the
// conversions to the submit body and to the tab's draft.
import type { ApplicationSubmitBody } from '@rentfront/shared/applications';

export interface AddressValues {
  street_address: string;
  city: string;
  state: string;
  zip_code: string;
  monthly_rent: string;
  move_in_date: string;
  reason_for_moving: string;
}
export interface PreviousAddressValues extends AddressValues {
  move_out_date: string;
}
export interface ReferenceValues {
  name: string;
  relationship: string;
  phone_number: string;
  email: string;
  years_known: string;
}

export interface ApplicationFormValues {
  personal_information: {
    full_name: string;
    email: string;
    phone_number: string;
    date_of_birth: string;
    social_security_number: string;
    drivers_license_number: string;
    emergency_contact: { name: string; relationship: string; phone_number: string };
  };
  residential_history: { current_address: AddressValues; previous_addresses: PreviousAddressValues[] };
  employment_income: {
    current_employer: {
      company_name: string;
      job_title: string;
      monthly_income: string;
      start_date: string;
      phone_number: string;
      supervisor_name: string;
    };
  };
  credit_background_check: {
    credit_score_range: string;
    bankruptcy_history: string;
    eviction_history: string;
    eviction_details: string;
    criminal_background: string;
  };
  references: { personal_references: ReferenceValues[]; professional_references: ReferenceValues[] };
  additional_information: {
    has_pets: string;
    pet_type: string;
    number_of_pets: string;
    pet_description: string;
    number_of_vehicles: string;
    vehicle_types: string;
    special_requests: string;
  };
  signature_acknowledgment: {
    electronic_signature: { full_name: string; signature_date: string };
    terms_acknowledgment: {
      agree_to_lease_terms: boolean;
      consent_to_background_credit_checks: boolean;
      understand_rental_policies: boolean;
    };
  };
}

export const emptyAddress = (): AddressValues => ({
  street_address: '',
  city: '',
  state: '',
  zip_code: '',
  monthly_rent: '',
  move_in_date: '',
  reason_for_moving: '',
});
export const emptyPreviousAddress = (): PreviousAddressValues => ({ ...emptyAddress(), move_out_date: '' });
export const emptyReference = (): ReferenceValues => ({ name: '', relationship: '', phone_number: '', email: '', years_known: '' });

/** A blank application; the signature date defaults to today (local date, public-site.md §5). */
export function emptyValues(today: string): ApplicationFormValues {
  return {
    personal_information: {
      full_name: '',
      email: '',
      phone_number: '',
      date_of_birth: '',
      social_security_number: '',
      drivers_license_number: '',
      emergency_contact: { name: '', relationship: '', phone_number: '' },
    },
    residential_history: { current_address: emptyAddress(), previous_addresses: [] },
    employment_income: {
      current_employer: { company_name: '', job_title: '', monthly_income: '', start_date: '', phone_number: '', supervisor_name: '' },
    },
    credit_background_check: {
      credit_score_range: '',
      bankruptcy_history: '',
      eviction_history: '',
      eviction_details: '',
      criminal_background: '',
    },
    references: { personal_references: [emptyReference()], professional_references: [emptyReference()] },
    additional_information: {
      has_pets: '',
      pet_type: '',
      number_of_pets: '',
      pet_description: '',
      number_of_vehicles: '',
      vehicle_types: '',
      special_requests: '',
    },
    signature_acknowledgment: {
      electronic_signature: { full_name: '', signature_date: today },
      terms_acknowledgment: { agree_to_lease_terms: false, consent_to_background_credit_checks: false, understand_rental_policies: false },
    },
  };
}

/** The grouped body of public-site.md §3. Empty text is sent as is; the shared schema reads it as "not given". */
export function toSubmitBody(propertyId: string, values: ApplicationFormValues): ApplicationSubmitBody {
  const extra = values.additional_information;
  const credit = values.credit_background_check;
  return {
    property_id: propertyId,
    ...values,
    // Fields that were hidden (no pets, no past eviction) are not sent.
    credit_background_check: { ...credit, eviction_details: credit.eviction_history === 'past_eviction' ? credit.eviction_details : '' },
    additional_information: extra.has_pets === 'yes' ? extra : { ...extra, pet_type: '', number_of_pets: '', pet_description: '' },
  };
}

/** The fields never written to the tab's storage (server.md §3 PII). */
export const SENSITIVE_FIELDS = ['date_of_birth', 'social_security_number', 'drivers_license_number'] as const;
export type SensitiveField = (typeof SENSITIVE_FIELDS)[number];

/** What the draft keeps: everything but the sensitive fields. */
export function withoutSensitive(values: ApplicationFormValues): ApplicationFormValues {
  const personal = { ...values.personal_information };
  for (const field of SENSITIVE_FIELDS) personal[field] = '';
  return { ...values, personal_information: personal };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

// Lists of the form and the blank row each holds.
const ROW_TEMPLATES: Record<string, () => object> = {
  previous_addresses: emptyPreviousAddress,
  personal_references: emptyReference,
  professional_references: emptyReference,
};
const MAX_ROWS = 10;

/**
 * Lays a stored draft over blank values, keeping only known fields of the right type, so a
 * draft from an older version of the form (or a tampered one) cannot break the wizard.
 */
export function mergeDraft<T>(base: T, draft: unknown, key?: string): T {
  if (Array.isArray(base)) {
    const makeRow = key ? ROW_TEMPLATES[key] : undefined;
    if (!makeRow || !Array.isArray(draft)) return base;
    return draft
      .filter(isObject)
      .slice(0, MAX_ROWS)
      .map((row) => mergeDraft(makeRow(), row)) as T;
  }
  if (isObject(base)) {
    if (!isObject(draft)) return base;
    const out: Record<string, unknown> = {};
    for (const [k, value] of Object.entries(base)) out[k] = k in draft ? mergeDraft(value, draft[k], k) : value;
    return out as T;
  }
  return typeof draft === typeof base ? (draft as T) : base;
}
