// Settings → Listings (issue 35 item 1), typed by @rentfront/shared/contract/listing-settings.
import type { listingSettingsEndpoints } from '@rentfront/shared/contract/listing-settings';
import { listingSettingsRoutes } from '@rentfront/shared/contract/listing-settings-routes';
import type { ListingSettings } from '@rentfront/shared/listing-settings';
import { queryOptions } from '@tanstack/react-query';
import { endpointClient } from '../../api/endpoint';

const api = endpointClient<typeof listingSettingsEndpoints>(listingSettingsRoutes);

export const listingSettingsKeys = { all: ['listing-settings'] as const };

export const listingSettingsQuery = () => queryOptions({ queryKey: listingSettingsKeys.all, queryFn: async () => (await api.read()).data });

export const saveListingSettings = (body: ListingSettings) => api.save({ body });
