// Calls of the leases domain (issue 32, ADR 0034), typed by the descriptors of
// @rentfront/shared/contract/leases. Admin only: a 401 signs the browser out.
import type { EndpointQuery } from '@rentfront/shared/contract/endpoint';
import type { leaseEndpoints } from '@rentfront/shared/contract/leases';
import { leaseRoutes } from '@rentfront/shared/contract/leases-routes';
import type { LeaseInput } from '@rentfront/shared/leases';
import { propertyRoutes } from '@rentfront/shared/contract/properties-routes';
import type { propertyEndpoints } from '@rentfront/shared/contract/properties';
import { toFormData } from './client';
import { endpointClient } from './endpoint';

const api = endpointClient<typeof leaseEndpoints>(leaseRoutes);
const properties = endpointClient<typeof propertyEndpoints>(propertyRoutes);

/** Status, ending within, search, paging and sort of the list. */
export type LeaseListParams = EndpointQuery<typeof leaseEndpoints.list>;

export const listLeases = (params: LeaseListParams) => api.list({ query: params });

export const getLease = (id: string) => api.detail({ params: { id } });

export const createLease = (body: LeaseInput) => api.create({ body });

/** Replaces the terms; the answer says how many signatures the edit voided. */
export const updateLease = (id: string, body: LeaseInput) => api.update({ params: { id }, body });

export const sendLease = (id: string) => api.send({ params: { id } });

export const countersignLease = (id: string) => api.countersign({ params: { id } });

export const endLease = (id: string, moveOutDate: string) => api.end({ params: { id }, body: { move_out_date: moveOutDate } });

export const cancelLease = (id: string, reason?: string) => api.cancel({ params: { id }, body: reason ? { reason } : {} });

/** The draft lease made from an approved application (everything the applicant gave carried over). */
export const createLeaseFromApplication = (applicationId: string) => api.fromApplication({ params: { id: applicationId } });

/** The PDF of the lease's latest document (a Blob). */
export const downloadLeaseDocument = (id: string) => api.document({ params: { id } });

export const getLeaseTemplate = () => api.template();

export const saveLeaseTemplate = (sections: { heading: string; body: string }[]) => api.saveTemplate({ body: { sections } });

/** Deletes the office's template: the answer is the shipped one. */
export const resetLeaseTemplate = () => api.resetTemplate();

/** After a lease ends the office may put the home back on the market (a partial property update). */
export const markPropertyAvailable = (propertyId: string) =>
  properties.update({ params: { id: propertyId }, body: toFormData({ status: 'available' }) });

/** A renewal offer from an active lease: a new draft (new term and rent) signed the same way. */
export const offerLeaseRenewal = (id: string, body: { start_date?: string | null; end_date: string | null; monthly_rent_cents: number }) =>
  api.renewal({ params: { id }, body });
