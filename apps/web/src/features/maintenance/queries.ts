import { useQuery } from '@tanstack/react-query';
import type { MaintenanceRequest } from '@rentfront/shared/maintenance';
import { fetchPropertyChoices, getMaintenanceRequest } from '../../api/maintenance';
import { maintenanceKeys } from '../../api/queryKeys';

/** The full request for the modal; the row's copy shows at once while it refreshes. */
export function useMaintenanceDetail(request: MaintenanceRequest | undefined) {
  return useQuery({
    queryKey: maintenanceKeys.detail(request?.id),
    queryFn: async () => (await getMaintenanceRequest(request!.id)).data,
    enabled: Boolean(request),
    initialData: request,
    initialDataUpdatedAt: 0,
  });
}

export function usePropertyChoices(enabled: boolean) {
  return useQuery({
    queryKey: maintenanceKeys.propertyChoices,
    queryFn: fetchPropertyChoices,
    enabled,
    staleTime: 5 * 60_000,
  });
}
