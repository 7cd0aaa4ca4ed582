import { SECURITY_MESSAGES } from '@rentfront/shared/auth-security';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { failureMessage } from '../../../api/errors';
import { fetchSecuritySettings, saveSecuritySettings } from '../../../api/security';
import { ErrorState } from '../../../ui/EmptyState';
import { LoadingRegion, Skeleton } from '../../../ui/Skeleton';
import { toast } from '../../../ui/toast';
import { useReauth } from '../reauth/useReauth';

const KEY = ['security-settings'];

/** The owner's site-wide switch: every account must use two-factor authentication. */
export function SecuritySettingsCard() {
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: KEY, queryFn: fetchSecuritySettings });
  // A security setting asks for the password again after 15 minutes, like staff changes.
  const reauth = useReauth();
  const save = useMutation({
    mutationFn: (require_mfa: boolean) => reauth.guard(() => saveSecuritySettings({ require_mfa })),
    onSuccess: (res) => {
      toast.success(res.message ?? SECURITY_MESSAGES.securitySettingsSaved);
      queryClient.setQueryData(KEY, res);
      void queryClient.invalidateQueries({ queryKey: ['auth-mfa'] });
    },
    onError: (err) => toast.error(failureMessage(err, 'Failed to save security settings')),
  });

  return (
    <section aria-labelledby="security-settings-heading" className="rounded-lg bg-white p-6 shadow-sm">
      <h2 id="security-settings-heading" className="mb-4 text-lg font-semibold text-slate-900">
        Security
      </h2>
      {settings.isPending ? (
        <LoadingRegion label="Loading security settings">
          <Skeleton className="h-5 w-72" />
        </LoadingRegion>
      ) : settings.isError ? (
        <ErrorState message={failureMessage(settings.error, 'Failed to load security settings')} onRetry={() => settings.refetch()} />
      ) : (
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4"
            checked={settings.data.data.require_mfa}
            disabled={save.isPending}
            onChange={(e) => save.mutate(e.target.checked)}
          />
          <span>
            Require two-factor authentication for everyone
            <span className="block text-slate-600">
              Accounts without it are led to set it up right after their password at the next sign-in.
            </span>
          </span>
        </label>
      )}
      {reauth.dialog}
    </section>
  );
}
