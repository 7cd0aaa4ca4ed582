import { ROLE_LABELS, USER_ROLES } from '@rentfront/shared/permissions';
import type { StaffMember } from '@rentfront/shared/staff';
import { useRef } from 'react';
import { staffKeys } from '../../api/queryKeys';
import { listStaff } from '../../api/staff';
import { useAdminHint } from '../../lib/useAdminHint';
import { AdminListView, useAdminList } from '../../ui/admin-list';
import { Button } from '../../ui/Button';
import { UserPlus } from '../../ui/icons';
import { ROLE_SUMMARIES } from './roleSummaries';
import { StaffDialogs } from './StaffDialogs';
import { STAFF_EMPTY, staffColumns } from './staffList';
import { StaffRolesCard } from './StaffRolesCard';
import { useRefocusAfterReset } from './useRefocusAfterReset';
import { useStaffActions } from './useStaffActions';

/**
 * Settings › Staff (owners only, ADR 0022): who has access to the back office, inviting a
 * colleague, changing a role, resetting a colleague's two-factor, and disabling or enabling an
 * account (never deleting it).
 */
export default function StaffSection() {
  const me = useAdminHint();
  const list = useAdminList({
    key: staffKeys.all,
    filters: { search: '' },
    // The server answers every staff member at once (an office has a handful): one page, no paging.
    pageSize: Number.MAX_SAFE_INTEGER,
    fetch: () => listStaff(),
    page: (members: StaffMember[]) => ({ rows: members }),
  });
  const actions = useStaffActions(list.refresh);
  const section = useRef<HTMLElement>(null);
  useRefocusAfterReset(section, actions.refocus, actions.setRefocus, list.data);
  const open = (kind: 'toggle' | 'resend' | 'mfa') => (member: StaffMember) => actions.setDialog({ kind, member });

  return (
    <section ref={section} aria-labelledby="staff-heading">
      <AdminListView
        list={list}
        header={
          <StaffRolesCard
            headingId="staff-heading"
            action={
              <Button onClick={actions.openInvite}>
                <UserPlus aria-hidden className="h-4 w-4" /> Invite staff member
              </Button>
            }
          >
            <ul className="mt-2 space-y-1 text-sm text-slate-700">
              {USER_ROLES.map((r) => (
                <li key={r}>
                  <span className="font-medium text-slate-900">{ROLE_LABELS[r]}:</span> {ROLE_SUMMARIES[r]}
                </li>
              ))}
            </ul>
          </StaffRolesCard>
        }
        tableId="staff"
        caption="Staff members"
        columns={staffColumns({
          meId: me?.id,
          onChangeRole: (member) => actions.setDialog({ kind: 'role', member, role: member.role }),
          onToggle: open('toggle'),
          onResend: open('resend'),
          onResetMfa: open('mfa'),
        })}
        showing="none"
        loading={{ label: 'Loading staff members', count: 2, itemClassName: 'h-12 w-full' }}
        error="Failed to load staff"
        empty={STAFF_EMPTY}
      >
        <StaffDialogs actions={actions} />
      </AdminListView>
    </section>
  );
}
