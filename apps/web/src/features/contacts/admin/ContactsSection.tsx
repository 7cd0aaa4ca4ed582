import {
  CONTACT_MESSAGES,
  CONTACT_STATUS_LABELS,
  CONTACT_STATUSES,
  CONTACTS_PAGE_SIZE,
  CONTACT_READ_FILTERS,
  type ContactMessage,
  type ContactReadFilter,
  type ContactStatus,
} from '@rentfront/shared/contacts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock, Inbox, MailCheck, MessageSquare } from '../../../ui/icons';
import { useEffect, useRef, useState } from 'react';
import { deleteContact, listContacts, markContactsRead, openContact, replyToContact, updateContactStatus } from '../../../api/contacts';
import { useListSort } from '../../../ui/table/useListSort';
import { ContactListToolbar } from './ContactListToolbar';
import { failureMessage } from '../../../api/errors';
import { useUrlListFilters } from '../../../lib/useUrlListFilters';
import { usePageCount } from '../../../lib/usePageCount';
import { RefreshButton } from '../../../ui/RefreshButton';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState, ErrorState, FilteredEmptyState } from '../../../ui/EmptyState';
import { ALL, FilterSelect, type Filter } from '../../../ui/FilterSelect';
import { Pagination } from '../../../ui/Pagination';
import { SearchField } from '../../../ui/SearchField';
import { SkeletonList } from '../../../ui/Skeleton';
import { StatCard } from '../../../ui/StatCard';
import { toast } from '../../../ui/toast';
import { ContactDetailsPane } from './ContactDetailsPane';
import { ContactList } from './ContactList';
import { ReplyDialog } from './ReplyDialog';

const NO_FILTERS: { search: string; status: Filter<ContactStatus>; read: Filter<ContactReadFilter> } = {
  search: '',
  status: ALL,
  read: ALL,
};
// Status and read state live in the address: the dashboard links to ?read=unread.
const URL_FILTERS = { status: CONTACT_STATUSES, read: CONTACT_READ_FILTERS };
const READ_LABELS: Record<ContactReadFilter, string> = { unread: 'Unread', read: 'Read' };
const KEY = ['contacts'] as const;

