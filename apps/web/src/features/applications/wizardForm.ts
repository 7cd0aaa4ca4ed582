import { createContext, useContext } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import type { ApplicationFormValues, SensitiveField } from './formValues';
import type { FieldErrors } from './validation';

export type FieldName = Path<ApplicationFormValues>;

/** What every step needs: the form, the errors on show, and a way to clear one when its field is edited. */
export interface WizardFormApi {
  form: UseFormReturn<ApplicationFormValues>;
  errors: FieldErrors;
  clearError: (name: string) => void;
  /** Sensitive values a resumed draft holds on the server, masked (issue 34): blank keeps them. */
  savedSensitive: Partial<Record<SensitiveField, string | null>>;
}

export const WizardFormContext = createContext<WizardFormApi | null>(null);

export function useWizardForm(): WizardFormApi {
  const api = useContext(WizardFormContext);
  if (!api) throw new Error('useWizardForm outside the application wizard');
  return api;
}

/** register() props that also clear the field's error as soon as it is edited (public-site.md §4). */
export function useFieldRegistration(name: FieldName) {
  const { form, errors, clearError } = useWizardForm();
  return { field: form.register(name, { onChange: () => clearError(name) }), error: errors[name] };
}
