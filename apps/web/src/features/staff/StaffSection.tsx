import { ROLE_LABELS, USER_ROLES, type UserRole } from '@rentfront/shared/permissions';
import { STAFF_MESSAGES, type StaffInviteInput, type StaffMember } from '@rentfront/shared/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError, failureMessage } from '../../api/errors';
import { inviteStaff, listStaff, resendStaffInvite, resetStaffMfa, updateStaff } from '../../api/staff';
import { useAdminHint } from '../../lib/useAdminHint';
import { formatDateTime } from '../../lib/format';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorState } from '../../ui/EmptyState';
import { Field } from '../../ui/Field';
import { ShieldCheck, UserPlus } from '../../ui/icons';
import { Select } from '../../ui/Input';
import { Skeleton } from '../../ui/Skeleton';
import { Table, type Column } from '../../ui/Table';
import { toast } from '../../ui/toast';
import { FormDialog } from '../../ui/unsaved/FormDialog';
import { useReauth } from '../auth';
import { BreakableEmail } from './BreakableEmail';
import { InviteForm } from './InviteForm';
import { ROLE_SUMMARIES } from './roleSummaries';

const KEY = ['staff'] as const;
const ROLE_TONES: Record<UserRole, BadgeTone> = { owner: 'purple', manager: 'blue', agent: 'gray' };
const ROLE_OPTIONS = USER_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));

function StatusBadge({ member }: { member: StaffMember }) {
  if (!member.is_active) return <Badge tone="red">Disabled</Badge>;
  if (!member.has_accepted) return <Badge tone="yellow">Invited</Badge>;
  // 20 wrong codes in a row: the owner resets their two-factor once they know it is them.
  if (member.mfa_locked) return <Badge tone="red">Two-factor locked</Badge>;
  return <Badge tone="green">Active</Badge>;
}

/**
 * Settings › Staff (owners only, ADR 0022): who has access to the back office, inviting a
 * colleague, changing a role, resetting a colleague's two-factor, and disabling or enabling an
 * account (never deleting it).
 */
