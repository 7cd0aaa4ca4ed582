import { z } from 'zod';
import { searchTextSchema } from './query';
import type { OffsetPagination } from './http';
import { EMAIL_PATTERN, isValidPhone } from './validation';
import { TEAM_ABOUT_PAGE_SIZE } from './page-sizes';
import { TEAM_AGE_MAX, TEAM_AGE_MIN, TEAM_MESSAGES } from './team-core';

// Team members: the About page grid and the admin "Team management" section
// (spec: public §3 and About, admin "Team management"; server.md §3 Team).

export const TEAM_PAGE_SIZE = 10;
export { TEAM_ABOUT_PAGE_SIZE };
export const TEAM_ADMIN_PAGE_SIZE = 20;
export const TEAM_MAX_LIMIT = 100;
export const TEAM_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const TEAM_NAME_MAX = 120;
export const TEAM_POSITION_MAX = 120;
export const TEAM_DESCRIPTION_MAX = 2000;
/** How many newest members the admin stats carry. */
export const TEAM_RECENT_COUNT = 5;
export const TEAM_ROLES = ['member', 'admin'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export { TEAM_AGE_MAX, TEAM_AGE_MIN, TEAM_MESSAGES };

/** Multipart sends text; the JSON-minded web form may send booleans. */
const boolish = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'on' || v === 'yes');

const required = (max: number) =>
  z.string({ error: TEAM_MESSAGES.required }).trim().min(1, TEAM_MESSAGES.required).max(max, TEAM_MESSAGES.tooLong);

/** Age arrives as text from forms; blank means "not given". */
const age = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v),
  z
    .number({ error: (issue) => (issue.input === undefined ? TEAM_MESSAGES.required : TEAM_MESSAGES.ageRange) })
    .int(TEAM_MESSAGES.ageRange)
    .min(TEAM_AGE_MIN, TEAM_MESSAGES.ageRange)
    .max(TEAM_AGE_MAX, TEAM_MESSAGES.ageRange),
);

/** Optional text: blank clears it (null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, TEAM_MESSAGES.tooLong)
    .transform((v) => (v === '' ? null : v));

/** Create: the required fields of the spec, plus the optional ones. */
export const teamMemberCreateSchema = z.object({
  name: required(TEAM_NAME_MAX),
  age,
  email: required(254).regex(EMAIL_PATTERN, TEAM_MESSAGES.emailInvalid),
  position_name: required(TEAM_POSITION_MAX),
  description: optionalText(TEAM_DESCRIPTION_MAX).optional(),
  phone: optionalText(32)
    .refine((v) => v === null || isValidPhone(v), TEAM_MESSAGES.phoneInvalid)
    .optional(),
  role: z.enum(TEAM_ROLES).optional(),
  is_active: boolish.optional(),
});
export type TeamMemberCreateInput = z.output<typeof teamMemberCreateSchema>;

/** Update: only the fields that are sent change; a required field that is sent must not be blank. */
export const teamMemberUpdateSchema = teamMemberCreateSchema.partial().extend({
  remove_photo: boolish.optional(),
});
export type TeamMemberUpdateInput = z.output<typeof teamMemberUpdateSchema>;

/** What the admin form edits (all text, as inputs hold it). */
export interface TeamMemberFormValues {
  name: string;
  age: string;
  email: string;
  position_name: string;
  description: string;
  phone: string;
  is_active: boolean;
}

export const teamListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(TEAM_MAX_LIMIT).default(TEAM_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
  search: searchTextSchema,
  position: z
    .string()
    .trim()
    .max(TEAM_POSITION_MAX)
    .optional()
    .transform((v) => (v === undefined || v === '' || v === 'all' || v === 'any' ? undefined : v)),
});
export type TeamListQuery = z.output<typeof teamListQuerySchema>;

/** Checks a photo the browser is about to upload; returns the spec message or null. */
export function checkTeamPhoto(file: { size: number; type: string }): string | null {
  if (!file.type.startsWith('image/')) return TEAM_MESSAGES.photoNotImage;
  if (file.size > TEAM_PHOTO_MAX_BYTES) return TEAM_MESSAGES.photoTooLarge;
  return null;
}

/** The public shape (About page). */
export interface TeamMember {
  id: string;
  name: string;
  age: number;
  email: string;
  position_name: string;
  description: string | null;
  phone: string | null;
  /** URL of the 800 px WebP variant, or null. */
  photo: string | null;
  /** `url 400w, url 800w, url 1600w` for `srcset`, or null. */
  photo_srcset: string | null;
  created_at: string;
}

/** What admins see: the public fields plus the management ones. */
export interface AdminTeamMember extends TeamMember {
  role: TeamRole;
  is_active: boolean;
  updated_at: string;
}

export interface TeamStats {
  total: number;
  active: number;
  inactive: number;
  /** Members with role admin (the dashboard counts them). */
  admins: number;
  /** Position name to member count, largest first. */
  positions: Record<string, number>;
  /** The newest members, newest first. */
  recent_members: AdminTeamMember[];
  /** Members added in the last 30 days ("this month"). */
  added_this_month: number;
}

export interface TeamListData {
  team_members: TeamMember[];
  pagination: OffsetPagination;
}

export interface AdminTeamListData {
  team_members: AdminTeamMember[];
  pagination: OffsetPagination;
  stats: TeamStats;
}

/** Dashboard summary sizes (admin §9: 3 recent team members; top 3 positions). */
export const DASHBOARD_RECENT_TEAM = 3;
export const DASHBOARD_TOP_POSITIONS = 3;

/** `sections.team` of GET /api/admin/dashboard. */
export interface TeamDashboardSummary {
  total: number;
  active: number;
  /** Number of different positions. */
  position_count: number;
  /** The biggest positions, largest first. */
  top_positions: { name: string; count: number }[];
  recent_members: AdminTeamMember[];
}

/** Share of members that are active, as a rounded percent (null when there are none). */
export function teamActivePercent(summary: { total: number; active: number }): number | null {
  if (!summary.total) return null;
  return Math.round((summary.active / summary.total) * 100);
}
