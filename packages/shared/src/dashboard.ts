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

/** "Leads by source" counts the leads of the last this many days (issue 35 item 2). */
export const LEAD_SOURCE_DAYS = 30;

/** One source's leads: contact messages, tours booked and applications submitted. */
export interface LeadSourceCount {
  /** The stored tag (`zillow_rental_network`), or `direct` for leads that came with none. */
  source: string;
  /** What the dashboard shows for it ("Zillow Rental Network"). */
  label: string;
  contacts: number;
  tours: number;
  applications: number;
  total: number;
}

/** GET /api/admin/dashboard/lead-sources: most leads first. */
export interface LeadSourcesData {
  days: number;
  since: string;
  sources: LeadSourceCount[];
}
