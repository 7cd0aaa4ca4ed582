import type { SiteSettings } from '@rentfront/shared/site';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client';
import type { Envelope } from './types';

export const fetchSiteSettings = () => apiRequest<Envelope<SiteSettings>>('/api/public/site').then((r) => r.data);

/** Business identity for header, footer and contact details; cached for the whole visit. */
export function useSiteSettings() {
  return useQuery({ queryKey: ['site'], queryFn: fetchSiteSettings, staleTime: Infinity, gcTime: Infinity });
}
