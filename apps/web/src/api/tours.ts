import type { EndpointQuery } from '@rentfront/shared/contract/endpoint';
import type { tourEndpoints } from '@rentfront/shared/contract/tours';
import { tourRoutes } from '@rentfront/shared/contract/tours-routes';
import type { AdminTourUpdate, TourBookingValues, TourPropertySettingsInput, TourSettingsInput, TourType } from '@rentfront/shared/tours';
import { endpointClient } from './endpoint';

// The tour calls (issue 21), typed by their descriptors (ADR 0031). Manage tokens travel in the
// path only, never in a query string.
const TIMEOUT = { timeoutMs: 30_000 };

const api = endpointClient<typeof tourEndpoints>(tourRoutes);

export const getTourAvailability = (propertyId: string, type: TourType) =>
  api.availability({ query: { property_id: propertyId, type } }, TIMEOUT);

/** Which of a page of homes take tours of `type` (the /tour chooser lists only those). */
export const getTourOffer = (type: TourType, ids: string[]) => api.offer({ query: { type, ids: ids.join(',') } }, TIMEOUT);

export const bookTour = (values: TourBookingValues) => api.book({ body: values }, TIMEOUT);

export const getManagedTour = (token: string) => api.manageView({ params: { token } }, TIMEOUT);

export const rescheduleTour = (token: string, start: string) => api.reschedule({ params: { token }, body: { start } }, TIMEOUT);

export const cancelTour = (token: string) => api.cancel({ params: { token } }, TIMEOUT);

// ---- Admin -------------------------------------------------------------------------------

/** Paging, filters (site calendar days, YYYY-MM-DD) and sort of the tour list. */
export type AdminTourListParams = EndpointQuery<typeof tourEndpoints.adminList>;

export const listAdminTours = (params: AdminTourListParams) => api.adminList({ query: params }, TIMEOUT);

export const getAdminTour = (id: string) => api.adminDetail({ params: { id } }, TIMEOUT);

export const updateAdminTour = (id: string, body: AdminTourUpdate) => api.adminUpdate({ params: { id }, body }, TIMEOUT);

/** Issue 30: the office revokes the visitor's manage link, or e-mails a new one (the old one dies). */
export const revokeTourManageLink = (id: string) => api.revokeManageLink({ params: { id } }, TIMEOUT);

export const issueTourManageLink = (id: string) => api.issueManageLink({ params: { id } }, TIMEOUT);

// Settings → Tours and a home's own tour settings (issue 21 item 1); owner and manager only.

export const fetchTourSettings = () => api.settings();

export const saveTourSettings = (body: TourSettingsInput) => api.saveSettings({ body });

export const fetchPropertyTourSettings = (id: string) => api.propertySettings({ params: { id } });

export const savePropertyTourSettings = (id: string, body: TourPropertySettingsInput) => api.savePropertySettings({ params: { id }, body });
