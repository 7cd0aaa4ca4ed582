// Admin dashboard contract (admin-back-office.md §2 Dashboard, server.md §3 Dashboard).
import type { Property, PropertyStats } from './properties';

export const DASHBOARD_RECENT_PROPERTIES = 5;

export const DASHBOARD_MESSAGES = {
  statsError: (detail: string) => `Error loading stats: ${detail}`,
  recentError: (detail: string) => `Error loading recent properties: ${detail}`,
  noProperties: 'No properties yet',
} as const;

/**
 * GET /api/admin/dashboard. `property_stats` and `recent_properties` belong to the properties
 * domain; other domains add their summaries under `sections` by key (e.g. `contacts`, `team`).
 */
export interface DashboardData {
  property_stats: PropertyStats;
  recent_properties: Property[];
  sections: Record<string, unknown>;
}

/** Occupancy ring: rented ÷ total as a rounded percent, or null when there are no properties. */
export function occupancyPercent(rented: number, total: number): number | null {
  if (!total) return null;
  return Math.round((rented / total) * 100);
}
