import { useQuery } from '@tanstack/react-query';
import type { MaintenanceRequest } from '@rentfront/shared/maintenance';
import { fetchPropertyChoices, getMaintenanceRequest } from '../../api/maintenance';

/** Every maintenance query key starts with this, so one invalidation refreshes the section. */
export const MAINTENANCE_KEY = ['maintenance'] as const;

/** The full request for the modal; the row's copy shows at once while it refreshes. */
export function useMaintenanceDetail(request: MaintenanceRequest | undefined) {
  return useQuery({
    queryKey: [...MAINTENANCE_KEY, 'detail', request?.id],
    queryFn: async () => (await getMaintenanceRequest(request!.id)).data,
    enabled: Boolean(request),
    initialData: request,
    initialDataUpdatedAt: 0,
  });
}

export function usePropertyChoices(enabled: boolean) {
  return useQuery({
    queryKey: [...MAINTENANCE_KEY, 'property-choices'],
    queryFn: fetchPropertyChoices,
    enabled,
    staleTime: 5 * 60_000,
  });
}
