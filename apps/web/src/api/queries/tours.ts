import { TOURS_MAX_LIMIT } from '@rentfront/shared/tours';
import { queryOptions } from '@tanstack/react-query';
import { tourKeys } from '../queryKeys';
import { fetchPropertyTourSettings, fetchTourSettings, getAdminTour, listAdminTours } from '../tours';

// TanStack Query options of the tours domain (the back office; the public tour pages call directly).

export const tourQueries = {
  /** The agenda's window of days, every tour in it (at most one page of the largest size). */
  agenda: (window: { from: string; to: string }) =>
    queryOptions({
      queryKey: tourKeys.agenda(window),
      queryFn: () => listAdminTours({ limit: TOURS_MAX_LIMIT, offset: 0, ...window }).then((r) => r.data),
    }),
  detail: (id: string) => queryOptions({ queryKey: tourKeys.detail(id), queryFn: () => getAdminTour(id) }),
  settings: () => queryOptions({ queryKey: tourKeys.settings, queryFn: fetchTourSettings }),
  propertySettings: (id: string) => queryOptions({ queryKey: tourKeys.propertySettings(id), queryFn: () => fetchPropertyTourSettings(id) }),
};