export default function StaffSection() {
  const queryClient = useQueryClient();
  const me = useAdminHint();
  const list = useQuery({ queryKey: KEY, queryFn: listStaff });
  const [inviting, setInviting] = useState(false);
  const [inviteErrors, setInviteErrors] = useState<Record<string, string> | undefined>();
  const [roleChange, setRoleChange] = useState<{ member: StaffMember; role: UserRole } | null>(null);
  const [toggling, setToggling] = useState<StaffMember | null>(null);
  const [resending, setResending] = useState<StaffMember | null>(null);
  const [resettingMfa, setResettingMfa] = useState<StaffMember | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY });
  // Staff changes ask for the password again when the last check is over 15 minutes old
  // (issue 20): the same prompt-and-retry as the PII reveal.
  const reauth = useReauth();

  const invite = useMutation({
    mutationFn: (input: StaffInviteInput) => reauth.guard(() => inviteStaff(input)),
    onSuccess: (res) => {
      toast.success(`${res.message ?? STAFF_MESSAGES.invited} to ${res.data.email}`);
      setInviting(false);
      void refresh();
    },
    onError: (err) => {
      toast.error(failureMessage(err, 'Failed to send the invitation'));
      if (err instanceof ApiError) setInviteErrors(err.errors);
    },
  });
  const update = useMutation({
    mutationFn: ({ id, ...input }: { id: string; role?: UserRole; is_active?: boolean }) => reauth.guard(() => updateStaff(id, input)),
    onSuccess: (res) => {
      toast.success(res.message ?? STAFF_MESSAGES.updated);
      setRoleChange(null);
      setToggling(null);
      void refresh();
    },
    onError: (err) => toast.error(failureMessage(err, 'Failed to update the staff member')),
  });
  const resend = useMutation({
    mutationFn: (member: StaffMember) => reauth.guard(() => resendStaffInvite(member.id)),
    onSuccess: (res) => {
      toast.success(`${res.message ?? STAFF_MESSAGES.inviteResent} to ${res.data.email}`);
      setResending(null);
      void refresh();
    },
    onError: (err) => toast.error(failureMessage(err, 'Failed to send the invitation again')),
  });
  const section = useRef<HTMLElement>(null);
  const [refocus, setRefocus] = useState<StaffMember | null>(null);
  useEffect(() => {
    if (!refocus) return;
    const button = (label: string) =>
      Array.from(section.current?.querySelectorAll('button') ?? []).find((b) => b.getAttribute('aria-label') === label);
    if (button(`Reset two-factor of ${refocus.full_name}`)) return;
    // After the dialog has finished handing focus back (it may still be closing when the list
    // answers), and only when the focus went with the button: never pull it from where the user moved on.
    const timer = window.setTimeout(() => {
      setRefocus(null);
      if (document.activeElement && document.activeElement !== document.body) return;
      button(`Change role of ${refocus.full_name}`)?.focus();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [refocus, list.data]);
  const resetMfa = useMutation({
    mutationFn: (member: StaffMember) => reauth.guard(() => resetStaffMfa(member.id)),
    onSuccess: (res, member) => {
      toast.success(res.message ?? STAFF_MESSAGES.mfaReset);
      // The dialog hands focus back to its trigger; once the list shows two-factor off that button
      // is gone, so the effect below puts the keyboard user on the same row's next action.
      setResettingMfa(null);
      setRefocus(member);
      void refresh();
    },
    onError: (err) => toast.error(failureMessage(err, 'Failed to reset two-factor authentication')),
  });

  const columns: Column<StaffMember>[] = [
    {
      header: 'Name',
      cell: (m) => (
        <>
          <span className="font-medium text-slate-900">
            {m.full_name}
            {m.id === me?.id && <span className="ml-1 text-slate-600">(you)</span>}
          </span>
          {/* On a phone the address sits under the name instead of in a squeezed column of its own. */}
          <span className="mt-0.5 block text-slate-700 sm:hidden">
            <BreakableEmail email={m.email} />
          </span>
        </>
      ),
    },
    { header: 'Email', className: 'hidden sm:table-cell', cell: (m) => <BreakableEmail email={m.email} /> },
    { header: 'Role', cell: (m) => <Badge tone={ROLE_TONES[m.role]}>{ROLE_LABELS[m.role]}</Badge> },
    { header: 'Status', cell: (m) => <StatusBadge member={m} /> },
    { header: 'Last sign-in', cell: (m) => (m.last_sign_in_at ? formatDateTime(m.last_sign_in_at) : 'Never') },
    {
      header: 'Actions',
      className: 'text-right',
      cell: (m) => (
        <div className="flex flex-wrap justify-end gap-2">
          {!m.has_accepted && m.is_active && (
            <Button variant="outline" size="sm" onClick={() => setResending(m)} aria-label={`Resend invitation to ${m.full_name}`}>
              Resend invitation
            </Button>
          )}
          <Button
            variant="outline"
            size="sm"
            onClick={() => setRoleChange({ member: m, role: m.role })}
            aria-label={`Change role of ${m.full_name}`}
          >
            Change role
          </Button>
          {m.mfa_enabled && m.id !== me?.id && (
            <Button variant="outline" size="sm" onClick={() => setResettingMfa(m)} aria-label={`Reset two-factor of ${m.full_name}`}>
              Reset two-factor
            </Button>
          )}
          <Button
            variant="outline"
            size="sm"
            onClick={() => setToggling(m)}
            aria-label={`${m.is_active ? 'Disable' : 'Enable'} ${m.full_name}`}
          >
            {m.is_active ? 'Disable' : 'Enable'}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section ref={section} aria-labelledby="staff-heading" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <div>
          <h2 id="staff-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <ShieldCheck aria-hidden className="h-5 w-5 text-brand-700" /> Staff and roles
          </h2>
          <ul className="mt-2 space-y-1 text-sm text-slate-700">
            {USER_ROLES.map((r) => (
              <li key={r}>
                <span className="font-medium text-slate-900">{ROLE_LABELS[r]}:</span> {ROLE_SUMMARIES[r]}
              </li>
            ))}
          </ul>
        </div>
        <Button
          onClick={() => {
            setInviteErrors(undefined);
            setInviting(true);
          }}
        >
          <UserPlus aria-hidden className="h-4 w-4" /> Invite staff member
        </Button>
      </div>

      {list.isPending ? (
        <div className="space-y-2">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : list.isError ? (
        <ErrorState message={failureMessage(list.error, 'Failed to load staff')} onRetry={() => list.refetch()} />
      ) : (
        <Table caption="Staff members" columns={columns} rows={list.data.data} rowKey={(m) => m.id} />
      )}

      <FormDialog
        open={inviting}
        onOpenChange={(v) => !v && setInviting(false)}
        title="Invite staff member"
        dismissible={!invite.isPending}
      >
        {inviting && (
          <InviteForm
            busy={invite.isPending}
            serverErrors={inviteErrors}
            onSubmit={(input) => invite.mutate(input)}
            onCancel={() => setInviting(false)}
          />
        )}
      </FormDialog>

      <ConfirmDialog
        open={roleChange !== null}
        onOpenChange={(v) => !v && setRoleChange(null)}
        title="Change role"
        tone="primary"
        confirmLabel="Change role"
        busy={update.isPending}
        message={
          roleChange && (
            <div className="space-y-3">
              <p>Choose what {roleChange.member.full_name} may do. The change applies at once, also to their open sessions.</p>
              <Field label="Role" hint={ROLE_SUMMARIES[roleChange.role]}>
                <Select
                  value={roleChange.role}
                  options={ROLE_OPTIONS}
                  onChange={(e) => setRoleChange({ member: roleChange.member, role: e.target.value as UserRole })}
                />
              </Field>
            </div>
          )
        }
        onConfirm={() => roleChange && update.mutate({ id: roleChange.member.id, role: roleChange.role })}
      />

      <ConfirmDialog
        open={toggling !== null}
        onOpenChange={(v) => !v && setToggling(null)}
        title={toggling?.is_active ? 'Disable staff member' : 'Enable staff member'}
        tone={toggling?.is_active ? 'danger' : 'primary'}
        confirmLabel={toggling?.is_active ? 'Disable' : 'Enable'}
        busy={update.isPending}
        message={
          toggling?.is_active
            ? `Disable ${toggling.full_name}? They are signed out everywhere at once and cannot sign in until enabled again. Their records stay.`
            : `Enable ${toggling?.full_name}? They can sign in again with their password.`
        }
        onConfirm={() => toggling && update.mutate({ id: toggling.id, is_active: !toggling.is_active })}
      />

      <ConfirmDialog
        open={resending !== null}
        onOpenChange={(v) => !v && setResending(null)}
        title="Resend invitation"
        tone="primary"
        confirmLabel="Send again"
        busy={resend.isPending}
        message={
          resending &&
          `Send ${resending.full_name} a new invitation at ${resending.email}? The new link works once, for 72 hours; the earlier link stops working.`
        }
        onConfirm={() => resending && resend.mutate(resending)}
      />

      <ConfirmDialog
        open={resettingMfa !== null}
        onOpenChange={(v) => !v && setResettingMfa(null)}
        title="Reset two-factor"
        confirmLabel="Reset two-factor"
        busy={resetMfa.isPending}
        message={
          resettingMfa &&
          `Reset two-factor authentication of ${resettingMfa.full_name}? Their authenticator app and recovery codes stop working, they are signed out everywhere, and they are told by e-mail. They sign in with their password and set two-factor up again. Do this only once you know it is really them asking.`
        }
        onConfirm={() => resettingMfa && resetMfa.mutate(resettingMfa)}
      />
      {reauth.dialog}
    </section>
  );
}
