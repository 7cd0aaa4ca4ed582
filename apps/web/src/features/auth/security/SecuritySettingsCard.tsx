import { SECURITY_MESSAGES } from '@rentfront/shared/auth-security';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { failureMessage } from '../../../api/errors';
import { securityQueries } from '../../../api/queries/security';
import { securityKeys } from '../../../api/queryKeys';
import { saveSecuritySettings } from '../../../api/security';
import { Checkbox } from '../../../ui/Input';
import { QueryView } from '../../../ui/QueryView';
import { toast } from '../../../ui/toast';
import { AccountCard } from '../parts/AccountCard';
import { useReauth } from '../reauth/useReauth';

/** The owner's site-wide switch: every account must use two-factor authentication. */
export function SecuritySettingsCard() {
  const queryClient = useQueryClient();
  const settings = useQuery(securityQueries.settings());
  // A security setting asks for the password again after 15 minutes, like staff changes.
  const reauth = useReauth();
  const save = useMutation({
    mutationFn: (require_mfa: boolean) => reauth.guard(() => saveSecuritySettings({ require_mfa })),
    onSuccess: (res) => {
      toast.success(res.message ?? SECURITY_MESSAGES.securitySettingsSaved);
      queryClient.setQueryData(securityKeys.settings, res);
      void queryClient.invalidateQueries({ queryKey: securityKeys.mfa });
    },
    onError: (err) => toast.error(failureMessage(err, 'Failed to save security settings')),
  });

  return (
    <AccountCard id="security-settings" title="Security">
      <QueryView
        query={settings}
        loading={{ label: 'Loading security settings', skeletons: ['h-5 w-72'] }}
        error="Failed to load security settings"
      >
        {({ data }) => (
          <Checkbox
            label="Require two-factor authentication for everyone"
            hint="Accounts without it are led to set it up right after their password at the next sign-in."
            checked={data.require_mfa}
            disabled={save.isPending}
            onChange={(e) => save.mutate(e.target.checked)}
          />
        )}
      </QueryView>
      {reauth.dialog}
    </AccountCard>
  );
}
