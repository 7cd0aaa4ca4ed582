import { isUserRole, roleCan, type Permission, type UserRole } from '@rentfront/shared/permissions';
import { useQuery } from '@tanstack/react-query';
import { fetchProfile } from '../../api/auth';
import { useAdminHint } from '../../app/useAdminHint';

/**
 * The signed-in staff member's role: the server's answer (the profile, shared with the admin
 * shell's session check) once it is in, the local display hint until then. Null while unknown,
 * e.g. a hint left by a version that only knew "admin". Only hides what the role cannot use: the
 * server's permission map is what refuses.
 */
export function useStaffRole(): UserRole | null {
  const hint = useAdminHint();
  const profile = useQuery({ queryKey: ['profile'], queryFn: fetchProfile, enabled: Boolean(hint), staleTime: 60_000 });
  const role = profile.data?.user.role ?? hint?.role;
  return isUserRole(role) ? role : null;
}

/** Whether the signed-in role holds the permission (false while the role is unknown). */
export function useCan(permission: Permission): boolean {
  return roleCan(useStaffRole(), permission);
}
