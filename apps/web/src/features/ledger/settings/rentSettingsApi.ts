// Settings → Rent (issue 33 item 2), typed by @rentfront/shared/contract/rent-settings.
import type { rentSettingsEndpoints } from '@rentfront/shared/contract/rent-settings';
import { rentSettingsRoutes } from '@rentfront/shared/contract/rent-settings-routes';
import type { RentSettings } from '@rentfront/shared/rent-settings';
import { queryOptions } from '@tanstack/react-query';
import { endpointClient } from '../../../api/endpoint';

const api = endpointClient<typeof rentSettingsEndpoints>(rentSettingsRoutes);

export const rentSettingsKeys = { all: ['rent-settings'] as const };

export const rentSettingsQuery = () => queryOptions({ queryKey: rentSettingsKeys.all, queryFn: async () => (await api.read()).data });

export const saveRentSettings = (body: RentSettings) => api.save({ body });
