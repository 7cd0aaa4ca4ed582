import type { AdminTeamMember, TeamMember } from '@rentfront/shared';
import type { teamMembers } from '../../db/schema';

export type TeamRow = typeof teamMembers.$inferSelect;

/** What the About page may show. */
export function toTeamMember(row: TeamRow): TeamMember {
  return {
    id: row.id,
    name: row.name,
    age: row.age,
    email: row.email,
    position_name: row.positionName,
    description: row.description,
    phone: row.phone,
    photo: row.photo,
    photo_srcset: row.photoSrcset,
    created_at: row.createdAt.toISOString(),
  };
}

/** Everything, for the back office. */
export function toAdminTeamMember(row: TeamRow): AdminTeamMember {
  return { ...toTeamMember(row), role: row.role, is_active: row.isActive, updated_at: row.updatedAt.toISOString() };
}
