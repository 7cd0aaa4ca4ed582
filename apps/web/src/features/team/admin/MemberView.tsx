import type { AdminTeamMember } from '@rentfront/shared/team';
import { formatDateTime } from '../../../lib/format';
import { Badge } from '../../../ui/Badge';
import { MemberAvatar } from './MemberAvatar';

/** The modal's view mode. */
export function MemberView({ member }: { member: AdminTeamMember }) {
  const rows: [string, string][] = [
    ['Position', member.position_name],
    ['Age', String(member.age)],
    ['Email', member.email],
    ['Phone', member.phone ?? '—'],
    ['Added', formatDateTime(member.created_at)],
  ];
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-4">
        <MemberAvatar photo={member.photo} size={80} />
        <div>
          <p className="text-lg font-semibold text-slate-900">{member.name}</p>
          {member.is_active ? <Badge tone="green">Active</Badge> : <Badge tone="gray">Inactive</Badge>}
        </div>
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="break-all text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="text-sm">
        <p className="font-medium text-slate-700">Description</p>
        <p className="mt-1 whitespace-pre-line text-slate-900">{member.description || 'No description.'}</p>
      </div>
    </div>
  );
}
