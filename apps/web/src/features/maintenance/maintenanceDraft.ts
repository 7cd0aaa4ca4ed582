import { createDraftStore, pickFields } from '../../ui/unsaved/draftStore';
import type { MaintenanceFormValues } from './formValues';

/**
 * What a maintenance draft keeps: the property and the issue. The tenant's and the contractor's
 * name, e-mail and phone are personal data and never go to localStorage (ADR 0018); the photos
 * are files and are not kept either.
 */
export const MAINTENANCE_DRAFT_FIELDS = [
  'property_id',
  'property_address',
  'property_unit',
  'issue_title',
  'issue_description',
  'priority',
  'estimated_cost',
  'notes',
  'status',
] as const satisfies readonly (keyof MaintenanceFormValues)[];

export const maintenanceDrafts = createDraftStore<MaintenanceFormValues>({
  form: 'maintenance',
  pick: pickFields<MaintenanceFormValues>(MAINTENANCE_DRAFT_FIELDS),
});
