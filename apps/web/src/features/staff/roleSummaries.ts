import type { UserRole } from '@rentfront/shared/permissions';

/** One line per role for the Staff screen, matching packages/shared/src/permissions.ts. */
export const ROLE_SUMMARIES: Record<UserRole, string> = {
  owner: 'Everything, including staff and security settings.',
  manager: 'Everything except staff and security settings.',
  agent:
    'Properties, visits, contacts, screening, maintenance and chat; applications without revealing personal details, deleting or exporting.',
};
