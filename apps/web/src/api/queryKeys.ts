import type { Query } from './client';
import type { NoticeListParams } from './notices';

// Every TanStack Query key of the migrated domains, built here only (ADR 0031). A key starts with
// its domain, so `invalidateQueries({ queryKey: propertyKeys.all })` refreshes whatever shows
// that domain. The dashboard's property cards live under `dashboard`: a saved home refreshes them
// through `dashboardKeys.all`, as before.

export const propertyKeys = {
  all: ['properties'] as const,
  adminList: (query: Query) => ['properties', 'admin', query] as const,
};

export const noticeKeys = {
  all: ['notices'] as const,
  adminList: (params: NoticeListParams) => ['notices', 'admin', params] as const,
};

export const dashboardKeys = {
  all: ['dashboard'] as const,
  propertyStats: ['dashboard', 'property-stats'] as const,
  recentProperties: ['dashboard', 'recent-properties'] as const,
  summary: ['dashboard', 'summary'] as const,
  attention: ['dashboard', 'attention'] as const,
  leadSources: ['dashboard', 'lead-sources'] as const,
};

/** The office's tours ('admin-tours') and the tour settings ('tour-settings'), each refreshed whole. */
export const tourKeys = {
  all: ['admin-tours'] as const,
  list: ['admin-tours', 'list'] as const,
  agenda: (window: { from: string; to: string }) => ['admin-tours', 'agenda', window] as const,
  detail: (id: string) => ['admin-tours', 'detail', id] as const,
  /** The home filter's choices. */
  homes: ['admin-tours', 'homes'] as const,
  settings: ['tour-settings'] as const,
  propertySettings: (id: string) => ['tour-settings', 'property', id] as const,
};

/** Visit booking options: the office's list and what the public visit dialog offers. */
export const bookingKeys = {
  all: ['bookings'] as const,
  admin: ['bookings', 'admin'] as const,
  offered: ['bookings', 'offered'] as const,
};

export const savedSearchKeys = {
  all: ['saved-searches'] as const,
};

/** The site's identity (env settings) and the editable page texts. */
export const siteKeys = {
  settings: ['site-settings'] as const,
  adminTexts: ['site-texts', 'admin'] as const,
};

/** The inbox's pages and the message open in its details pane. */
export const contactKeys = {
  all: ['contacts'] as const,
  list: ['contacts', 'list'] as const,
  detail: ['contacts', 'detail'] as const,
  detailOf: (id: string | null) => ['contacts', 'detail', id] as const,
};

/** The contractor directory (a change also refreshes `maintenanceKeys.all`: requests name their contractor). */
export const contractorKeys = {
  all: ['contractors'] as const,
  list: (active: boolean | undefined) => ['contractors', { active }] as const,
};

/** Every maintenance key starts with 'maintenance', so one invalidation refreshes the section. */
export const maintenanceKeys = {
  all: ['maintenance'] as const,
  detail: (id: string | undefined) => ['maintenance', 'detail', id] as const,
  propertyChoices: ['maintenance', 'property-choices'] as const,
};

/** Every team key starts with 'team': the About page and the dashboard read the team too. */
export const teamKeys = {
  all: ['team'] as const,
  admin: ['team', 'admin'] as const,
};

/** Every applications key starts with 'applications': a change refreshes the list, an open detail and its timeline. */
export const applicationKeys = {
  all: ['applications'] as const,
  detail: (id: string) => ['applications', 'detail', id] as const,
  timeline: (id: string) => ['applications', 'timeline', id] as const,
};

/** Chatbot Analytics: the section's Refresh invalidates `all`, the list, the stats and an open conversation. */
export const chatbotKeys = {
  all: ['chatbot'] as const,
  conversations: ['chatbot', 'conversations'] as const,
  conversation: (id: string | null) => ['chatbot', 'conversation', id] as const,
  stats: ['chatbot', 'stats'] as const,
};

/** The Staff screen's one list (every staff member at once). */
export const staffKeys = {
  all: ['staff'] as const,
};

/** Every screening key starts with 'screening', so one invalidation refreshes the whole section. */
export const screeningKeys = {
  all: ['screening'] as const,
  responses: ['screening', 'responses'] as const,
  response: (id: string | null) => ['screening', 'response', id] as const,
  /** The admin's question list (all of them, in order). */
  adminQuestions: ['screening', 'admin-questions'] as const,
  /** The visitor's questionnaire (the public list). */
  publicQuestions: ['screening', 'questions'] as const,
};

/** The signed-in user's profile: the admin shell's name and photo, and Settings → Profile. */
export const authKeys = {
  profile: ['profile'] as const,
};

/** Settings → Security: the signed-in devices, the two-factor status and the site's security policy (kept apart as before). */
export const securityKeys = {
  sessions: ['auth-sessions'] as const,
  mfa: ['auth-mfa'] as const,
  settings: ['security-settings'] as const,
};

/** Every leases key starts with 'leases': a change refreshes the list, an open lease and the template. */
export const leaseKeys = {
  all: ['leases'] as const,
  detail: (id: string) => ['leases', 'detail', id] as const,
  template: ['leases', 'template'] as const,
};

/** The admin residents directory and an open resident. */
export const residentKeys = {
  all: ['residents'] as const,
  detail: (id: string) => ['residents', 'detail', id] as const,
};

/** The rent reports: every key starts with 'reports', so a ledger write can refresh them all. */
export const rentReportKeys = {
  all: ['reports'] as const,
  rentRoll: ['reports', 'rent-roll'] as const,
  delinquency: ['reports', 'delinquency'] as const,
  income: ['reports', 'income'] as const,
  deposits: ['reports', 'deposits'] as const,
  onlinePayments: ['reports', 'online-payments'] as const,
};
