import { z } from 'zod';
import {
  TEAM_ROLES,
  teamListQuerySchema,
  type AdminTeamListData,
  type AdminTeamMember,
  type TeamListData,
  type TeamMember,
  type TeamStats,
} from '../team';
import { defineEndpoint, MULTIPART } from './endpoint';
import { envelope, offsetPaginationSchema, type Expect, type Same } from './envelope';
import { teamRoutes } from './team-routes';

// The team endpoints (server.md §3 Team): the routes of team-routes.ts with their schemas.

/** Ids are checked by the service, so a malformed one is a 404 like an unknown one. */
export const teamIdParams = z.object({ id: z.string().max(100) });

export const teamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  age: z.number(),
  email: z.string(),
  position_name: z.string(),
  description: z.string().nullable(),
  phone: z.string().nullable(),
  photo: z.string().nullable(),
  photo_srcset: z.string().nullable(),
  created_at: z.string(),
});

export const adminTeamMemberSchema = teamMemberSchema.extend({
  role: z.enum(TEAM_ROLES),
  is_active: z.boolean(),
  updated_at: z.string(),
});

export const teamStatsSchema = z.object({
  total: z.number(),
  active: z.number(),
  inactive: z.number(),
  admins: z.number(),
  positions: z.record(z.string(), z.number()),
  recent_members: z.array(adminTeamMemberSchema),
  added_this_month: z.number(),
});

export const teamListDataSchema = z.object({ team_members: z.array(teamMemberSchema), pagination: offsetPaginationSchema });

export const adminTeamListDataSchema = z.object({
  team_members: z.array(adminTeamMemberSchema),
  pagination: offsetPaginationSchema,
  stats: teamStatsSchema,
});

export type _TeamShapes = [
  Expect<Same<z.output<typeof teamMemberSchema>, TeamMember>>,
  Expect<Same<z.output<typeof adminTeamMemberSchema>, AdminTeamMember>>,
  Expect<Same<z.output<typeof teamStatsSchema>, TeamStats>>,
  Expect<Same<z.output<typeof teamListDataSchema>, TeamListData>>,
  Expect<Same<z.output<typeof adminTeamListDataSchema>, AdminTeamListData>>,
];

const oneMember = envelope(adminTeamMemberSchema);

export const teamEndpoints = {
  publicList: defineEndpoint(teamRoutes.publicList, { query: teamListQuerySchema, response: envelope(teamListDataSchema) }),
  publicDetail: defineEndpoint(teamRoutes.publicDetail, { params: teamIdParams, response: envelope(teamMemberSchema) }),
  adminList: defineEndpoint(teamRoutes.adminList, { query: teamListQuerySchema, response: envelope(adminTeamListDataSchema) }),
  // The member form is read by the route (multipart with an optional photo, or JSON without one).
  create: defineEndpoint(teamRoutes.create, { body: MULTIPART, response: oneMember, status: 201 }),
  adminDetail: defineEndpoint(teamRoutes.adminDetail, { params: teamIdParams, response: oneMember }),
  update: defineEndpoint(teamRoutes.update, { params: teamIdParams, body: MULTIPART, response: oneMember }),
  remove: defineEndpoint(teamRoutes.remove, { params: teamIdParams, response: envelope(z.null()) }),
};
