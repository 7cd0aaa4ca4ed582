import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '../../../api/errors';
import { fetchMfaStatus } from '../../../api/security';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ErrorState } from '../../../ui/EmptyState';
import { LoadingRegion, Skeleton } from '../../../ui/Skeleton';
import { useUnsavedChanges } from '../../../ui/unsaved/useUnsavedChanges';
import { DisableTotpDialog } from './DisableTotpDialog';
import { NewRecoveryCodesDialog } from './NewRecoveryCodesDialog';
import { TotpSetupPanel } from './TotpSetupPanel';

const KEY = ['auth-mfa'];

/** Two-factor authentication: set up with an authenticator app, or turn it off. */
export function TwoFactorCard() {
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: KEY, queryFn: fetchMfaStatus, refetchOnMount: 'always' });
  const [settingUp, setSettingUp] = useState(false);
  const [setupDirty, setSetupDirty] = useState(false);
  const [disabling, setDisabling] = useState(false);
  const [renewing, setRenewing] = useState(false);
  const { confirmLeave, prompt } = useUnsavedChanges(settingUp && setupDirty, () => setSetupDirty(false));
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });

  let body;
  if (status.isPending) {
    body = (
      <LoadingRegion label="Loading two-factor authentication" className="space-y-2">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-4 w-64" />
      </LoadingRegion>
    );
  } else if (status.isError) {
    body = (
      <ErrorState
        message={failureMessage(status.error, 'Failed to load two-factor authentication. Please try again.')}
        onRetry={() => status.refetch()}
      />
    );
  } else if (settingUp) {
    body = (
      <TotpSetupPanel
        onDirtyChange={setSetupDirty}
        onCancel={() => confirmLeave(() => setSettingUp(false))}
        onDone={() => {
          setSettingUp(false);
          void refresh();
        }}
      />
    );
  } else if (status.data.data.totp_enabled) {
    const { recovery_codes_left, require_mfa } = status.data.data;
    body = (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <Badge tone="green">On</Badge>
          <p className="mt-1 text-sm text-slate-700">
            Sign-in asks for a code from your authenticator app. {recovery_codes_left} of 10 recovery codes left.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setRenewing(true)}>
            New recovery codes
          </Button>
          {!require_mfa && (
            <Button variant="outline" onClick={() => setDisabling(true)}>
              Turn off
            </Button>
          )}
        </div>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <Badge tone="yellow">Off</Badge>
          <p className="mt-1 text-sm text-slate-700">Protect your account with a code from an authenticator app at each sign-in.</p>
        </div>
        <Button onClick={() => setSettingUp(true)}>Set up</Button>
      </div>
    );
  }

  return (
    <section aria-labelledby="two-factor-heading" className="rounded-lg bg-white p-6 shadow-sm">
      <h2 id="two-factor-heading" className="mb-4 text-lg font-semibold text-slate-900">
        Two-factor authentication
      </h2>
      {body}
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
    </section>
  );
}
