import { CONTACT_STATUS_LABELS, normalizeContactStatus } from '@rentfront/shared/contacts';
import { Badge, type BadgeTone } from '../../../ui/Badge';

const TONES = { pending: 'yellow', replied: 'blue', resolved: 'green' } as const satisfies Record<string, BadgeTone>;

/** An unknown status reads as pending (admin spec §4). */
export function ContactStatusBadge({ status }: { status: string }) {
  const s = normalizeContactStatus(status);
  return <Badge tone={TONES[s]}>{CONTACT_STATUS_LABELS[s]}</Badge>;
}
