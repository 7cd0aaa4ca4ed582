import {
  CONTACT_READ_FILTERS,
  CONTACT_STATUS_LABELS,
  CONTACT_STATUSES,
  CONTACTS_PAGE_SIZE,
  type ContactMessage,
  type ContactReadFilter,
  type ContactStats,
  type ContactStatus,
} from '@rentfront/shared/contacts';
import type { AdminListConfirm, AdminListEmpty, AdminListState, FilterDef } from '../../../ui/admin-list';
import { ALL, type Filter } from '../../../ui/FilterSelect';
import { CheckCircle2, Clock, MailCheck, MessageSquare } from '../../../ui/icons';
import { StatCard } from '../../../ui/StatCard';

export interface ContactFilters {
  search: string;
  status: Filter<ContactStatus>;
  read: Filter<ContactReadFilter>;
}
export type ContactListState = AdminListState<ContactFilters, ContactMessage>;

/** The list's filters and paging for useAdminList; status and read state live in the address (the dashboard links to ?read=unread). */
export const CONTACT_PAGING = {
  filters: { search: '', status: ALL, read: ALL } as ContactFilters,
  urlFilters: { status: CONTACT_STATUSES, read: CONTACT_READ_FILTERS },
  pageSize: CONTACTS_PAGE_SIZE,
};

const READ_LABELS: Record<ContactReadFilter, string> = { unread: 'Unread', read: 'Read' };

export const CONTACT_FILTERS: FilterDef<ContactFilters>[] = [
  { kind: 'search', label: 'Search', placeholder: 'Search by name or email' },
  {
    kind: 'select',
    key: 'status',
    label: 'Status',
    allLabel: 'All statuses',
    values: CONTACT_STATUSES,
    labelOf: (s) => CONTACT_STATUS_LABELS[s as ContactStatus],
  },
  {
    kind: 'select',
    key: 'read',
    label: 'Read',
    allLabel: 'All messages',
    values: CONTACT_READ_FILTERS,
    labelOf: (r) => READ_LABELS[r as ContactReadFilter],
  },
];

export const CONTACT_EMPTY: AdminListEmpty = {
  title: 'No messages found',
  message: 'Messages sent from the contact form appear here.',
  filteredMessage: 'Try another search or status.',
};

export const CONTACT_DELETE: AdminListConfirm<ContactMessage> = {
  title: 'Delete Message',
  message: (c) => (
    <>
      Are you sure you want to delete the message from <strong>{c.full_name}</strong>? This action cannot be undone.
    </>
  ),
};

/** Total Messages, Pending, Replied, Resolved over all messages ("—" until the first answer). */
export function ContactStatCards({ stats }: { stats?: ContactStats }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatCard label="Total Messages" value={stats?.total ?? '—'} icon={<MessageSquare aria-hidden className="h-5 w-5" />} />
      <StatCard label="Pending" value={stats?.pending ?? '—'} icon={<Clock aria-hidden className="h-5 w-5" />} />
      <StatCard label="Replied" value={stats?.replied ?? '—'} icon={<MailCheck aria-hidden className="h-5 w-5" />} />
      <StatCard label="Resolved" value={stats?.resolved ?? '—'} icon={<CheckCircle2 aria-hidden className="h-5 w-5" />} />
    </div>
  );
}
