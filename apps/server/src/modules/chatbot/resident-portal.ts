import { PUBLIC_PATHS } from '@rentfront/shared/route-paths';
import type { Config } from '../../config';

/**
 * The address "Pay Rent" and "Residents" lead to (RESIDENT_PORTAL, ADR 0035): the built-in portal
 * on this site, or the office's own system at RESIDENT_PORTAL_URL. For text sent outside the web
 * app (the chatbot's answers), so it is absolute.
 */
export function residentPortalLink(config: Config): string {
  return config.site.residentPortal === 'builtin' ? `${config.publicUrl}${PUBLIC_PATHS.residentHome}` : config.site.residentPortalUrl;
}
