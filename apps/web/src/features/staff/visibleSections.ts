import { roleCan, SECTION_PERMISSIONS, type UserRole } from '@rentfront/shared/permissions';
import { ADMIN_SECTIONS } from '@rentfront/shared/routes';

/** The admin sections the role may use, in the sidebar's order; none while the role is unknown. */
export function visibleSections(role: UserRole | null) {
  return ADMIN_SECTIONS.filter(({ slug }) => roleCan(role, SECTION_PERMISSIONS[slug]));
}
