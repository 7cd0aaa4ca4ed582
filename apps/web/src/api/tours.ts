import type {
  AdminTourDetail,
  AdminTourList,
  AdminTourUpdate,
  TourAvailability,
  TourBooked,
  TourBookingInput,
  TourManageView,
  TourOffer,
  TourType,
} from '@rentfront/shared/tours';
import { apiRequest } from './client';
import type { Envelope } from './types';

// The public tour calls (issue 21). Manage tokens travel in the path only, never in a query string.
const TIMEOUT = 30_000;
const manage = (token: string) => `/api/tours/manage/${encodeURIComponent(token)}`;

export const getTourAvailability = (propertyId: string, type: TourType) =>
  apiRequest<Envelope<TourAvailability>>('/api/tours/availability', { query: { property_id: propertyId, type }, timeoutMs: TIMEOUT });

/** Which of a page of homes take tours of `type` (the /tour chooser lists only those). */
export const getTourOffer = (type: TourType, ids: string[]) =>
  apiRequest<Envelope<TourOffer>>('/api/tours/offer', { query: { type, ids: ids.join(',') }, timeoutMs: TIMEOUT });

export const bookTour = (values: TourBookingInput) =>
  apiRequest<Envelope<TourBooked>>('/api/tours', { method: 'POST', body: values, timeoutMs: TIMEOUT });

export const getManagedTour = (token: string) => apiRequest<Envelope<TourManageView>>(manage(token), { timeoutMs: TIMEOUT });

export const rescheduleTour = (token: string, start: string) =>
  apiRequest<Envelope<TourManageView>>(`${manage(token)}/reschedule`, { method: 'POST', body: { start }, timeoutMs: TIMEOUT });

export const cancelTour = (token: string) =>
  apiRequest<Envelope<TourManageView>>(`${manage(token)}/cancel`, { method: 'POST', timeoutMs: TIMEOUT });

// ---- Admin -------------------------------------------------------------------------------

export interface AdminTourListParams {
  limit: number;
  offset: number;
  property_id?: string;
  type?: string;
  status?: string;
  /** Site calendar days, YYYY-MM-DD. */
  from?: string;
  to?: string;
  sort?: string;
  dir?: string;
}

const ADMIN = '/api/admin/tours';

export const listAdminTours = (params: AdminTourListParams) =>
  apiRequest<Envelope<AdminTourList>>(ADMIN, { query: { ...params }, admin: true, timeoutMs: TIMEOUT });

export const getAdminTour = (id: string) =>
  apiRequest<Envelope<AdminTourDetail>>(`${ADMIN}/${encodeURIComponent(id)}`, { admin: true, timeoutMs: TIMEOUT });

export const updateAdminTour = (id: string, body: AdminTourUpdate) =>
  apiRequest<Envelope<AdminTourDetail>>(`${ADMIN}/${encodeURIComponent(id)}`, { method: 'PATCH', body, admin: true, timeoutMs: TIMEOUT });

/** Issue 30: the office revokes the visitor's manage link, or e-mails a new one (the old one dies). */
export const revokeTourManageLink = (id: string) =>
  apiRequest<Envelope<AdminTourDetail>>(`${ADMIN}/${encodeURIComponent(id)}/manage-link/revoke`, {
    method: 'POST',
    admin: true,
    timeoutMs: TIMEOUT,
  });

export const issueTourManageLink = (id: string) =>
  apiRequest<Envelope<AdminTourDetail>>(`${ADMIN}/${encodeURIComponent(id)}/manage-link`, {
    method: 'POST',
    admin: true,
    timeoutMs: TIMEOUT,
  });
