import { rentSettingsSchema } from '../rent-settings';
import { defineEndpoint } from './endpoint';
import { envelope } from './envelope';
import { rentSettingsRoutes } from './rent-settings-routes';

export const rentSettingsEndpoints = {
  read: defineEndpoint(rentSettingsRoutes.read, { response: envelope(rentSettingsSchema) }),
  save: defineEndpoint(rentSettingsRoutes.save, { body: rentSettingsSchema, response: envelope(rentSettingsSchema) }),
};
