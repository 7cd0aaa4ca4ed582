import { createDraftStore, pickFields } from '../../../ui/unsaved/draftStore';
import { BOOLEAN_FIELDS, TEXT_FIELDS, type PropertyFormValues } from './propertyForm';

/**
 * What a property draft keeps: every field but the management contact (a person's name or phone
 * may be typed there, and localStorage holds no personal data). Pictures are files: never kept.
 */
export const PROPERTY_DRAFT_FIELDS = [...TEXT_FIELDS.filter((f) => f !== 'property_management_contact'), ...BOOLEAN_FIELDS] as const;

export const propertyDrafts = createDraftStore<PropertyFormValues>({
  form: 'property',
  pick: pickFields<PropertyFormValues>(PROPERTY_DRAFT_FIELDS, { featured: 'boolean', syndicate: 'boolean' }),
});
