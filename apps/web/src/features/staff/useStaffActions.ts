import type { UserRole } from '@rentfront/shared/permissions';
import { STAFF_MESSAGES as M, type StaffInviteInput, type StaffMember } from '@rentfront/shared/staff';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, failureMessage } from '../../api/errors';
import { inviteStaff, resendStaffInvite, resetStaffMfa, updateStaff } from '../../api/staff';
import type { Envelope } from '../../api/types';
import { toast } from '../../ui/toast';
import { useReauth } from '../auth';

/** The one dialog of the Staff screen that is open, and the colleague it is about. */
export type StaffDialog =
  | { kind: 'invite' }
  | { kind: 'role'; member: StaffMember; role: UserRole }
  | { kind: 'toggle'; member: StaffMember }
  | { kind: 'resend'; member: StaffMember }
  | { kind: 'mfa'; member: StaffMember };

/** A staff call: its error toast, and on success the toast `done` words, then the list read again. */
function useStaffCall<I>(
  call: (input: I) => Promise<Envelope<StaffMember>>,
  failed: string,
  done: (res: Envelope<StaffMember>, input: I) => void,
  onFailed?: (err: unknown) => void,
) {
  return useMutation({
    mutationFn: call,
    onSuccess: done,
    onError: (err) => {
      toast.error(failureMessage(err, failed));
      onFailed?.(err);
    },
  });
}

/**
 * What the owner does on the Staff screen: invite, change a role, disable or enable, send an
 * invitation again, reset a colleague's two-factor. Each call asks for the password again when
 * the last check is over 15 minutes old (issue 20): the same prompt-and-retry as the PII reveal.
 */
export function useStaffActions(refresh: () => Promise<void>) {
  const reauth = useReauth();
  const [dialog, setDialog] = useState<StaffDialog | null>(null);
  const [inviteErrors, setInviteErrors] = useState<Record<string, string> | undefined>();
  // After a two-factor reset, the colleague whose row should get the focus back (useRefocusAfterReset).
  const [refocus, setRefocus] = useState<StaffMember | null>(null);
  const close = () => setDialog(null);
  const succeed = (message: string) => {
    toast.success(message);
    close();
    void refresh();
  };

  const invite = useStaffCall(
    (input: StaffInviteInput) => reauth.guard(() => inviteStaff(input)),
    'Failed to send the invitation',
    (res) => succeed(`${res.message ?? M.invited} to ${res.data.email}`),
    (err) => err instanceof ApiError && setInviteErrors(err.errors),
  );
  const update = useStaffCall(
    ({ id, ...input }: { id: string; role?: UserRole; is_active?: boolean }) => reauth.guard(() => updateStaff(id, input)),
    'Failed to update the staff member',
    (res) => succeed(res.message ?? M.updated),
  );
  const resend = useStaffCall(
    (member: StaffMember) => reauth.guard(() => resendStaffInvite(member.id)),
    'Failed to send the invitation again',
    (res) => succeed(`${res.message ?? M.inviteResent} to ${res.data.email}`),
  );
  const resetMfa = useStaffCall(
    (member: StaffMember) => reauth.guard(() => resetStaffMfa(member.id)),
    'Failed to reset two-factor authentication',
    (res, member) => {
      // The dialog hands focus back to its trigger; once the list shows two-factor off that button
      // is gone, so useRefocusAfterReset puts the keyboard user on the same row's next action.
      succeed(res.message ?? M.mfaReset);
      setRefocus(member);
    },
  );

  return {
    dialog,
    setDialog,
    close,
    openInvite: () => {
      setInviteErrors(undefined);
      setDialog({ kind: 'invite' });
    },
    inviteErrors,
    invite,
    update,
    resend,
    resetMfa,
    refocus,
    setRefocus,
    reauthDialog: reauth.dialog,
  };
}

export type StaffActions = ReturnType<typeof useStaffActions>;
