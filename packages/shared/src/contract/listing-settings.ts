import { listingSettingsSchema } from '../listing-settings';
import { defineEndpoint } from './endpoint';
import { envelope } from './envelope';
import { listingSettingsRoutes } from './listing-settings-routes';

export const listingSettingsEndpoints = {
  read: defineEndpoint(listingSettingsRoutes.read, { response: envelope(listingSettingsSchema) }),
  save: defineEndpoint(listingSettingsRoutes.save, { body: listingSettingsSchema, response: envelope(listingSettingsSchema) }),
};
