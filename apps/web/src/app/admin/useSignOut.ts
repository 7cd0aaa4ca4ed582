import { AUTH_MESSAGES } from '@rentfront/shared/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { logout } from '../../api/auth';
import { failureMessage } from '../../api/errors';
import { clearAdminHint } from '../../lib/adminHint';
import { authToast } from '../../ui/toast';

/**
 * Sign out from the admin shell. `leaving` turns true once the session is over: React keeps the
 * shell mounted until the lazy home page is ready, and in that moment it must neither redirect to
 * the login screen (the stored admin is gone) nor refetch its sections (the cache is cleared).
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);

  const signOut = async () => {
    const id = authToast.loading(AUTH_MESSAGES.loggingOut);
    // Nothing of the admin area should keep loading (or refetch) while the session ends.
    await queryClient.cancelQueries();
    try {
      const res = await logout();
      authToast.success(res.message || AUTH_MESSAGES.logoutSuccess, id);
    } catch (err) {
      authToast.error(failureMessage(err, AUTH_MESSAGES.logoutFailed), id);
    } finally {
      // Forget the admin in this browser whatever the server said, then go home.
      flushSync(() => setLeaving(true));
      clearAdminHint();
      queryClient.clear();
      await navigate('/');
    }
  };
  return { signOut, leaving };
}
