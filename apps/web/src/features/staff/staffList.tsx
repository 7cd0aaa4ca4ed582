import { ROLE_LABELS, type UserRole } from '@rentfront/shared/permissions';
import type { StaffMember } from '@rentfront/shared/staff';
import { formatDateTime } from '../../lib/format';
import type { AdminListEmpty } from '../../ui/admin-list';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import type { DataColumn } from '../../ui/table/DataTable';
import { BreakableEmail } from './BreakableEmail';

const ROLE_TONES: Record<UserRole, BadgeTone> = { owner: 'purple', manager: 'blue', agent: 'gray' };

/** The names of a row's buttons; the focus moves from one to the other after a two-factor reset. */
export const resetMfaLabel = (m: StaffMember) => `Reset two-factor of ${m.full_name}`;
export const changeRoleLabel = (m: StaffMember) => `Change role of ${m.full_name}`;

export interface StaffRowActions {
  /** The signed-in owner's id: their row says "(you)" and offers no two-factor reset. */
  meId: string | undefined;
  onResend: (m: StaffMember) => void;
  onChangeRole: (m: StaffMember) => void;
  onResetMfa: (m: StaffMember) => void;
  onToggle: (m: StaffMember) => void;
}

function StatusBadge({ member }: { member: StaffMember }) {
  if (!member.is_active) return <Badge tone="red">Disabled</Badge>;
  if (!member.has_accepted) return <Badge tone="yellow">Invited</Badge>;
  // 20 wrong codes in a row: the owner resets their two-factor once they know it is them.
  if (member.mfa_locked) return <Badge tone="red">Two-factor locked</Badge>;
  return <Badge tone="green">Active</Badge>;
}

/** One of a row's buttons: the text it shows, and the name that says whose row it acts on. */
function RowButton({ label, text, onClick }: { label: string; text: string; onClick: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={onClick} aria-label={label}>
      {text}
    </Button>
  );
}

/** The Staff table's columns: who, their role and state, and what the owner may do to the account. */
export function staffColumns(a: StaffRowActions): DataColumn<StaffMember>[] {
  return [
    {
      id: 'full_name',
      header: 'Name',
      cell: (m) => (
        <>
          <span className="font-medium text-slate-900">
            {m.full_name}
            {m.id === a.meId && <span className="ml-1 text-slate-600">(you)</span>}
          </span>
          {/* On a phone the address sits under the name instead of in a squeezed column of its own. */}
          <span className="mt-0.5 block text-slate-700 sm:hidden">
            <BreakableEmail email={m.email} />
          </span>
        </>
      ),
    },
    { id: 'email', header: 'Email', className: 'hidden sm:table-cell', cell: (m) => <BreakableEmail email={m.email} /> },
    { id: 'role', header: 'Role', cell: (m) => <Badge tone={ROLE_TONES[m.role]}>{ROLE_LABELS[m.role]}</Badge> },
    { id: 'status', header: 'Status', cell: (m) => <StatusBadge member={m} /> },
    { id: 'last_sign_in_at', header: 'Last sign-in', cell: (m) => (m.last_sign_in_at ? formatDateTime(m.last_sign_in_at) : 'Never') },
    {
      id: 'actions',
      header: 'Actions',
      className: 'text-right',
      cell: (m) => (
        <div className="flex flex-wrap justify-end gap-2">
          {!m.has_accepted && m.is_active && (
            <RowButton label={`Resend invitation to ${m.full_name}`} text="Resend invitation" onClick={() => a.onResend(m)} />
          )}
          <RowButton label={changeRoleLabel(m)} text="Change role" onClick={() => a.onChangeRole(m)} />
          {m.mfa_enabled && m.id !== a.meId && (
            <RowButton label={resetMfaLabel(m)} text="Reset two-factor" onClick={() => a.onResetMfa(m)} />
          )}
          <RowButton
            label={`${m.is_active ? 'Disable' : 'Enable'} ${m.full_name}`}
            text={m.is_active ? 'Disable' : 'Enable'}
            onClick={() => a.onToggle(m)}
          />
        </div>
      ),
    },
  ];
}

/** The owner is always on the list; an empty answer is a server gone wrong, not an office without staff. */
export const STAFF_EMPTY: AdminListEmpty = {
  title: 'No staff members',
  message: 'Invite a colleague to give them access to the back office.',
  filteredMessage: 'Invite a colleague to give them access to the back office.',
};
