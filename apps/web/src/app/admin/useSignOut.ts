import { AUTH_MESSAGES } from '@rentfront/shared/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from '../../api/auth';
import { failureMessage } from '../../api/errors';
import { clearAdminHint } from '../../lib/adminHint';
import { authToast } from '../../ui/toast';

export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    const id = authToast.loading(AUTH_MESSAGES.loggingOut);
    // Nothing of the admin area should keep loading (or refetch) while the session ends.
    await queryClient.cancelQueries();
    try {
      const res = await logout();
      authToast.success(res.message || AUTH_MESSAGES.logoutSuccess, id);
    } catch (err) {
      authToast.error(failureMessage(err, AUTH_MESSAGES.logoutFailed), id);
    } finally {
      // Leave the shell first (it would otherwise redirect to the login screen), then forget
      // the admin in this browser whatever the server said.
      // (navigate resolves once the lazy home page has loaded and the shell is gone).
      await navigate('/');
      clearAdminHint();
      queryClient.clear();
    }
  };
}
