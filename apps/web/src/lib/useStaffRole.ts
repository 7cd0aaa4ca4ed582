import { isUserRole, roleCan, type Permission, type UserRole } from '@rentfront/shared/permissions';
import { useAdminHint } from './useAdminHint';

/**
 * The signed-in staff member's role, from the local display hint: written at sign-in and
 * refreshed from the server's profile by the admin shell, so a changed role shows on the next
 * profile check. Null while unknown (e.g. a hint left by a version that only knew "admin").
 * It only hides what the role cannot use: the server's permission map is what refuses.
 * No query client needed, so shared pieces (the Export CSV link) can ask too.
 */
export function useStaffRole(): UserRole | null {
  const role = useAdminHint()?.role;
  return isUserRole(role) ? role : null;
}

/** Whether the signed-in role holds the permission (false while the role is unknown). */
export function useCan(permission: Permission): boolean {
  return roleCan(useStaffRole(), permission);
}
