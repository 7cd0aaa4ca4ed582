// Step checks (public-site.md §4-§5) and the final full check, with the shared schemas the server uses.
import { applicationSubmitSchema, personalInformationSchema, signatureAcknowledgmentSchema } from '@rentfront/shared/applications';
import type { z } from 'zod';
import { toSubmitBody, type ApplicationFormValues } from './formValues';

/** Field path (e.g. `personal_information.email`) to the message to show on it. */
export type FieldErrors = Record<string, string>;

function toErrors(issues: z.core.$ZodIssue[], prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = prefix + issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** Continue on step 2 and step 8 validates that step; the other steps have no rules on Continue. */
export function validateStep(step: number, values: ApplicationFormValues): FieldErrors {
  if (step === 2) {
    const r = personalInformationSchema.safeParse(values.personal_information);
    return r.success ? {} : toErrors(r.error.issues, 'personal_information.');
  }
  if (step === 8) {
    const r = signatureAcknowledgmentSchema.safeParse(values.signature_acknowledgment);
    return r.success ? {} : toErrors(r.error.issues, 'signature_acknowledgment.');
  }
  return {};
}

/** The full validation before submitting: the whole body against the server's own schema. */
export function validateAll(propertyId: string, values: ApplicationFormValues): FieldErrors {
  const r = applicationSubmitSchema.safeParse(toSubmitBody(propertyId, values));
  return r.success ? {} : toErrors(r.error.issues);
}

const SECTION_STEP: Record<string, number> = {
  property_id: 1,
  personal_information: 2,
  residential_history: 3,
  employment_income: 4,
  credit_background_check: 5,
  references: 6,
  additional_information: 7,
  signature_acknowledgment: 8,
};

/** The wizard step that holds a field. */
export function stepOfField(path: string): number {
  return SECTION_STEP[path.split('.')[0]] ?? 9;
}
