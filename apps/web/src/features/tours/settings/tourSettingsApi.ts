import type { TourPropertySettings, TourPropertySettingsInput, TourSettings, TourSettingsInput } from '@rentfront/shared/tours';
import { apiRequest } from '../../../api/client';
import type { Envelope } from '../../../api/types';

// Settings → Tours and a home's own tour settings (issue 21 item 1); owner and manager only.
const SITE = '/api/admin/tour-settings';
const home = (id: string) => `${SITE}/properties/${encodeURIComponent(id)}`;

export const TOUR_SETTINGS_KEY = ['tour-settings'] as const;
export const propertyTourSettingsKey = (id: string) => ['tour-settings', 'property', id] as const;

export const fetchTourSettings = () => apiRequest<Envelope<TourSettings>>(SITE, { admin: true });

export const saveTourSettings = (body: TourSettingsInput) => apiRequest<Envelope<TourSettings>>(SITE, { method: 'PUT', body, admin: true });

export const fetchPropertyTourSettings = (id: string) => apiRequest<Envelope<TourPropertySettings>>(home(id), { admin: true });

export const savePropertyTourSettings = (id: string, body: TourPropertySettingsInput) =>
  apiRequest<Envelope<TourPropertySettings>>(home(id), { method: 'PUT', body, admin: true });
