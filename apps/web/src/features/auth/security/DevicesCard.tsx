import { SECURITY_MESSAGES, type SessionInfo } from '@rentfront/shared/auth-security';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '../../../api/errors';
import { securityQueries } from '../../../api/queries/security';
import { securityKeys } from '../../../api/queryKeys';
import { signOutOtherSessions, signOutSession } from '../../../api/security';
import { formatDateTime } from '../../../lib/format';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { QueryView } from '../../../ui/QueryView';
import { toast } from '../../../ui/toast';
import { AccountCard } from '../parts/AccountCard';

/** Signed-in devices: where this account is signed in, with Sign out per device and everywhere else. */
export function DevicesCard() {
  const queryClient = useQueryClient();
  const sessions = useQuery(securityQueries.sessions());
  const [confirmAll, setConfirmAll] = useState(false);
  const signOutOne = useMutation({
    mutationFn: (id: string) => signOutSession(id),
    onSuccess: (res) => toast.success(res.message ?? SECURITY_MESSAGES.sessionSignedOut),
    onError: (err) => toast.error(failureMessage(err, 'Failed to sign out the device. Please try again.')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions }),
  });
  const signOutOthers = useMutation({
    mutationFn: signOutOtherSessions,
    onSuccess: (res) => {
      toast.success(res.message ?? SECURITY_MESSAGES.sessionsSignedOut);
      setConfirmAll(false);
    },
    onError: (err) => toast.error(failureMessage(err, 'Failed to sign out other devices. Please try again.')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions }),
  });

  const list: SessionInfo[] = sessions.data?.data ?? [];
  const others = list.filter((s) => !s.current).length;

  return (
    <AccountCard
      id="devices"
      title="Signed-in devices"
      actions={
        others > 0 && (
          <Button variant="outline" onClick={() => setConfirmAll(true)}>
            Sign out everywhere else
          </Button>
        )
      }
    >
      <QueryView
        query={sessions}
        loading={{ label: 'Loading signed-in devices', skeletons: ['h-12 w-full', 'h-12 w-full'], className: 'space-y-3' }}
        error={SECURITY_MESSAGES.sessionsFailed}
      >
        {() => (
          <ul className="divide-y divide-slate-200">
            {list.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div>
                  <p className="font-medium text-slate-900">
                    {s.browser ?? 'Unknown browser'} {s.current && <Badge tone="green">This device</Badge>}
                  </p>
                  <p className="text-sm text-slate-600">
                    {s.ip ?? 'Unknown address'} · Last seen {formatDateTime(s.last_seen_at)}
                  </p>
                </div>
                {!s.current && (
                  <Button
                    variant="outline"
                    size="sm"
                    loading={signOutOne.isPending && signOutOne.variables === s.id}
                    onClick={() => signOutOne.mutate(s.id)}
                    aria-label={`Sign out ${s.browser ?? 'unknown browser'} (${s.ip ?? 'unknown address'})`}
                  >
                    Sign out
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <ConfirmDialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        title="Sign out everywhere else?"
        message="Every other browser signed in to this account will be signed out. This device stays signed in."
        confirmLabel="Sign out everywhere else"
        onConfirm={() => signOutOthers.mutate()}
        busy={signOutOthers.isPending}
        tone="danger"
      />
    </AccountCard>
  );
}
