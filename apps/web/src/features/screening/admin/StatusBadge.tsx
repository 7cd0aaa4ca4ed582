import { Badge } from '../../../ui/Badge';

/** 'Pending Reply' becomes 'Replied' once an admin reply exists (admin-back-office.md §4). */
export function StatusBadge({ replied }: { replied: boolean }) {
  return replied ? (
    <Badge tone="green" className="whitespace-nowrap">
      Replied
    </Badge>
  ) : (
    <Badge tone="yellow" className="whitespace-nowrap">
      Pending Reply
    </Badge>
  );
}