/** Admin › Contact Messages: counters, search and filter, the list and the details pane. */
export default function ContactsSection() {
  const queryClient = useQueryClient();
  const { filters, applied, isFiltered, page, setPage, offset, setFilter, clear } = useUrlListFilters(
    NO_FILTERS,
    CONTACTS_PAGE_SIZE,
    URL_FILTERS,
  );
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [replying, setReplying] = useState<ContactMessage | null>(null);
  const [toDelete, setToDelete] = useState<ContactMessage | null>(null);
  const detailsRef = useRef<HTMLDivElement>(null);

  const { sort, params: sortParams, setSort } = useListSort(setPage);
  const [checked, setChecked] = useState<string[]>([]);
  const params = { limit: CONTACTS_PAGE_SIZE, offset, ...applied, ...sortParams };
  const list = useQuery({ queryKey: [...KEY, 'list', params], queryFn: () => listContacts(params), placeholderData: keepPreviousData });
  const data = list.data?.data;
  const total = data?.pagination.total ?? 0;
  const totalPages = usePageCount(data?.pagination.total, CONTACTS_PAGE_SIZE, page, setPage);

  // Opening a message fetches it, which marks it read on the server.
  const detail = useQuery({
    queryKey: [...KEY, 'detail', selectedId],
    queryFn: () => openContact(selectedId!),
    enabled: selectedId !== null,
  });
  const selected = detail.data?.data ?? data?.contacts.find((c) => c.id === selectedId) ?? null;
  const openedId = detail.data?.data.id;
  useEffect(() => {
    // Refresh the list (unread marker, counters) once the server has marked it read.
    if (openedId) void queryClient.invalidateQueries({ queryKey: [...KEY, 'list'] });
  }, [openedId, queryClient]);

  const refreshAll = () => queryClient.invalidateQueries({ queryKey: KEY });

  const setContactStatus = useMutation({
    mutationFn: ({ id, next }: { id: string; next: ContactStatus }) => updateContactStatus(id, next),
    onSuccess: () => toast.success(CONTACT_MESSAGES.statusUpdated),
    onError: (err) => toast.error(failureMessage(err, CONTACT_MESSAGES.statusFailed)),
    onSettled: refreshAll,
  });

  const reply = useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) => replyToContact(id, message),
    onSuccess: () => {
      toast.success(CONTACT_MESSAGES.replySent);
      setReplying(null);
    },
    onError: (err) => toast.error(failureMessage(err, CONTACT_MESSAGES.replyFailed)),
    onSettled: refreshAll,
  });

  const markRead = useMutation({
    mutationFn: (ids: string[]) => markContactsRead(ids),
    onSuccess: (res) => {
      toast.success(res.message || CONTACT_MESSAGES.markedRead);
      setChecked([]);
    },
    onError: (err) => toast.error(failureMessage(err, CONTACT_MESSAGES.statusFailed)),
    onSettled: refreshAll,
  });

  const remove = useMutation({
    mutationFn: (c: ContactMessage) => deleteContact(c.id),
    onSuccess: (_res, c) => {
      toast.success(CONTACT_MESSAGES.deleted);
      setToDelete(null);
      if (selectedId === c.id) setSelectedId(null);
    },
    onError: (err) => toast.error(failureMessage(err, CONTACT_MESSAGES.deleteFailed)),
    onSettled: refreshAll,
  });

  const select = (c: ContactMessage) => {
    setSelectedId(c.id);
    // On narrow screens the details pane is below the list.
    if (window.matchMedia('(max-width: 1023px)').matches)
      requestAnimationFrame(() => detailsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  };

  let listPane;
  if (list.isPending) {
    listPane = <SkeletonList label="Loading messages" className="space-y-2" count={6} itemClassName="h-20 w-full" />;
  } else if (list.isError) {
    listPane = <ErrorState message={failureMessage(list.error, CONTACT_MESSAGES.loadFailed)} onRetry={() => list.refetch()} />;
  } else if (!data || data.contacts.length === 0) {
    listPane = (
      <FilteredEmptyState
        title="No messages found"
        isFiltered={isFiltered}
        filteredMessage="Try another search or status."
        onClearFilters={clear}
        message="Messages sent from the contact form appear here."
      />
    );
  } else {
    const pageIds = data.contacts.map((c) => c.id);
    // The selection is of this page's messages: one left behind by paging or filtering is not acted on.
    const chosen = checked.filter((id) => pageIds.includes(id));
    listPane = (
      <div className="space-y-3" aria-busy={list.isFetching || undefined}>
        <ContactListToolbar
          sort={sort}
          onSortChange={setSort}
          pageIds={pageIds}
          checked={chosen}
          onCheckedChange={setChecked}
          onMarkRead={() => markRead.mutate(chosen)}
          marking={markRead.isPending}
          exportQuery={{ status: applied.status, read: applied.read, search: applied.search }}
        />
        <ContactList
          contacts={data.contacts}
          selectedId={selectedId}
          onSelect={select}
          checked={chosen}
          onCheckedChange={(id, on) => setChecked((old) => (on ? [...old, id] : old.filter((x) => x !== id)))}
        />
        {total > CONTACTS_PAGE_SIZE && (
          <Pagination page={page} totalPages={totalPages} onPageChange={setPage} capped={data?.pagination.total_capped} />
        )}
      </div>
    );
  }

  const busy = setContactStatus.isPending || reply.isPending || remove.isPending;
  return (
    <div className="space-y-6">
      <h2 className="text-lg font-semibold text-slate-900">Messages</h2>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard label="Total Messages" value={data?.stats.total ?? '—'} icon={<MessageSquare aria-hidden className="h-5 w-5" />} />
        <StatCard label="Pending" value={data?.stats.pending ?? '—'} icon={<Clock aria-hidden className="h-5 w-5" />} />
        <StatCard label="Replied" value={data?.stats.replied ?? '—'} icon={<MailCheck aria-hidden className="h-5 w-5" />} />
        <StatCard label="Resolved" value={data?.stats.resolved ?? '—'} icon={<CheckCircle2 aria-hidden className="h-5 w-5" />} />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <SearchField
          label="Search"
          className="min-w-56 flex-1"
          placeholder="Search by name or email"
          value={filters.search}
          onChange={(text) => setFilter('search', text)}
        />
        <FilterSelect
          label="Status"
          className="w-44"
          allLabel="All statuses"
          values={CONTACT_STATUSES}
          labelOf={(s) => CONTACT_STATUS_LABELS[s]}
          value={filters.status}
          onChange={(status) => setFilter('status', status)}
        />
        <FilterSelect
          label="Read"
          className="w-36"
          allLabel="All messages"
          values={CONTACT_READ_FILTERS}
          labelOf={(r) => READ_LABELS[r]}
          value={filters.read}
          onChange={(read) => setFilter('read', read)}
        />
        <RefreshButton refreshing={list.isFetching && !list.isPending} onRefresh={refreshAll} />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div>{listPane}</div>
        <div ref={detailsRef} className="scroll-mt-4">
          {selected ? (
            <ContactDetailsPane
              contact={selected}
              busy={busy}
              onReply={() => setReplying(selected)}
              onMarkReplied={() => setContactStatus.mutate({ id: selected.id, next: 'replied' })}
              onMarkResolved={() => setContactStatus.mutate({ id: selected.id, next: 'resolved' })}
              onDelete={() => setToDelete(selected)}
            />
          ) : (
            <EmptyState
              title="Select a message"
              message="Choose a message from the list to read it and reply."
              icon={<Inbox aria-hidden className="h-10 w-10 text-slate-500" />}
            />
          )}
        </div>
      </div>
      <ReplyDialog
        key={replying?.id ?? 'none'}
        contact={replying}
        sending={reply.isPending}
        onClose={() => setReplying(null)}
        onSend={(message) => replying && reply.mutate({ id: replying.id, message })}
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete Message"
        message={
          <>
            Are you sure you want to delete the message from <strong>{toDelete?.full_name}</strong>? This action cannot be undone.
          </>
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      />
    </div>
  );
}
