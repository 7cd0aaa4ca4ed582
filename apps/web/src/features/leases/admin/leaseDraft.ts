import { createDraftStore, pickFields } from '../../../ui/unsaved/draftStore';
import type { LeaseFormValues } from './leaseForm';

/**
 * What a lease draft keeps in this browser: the terms. The residents' names, e-mails and phones
 * and the notes are personal data and never go to localStorage (ADR 0018).
 */
export const LEASE_DRAFT_FIELDS = [
  'property_id',
  'start_date',
  'end_date',
  'month_to_month',
  'monthly_rent',
  'deposit',
  'due_day',
  'grace_days',
  'late_fee_type',
  'late_fee_amount',
  'late_fee_cap',
  'recurring_charges',
] as const satisfies readonly (keyof LeaseFormValues)[];

export const leaseDrafts = createDraftStore<LeaseFormValues>({ form: 'lease', pick: pickFields<LeaseFormValues>(LEASE_DRAFT_FIELDS) });
