import { ROLE_LABELS, USER_ROLES, type UserRole } from '@rentfront/shared/permissions';
import { ConfirmDialog, type ConfirmDialogProps } from '../../ui/ConfirmDialog';
import { Field } from '../../ui/Field';
import { Select } from '../../ui/Input';
import { FormDialog } from '../../ui/unsaved/FormDialog';
import { InviteForm } from './InviteForm';
import { ROLE_SUMMARIES } from './roleSummaries';
import type { StaffActions, StaffDialog } from './useStaffActions';

const ROLE_OPTIONS = USER_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));

type Confirm = Omit<ConfirmDialogProps, 'open' | 'onOpenChange'>;
/** The confirmation while none is open (it stays mounted, so it hands the focus back as it closes). */
const CLOSED: Confirm = { title: '', message: null, onConfirm: () => undefined };

/** The confirmation of a change to one colleague's account: what it says, and the call it makes. */
function confirmOf(dialog: Exclude<StaffDialog, { kind: 'invite' }>, a: StaffActions): Confirm {
  const { member } = dialog;
  switch (dialog.kind) {
    case 'role':
      return {
        title: 'Change role',
        tone: 'primary',
        confirmLabel: 'Change role',
        busy: a.update.isPending,
        message: (
          <div className="space-y-3">
            <p>Choose what {member.full_name} may do. The change applies at once, also to their open sessions.</p>
            <Field label="Role" hint={ROLE_SUMMARIES[dialog.role]}>
              <Select
                value={dialog.role}
                options={ROLE_OPTIONS}
                onChange={(e) => a.setDialog({ ...dialog, role: e.target.value as UserRole })}
              />
            </Field>
          </div>
        ),
        onConfirm: () => a.update.mutate({ id: member.id, role: dialog.role }),
      };
    case 'toggle':
      return {
        title: member.is_active ? 'Disable staff member' : 'Enable staff member',
        tone: member.is_active ? 'danger' : 'primary',
        confirmLabel: member.is_active ? 'Disable' : 'Enable',
        busy: a.update.isPending,
        message: member.is_active
          ? `Disable ${member.full_name}? They are signed out everywhere at once and cannot sign in until enabled again. Their records stay.`
          : `Enable ${member.full_name}? They can sign in again with their password.`,
        onConfirm: () => a.update.mutate({ id: member.id, is_active: !member.is_active }),
      };
    case 'resend':
      return {
        title: 'Resend invitation',
        tone: 'primary',
        confirmLabel: 'Send again',
        busy: a.resend.isPending,
        message: `Send ${member.full_name} a new invitation at ${member.email}? The new link works once, for 72 hours; the earlier link stops working.`,
        onConfirm: () => a.resend.mutate(member),
      };
    case 'mfa':
      return {
        title: 'Reset two-factor',
        confirmLabel: 'Reset two-factor',
        busy: a.resetMfa.isPending,
        message: `Reset two-factor authentication of ${member.full_name}? Their authenticator app and recovery codes stop working, they are signed out everywhere, and they are told by e-mail. They sign in with their password and set two-factor up again. Do this only once you know it is really them asking.`,
        onConfirm: () => a.resetMfa.mutate(member),
      };
  }
}

/** The invitation form and the confirmations of the Staff screen, and the password prompt. */
export function StaffDialogs({ actions: a }: { actions: StaffActions }) {
  const inviting = a.dialog?.kind === 'invite';
  const confirm = a.dialog && a.dialog.kind !== 'invite' ? confirmOf(a.dialog, a) : null;
  return (
    <>
      <FormDialog open={inviting} onOpenChange={(v) => !v && a.close()} title="Invite staff member" dismissible={!a.invite.isPending}>
        {inviting && (
          <InviteForm
            busy={a.invite.isPending}
            serverErrors={a.inviteErrors}
            onSubmit={(input) => a.invite.mutate(input)}
            onCancel={a.close}
          />
        )}
      </FormDialog>
      <ConfirmDialog open={confirm !== null} onOpenChange={(v) => !v && a.close()} {...(confirm ?? CLOSED)} />
      {a.reauthDialog}
    </>
  );
}
