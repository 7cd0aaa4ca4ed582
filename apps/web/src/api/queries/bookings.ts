import { queryOptions } from '@tanstack/react-query';
import { fetchBookingTypes, listAdminBookingTypes } from '../bookings';
import { bookingKeys } from '../queryKeys';

// TanStack Query options of the visit booking options (Settings; the visit dialog calls directly).

export const bookingQueries = {
  admin: () => queryOptions({ queryKey: bookingKeys.admin, queryFn: listAdminBookingTypes }),
  /** The first page the public visit dialog lists (the built-in tours, then TidyCal's or the office's). */
  offered: () => queryOptions({ queryKey: bookingKeys.offered, queryFn: () => fetchBookingTypes(1, 30) }),
};
