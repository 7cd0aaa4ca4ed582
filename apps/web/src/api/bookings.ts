import type { AdminBookingType, BookingType, BookingTypeCreateInput, BookingTypeUpdateInput } from '@rentfront/shared/bookings';
import { apiRequest } from './client';
import type { Envelope } from './types';

/** The visit dialog's options (public-site.md §7: page 1, per_page 30). */
export const fetchBookingTypes = (page = 1, perPage = 30) =>
  apiRequest<Envelope<BookingType[]>>('/api/tidycal/booking-types', { query: { page, per_page: perPage } });

// Settings card "Visit booking options".

const ADMIN = '/api/admin/booking-types';

export const listAdminBookingTypes = () => apiRequest<Envelope<AdminBookingType[]>>(ADMIN, { admin: true });

export const createBookingType = (input: BookingTypeCreateInput) =>
  apiRequest<Envelope<AdminBookingType>>(ADMIN, { method: 'POST', body: input, admin: true });

export const updateBookingType = (id: string, input: BookingTypeUpdateInput) =>
  apiRequest<Envelope<AdminBookingType>>(`${ADMIN}/${encodeURIComponent(id)}`, { method: 'PUT', body: input, admin: true });

export const deleteBookingType = (id: string) =>
  apiRequest<Envelope<{ id: string }>>(`${ADMIN}/${encodeURIComponent(id)}`, { method: 'DELETE', admin: true });
