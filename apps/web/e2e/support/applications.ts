import type { ApplicationSubmitResult } from '@rentfront/shared/applications';
import { inject } from 'vitest';

export interface SubmittedApplication {
  id: string;
  reference: string;
}

/** Who applies; the optional parts are sent only when given (journeys that look at them set them). */
export interface SubmittedApplicant {
  name: string;
  email: string;
  phone: string;
  ssn?: string;
  dateOfBirth?: string;
  employer?: { name: string; monthlyIncome: number };
}

/**
 * Submits a minimal application through the public route, as the wizard would at the end (for
 * journeys that are about what the office does with it, not about the wizard).
 */
export async function submitApplication(propertyId: string, applicant: SubmittedApplicant): Promise<SubmittedApplication> {
  const base = inject('baseURL');
  const res = await fetch(`${base}/api/applications/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      property_id: propertyId,
      personal_information: {
        full_name: applicant.name,
        email: applicant.email,
        phone_number: applicant.phone,
        ...(applicant.ssn ? { social_security_number: applicant.ssn } : {}),
        ...(applicant.dateOfBirth ? { date_of_birth: applicant.dateOfBirth } : {}),
      },
      ...(applicant.employer
        ? {
            employment_income: {
              current_employer: { company_name: applicant.employer.name, monthly_income: applicant.employer.monthlyIncome },
            },
          }
        : {}),
      signature_acknowledgment: { terms_acknowledgment: { agree_to_lease_terms: true, consent_to_background_credit_checks: true } },
    }),
  });
  if (res.status !== 201) throw new Error(`application submit failed: ${res.status} ${await res.text()}`);
  const { data } = (await res.json()) as { data: ApplicationSubmitResult };
  return { id: data.application_id, reference: data.reference };
}
