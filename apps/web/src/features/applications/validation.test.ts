import { APPLICATION_MESSAGES as M } from '@rentfront/shared/applications';
import { describe, expect, it } from 'vitest';
import { emptyValues, toSubmitBody, type ApplicationFormValues } from './formValues';
import { stepOfField, validateAll, validateStep } from './validation';

const PROPERTY = '6f1c1f7e-8a51-4d0b-9a42-3f1f1d2e7b10';

function filled(): ApplicationFormValues {
  const v = emptyValues('2025-06-01');
  v.personal_information = { ...v.personal_information, full_name: 'Ana Diaz', email: 'ana@example.com', phone_number: '518-555-0100' };
  v.signature_acknowledgment.terms_acknowledgment = {
    agree_to_lease_terms: true,
    consent_to_background_credit_checks: true,
    understand_rental_policies: false,
  };
  return v;
}

describe('application validation', () => {
  it('checks step 2 with the spec messages', () => {
    const v = emptyValues('2025-06-01');
    expect(validateStep(2, v)).toEqual({
      'personal_information.full_name': M.fullNameRequired,
      'personal_information.email': M.emailRequired,
      'personal_information.phone_number': M.phoneRequired,
    });
    v.personal_information.email = 'ana@';
    expect(validateStep(2, v)['personal_information.email']).toBe(M.emailInvalid);
  });

  it('checks step 8: lease terms and consent required, the third acknowledgment optional', () => {
    const v = emptyValues('2025-06-01');
    expect(validateStep(8, v)).toEqual({
      'signature_acknowledgment.terms_acknowledgment.agree_to_lease_terms': M.agreeLeaseTerms,
      'signature_acknowledgment.terms_acknowledgment.consent_to_background_credit_checks': M.consentRequired,
    });
    expect(validateStep(8, filled())).toEqual({});
  });

  it('has no rules on Continue for the other steps', () => {
    const v = emptyValues('2025-06-01');
    v.employment_income.current_employer.monthly_income = '-5';
    for (const step of [1, 3, 4, 5, 6, 7, 9]) expect(validateStep(step, v)).toEqual({});
  });

  it('validates everything before submit and knows the step of each field', () => {
    expect(validateAll(PROPERTY, filled())).toEqual({});
    const v = filled();
    v.employment_income.current_employer.monthly_income = '-5';
    v.references.personal_references[0].email = 'not-mail';
    const errors = validateAll(PROPERTY, v);
    expect(errors).toEqual({
      'employment_income.current_employer.monthly_income': M.monthlyIncomeNegative,
      'references.personal_references.0.email': M.emailInvalid,
    });
    expect(Object.keys(errors).map(stepOfField)).toEqual([4, 6]);
    expect(stepOfField('signature_acknowledgment.terms_acknowledgment.agree_to_lease_terms')).toBe(8);
  });

  it('does not send the hidden pet and eviction fields', () => {
    const v = filled();
    v.additional_information = { ...v.additional_information, has_pets: 'no', pet_type: 'Dog' };
    v.credit_background_check = { ...v.credit_background_check, eviction_history: 'none', eviction_details: 'old text' };
    const body = toSubmitBody(PROPERTY, v);
    expect(body.additional_information?.pet_type).toBe('');
    expect(body.credit_background_check?.eviction_details).toBe('');
    expect(body.property_id).toBe(PROPERTY);
  });
});
