import type { MfaStatus } from '@rentfront/shared/auth-security';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { securityQueries } from '../../../api/queries/security';
import { securityKeys } from '../../../api/queryKeys';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { QueryView } from '../../../ui/QueryView';
import { useUnsavedChanges } from '../../../ui/unsaved/useUnsavedChanges';
import { AccountCard } from '../parts/AccountCard';
import { DisableTotpDialog } from './DisableTotpDialog';
import { NewRecoveryCodesDialog } from './NewRecoveryCodesDialog';
import { TotpSetupPanel } from './TotpSetupPanel';

/** Two-factor authentication: set up with an authenticator app, or turn it off. */
export function TwoFactorCard() {
  const queryClient = useQueryClient();
  const status = useQuery(securityQueries.mfa());
  const [settingUp, setSettingUp] = useState(false);
  const [setupDirty, setSetupDirty] = useState(false);
  const [disabling, setDisabling] = useState(false);
  const [renewing, setRenewing] = useState(false);
  const { confirmLeave, prompt } = useUnsavedChanges(settingUp && setupDirty, () => setSetupDirty(false));
  const refresh = () => queryClient.invalidateQueries({ queryKey: securityKeys.mfa });

  const body = ({ data }: { data: MfaStatus }) => {
    if (settingUp) {
      return (
        <TotpSetupPanel
          onDirtyChange={setSetupDirty}
          onCancel={() => confirmLeave(() => setSettingUp(false))}
          onDone={() => {
            setSettingUp(false);
            void refresh();
          }}
        />
      );
    }
    if (data.totp_enabled) {
      return (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <Badge tone="green">On</Badge>
            <p className="mt-1 text-sm text-slate-700">
              Sign-in asks for a code from your authenticator app. {data.recovery_codes_left} of 10 recovery codes left.
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setRenewing(true)}>
              New recovery codes
            </Button>
            {!data.require_mfa && (
              <Button variant="outline" onClick={() => setDisabling(true)}>
                Turn off
              </Button>
            )}
          </div>
        </div>
      );
    }
    return (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <Badge tone="yellow">Off</Badge>
          <p className="mt-1 text-sm text-slate-700">Protect your account with a code from an authenticator app at each sign-in.</p>
        </div>
        <Button onClick={() => setSettingUp(true)}>Set up</Button>
      </div>
    );
  };

  return (
    <AccountCard id="two-factor" title="Two-factor authentication">
      <QueryView
        query={status}
        loading={{ label: 'Loading two-factor authentication', skeletons: ['h-5 w-40', 'h-4 w-64'] }}
        error="Failed to load two-factor authentication. Please try again."
      >
        {body}
      </QueryView>
      <DisableTotpDialog
        open={disabling}
        onOpenChange={setDisabling}
        onDone={() => {
          setDisabling(false);
          void refresh();
        }}
      />
      <NewRecoveryCodesDialog open={renewing} onOpenChange={setRenewing} onDone={() => void refresh()} />
      {prompt}
    </AccountCard>
  );
}
