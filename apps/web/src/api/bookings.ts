import type { BookingTypeCreateInput, BookingTypeUpdateInput } from '@rentfront/shared/bookings';
import type { bookingEndpoints } from '@rentfront/shared/contract/bookings';
import { bookingRoutes } from '@rentfront/shared/contract/bookings-routes';
import { endpointClient } from './endpoint';

// Calls of the visit booking options, typed by their descriptors (ADR 0031).

const api = endpointClient<typeof bookingEndpoints>(bookingRoutes);

/** The visit dialog's options (public-site.md §7: page 1, per_page 30). */
export const fetchBookingTypes = (page = 1, perPage = 30) => api.publicList({ query: { page, per_page: perPage } });

// Settings card "Visit booking options".

export const listAdminBookingTypes = () => api.adminList();

export const createBookingType = (input: BookingTypeCreateInput) => api.create({ body: input });

export const updateBookingType = (id: string, input: BookingTypeUpdateInput) => api.update({ params: { id }, body: input });

export const deleteBookingType = (id: string) => api.remove({ params: { id } });
