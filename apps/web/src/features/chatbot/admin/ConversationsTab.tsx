import {
  CHAT_FLOW_LABELS,
  CHAT_FLOW_TYPES,
  CHAT_LEAD_FILTERS,
  CHAT_MESSAGES,
  CHAT_PAGE_SIZE,
  CHAT_SATISFACTION_FILTERS,
  CHAT_STATUS_LABELS,
  CHAT_STATUSES,
  formatChatDuration,
  type ChatConversationListItem,
  type ChatFlowType,
  type ChatSatisfactionFilter,
  type ChatStatus,
} from '@rentfront/shared/chatbot';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { listChatConversations } from '../../../api/chatbot';
import { failureMessage } from '../../../api/errors';
import { formatDateTime } from '../../../lib/format';
import { useUrlListFilters } from '../../../lib/useUrlListFilters';
import { usePageCount } from '../../../lib/usePageCount';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ErrorState, FilteredEmptyState } from '../../../ui/EmptyState';
import { ALL, FilterSelect, type Filter } from '../../../ui/FilterSelect';
import { Pagination } from '../../../ui/Pagination';
import { totalText } from '../../../lib/countText';
import { SearchField } from '../../../ui/SearchField';
import { SkeletonList } from '../../../ui/Skeleton';
import { EXPORT_PATHS } from '../../../api/exports';
import { useListSort } from '../../../ui/table/useListSort';
import { DataTable, type DataColumn } from '../../../ui/table/DataTable';
import { ExportCsvLink } from '../../../ui/table/ExportCsvLink';
import { RowOpen } from '../../../ui/table/rowOpen';
import { ConversationDetailDialog } from './ConversationDetailDialog';
import { flowLabel, satisfactionLabel, STATUS_TONES, statusLabel } from './labels';

const SATISFACTION_FILTER_LABELS: Record<ChatSatisfactionFilter, string> = {
  satisfied: 'Satisfied',
  unsatisfied: 'Not satisfied',
  not_asked: 'Not asked',
};
const NO_FILTERS: {
  search: string;
  status: Filter<ChatStatus>;
  flow_type: Filter<ChatFlowType>;
  satisfaction: Filter<ChatSatisfactionFilter>;
  lead: Filter<(typeof CHAT_LEAD_FILTERS)[number]>;
} = { search: '', status: ALL, flow_type: ALL, satisfaction: ALL, lead: ALL };
// The filters live in the address: the dashboard links to ?status=escalated and ?lead=with.
const URL_FILTERS = { status: CHAT_STATUSES, flow_type: CHAT_FLOW_TYPES, satisfaction: CHAT_SATISFACTION_FILTERS, lead: CHAT_LEAD_FILTERS };

/** Conversations: search and filters (done by the server), the table, paging, the detail modal. */
export function ConversationsTab() {
  const { filters, applied, isFiltered, page, setPage, setFilter, clear } = useUrlListFilters(NO_FILTERS, CHAT_PAGE_SIZE, URL_FILTERS);
  const [openId, setOpenId] = useState<string | null>(null);

  const { sort, params: sortParams, setSort } = useListSort(setPage);
  const params = { page, limit: CHAT_PAGE_SIZE, ...applied, ...sortParams };
  const list = useQuery({
    queryKey: ['chatbot', 'conversations', params],
    queryFn: () => listChatConversations(params),
    placeholderData: keepPreviousData,
  });
  const data = list.data?.data;
  const totalPages = usePageCount(data?.total_conversations, CHAT_PAGE_SIZE, page, setPage);

  const columns: DataColumn<ChatConversationListItem>[] = [
    {
      id: 'guest_name',
      header: 'Visitor',
      sortable: true,
      cell: (c) => (
        <div className="min-w-40 max-w-72">
          <p>
            <RowOpen label={`Open the conversation of ${c.user_name ?? c.guest_name ?? 'guest visitor'}`}>
              {c.user_name ?? c.guest_name ?? 'Guest visitor'}
            </RowOpen>
          </p>
          <p className="break-words text-xs text-slate-700">{c.user_email ?? c.guest_email ?? 'No e-mail given'}</p>
          <p className="font-mono text-xs text-slate-600" title={c.session_id}>
            {c.session_id.slice(0, 8)}
          </p>
        </div>
      ),
    },
    { id: 'flow_type', header: 'Flow', sortable: true, hideable: true, cell: (c) => flowLabel(c.flow_type) },
    {
      id: 'status',
      header: 'Status',
      sortable: true,
      hideable: true,
      cell: (c) => (
        <Badge tone={STATUS_TONES[c.status]} className="whitespace-nowrap">
          {statusLabel(c.status)}
        </Badge>
      ),
    },
    { id: 'messages', header: 'Messages', hideable: true, cell: (c) => c.messages_count, className: 'text-right' },
    {
      id: 'satisfaction',
      header: 'Satisfaction',
      hideable: true,
      cell: (c) => {
        const s = satisfactionLabel(c.is_satisfied);
        return (
          <Badge tone={s.tone} className="whitespace-nowrap">
            {s.text}
          </Badge>
        );
      },
    },
    {
      id: 'created_at',
      header: 'Started',
      sortable: true,
      hideable: true,
      cell: (c) => (
        <div className="whitespace-nowrap">
          <p>{formatDateTime(c.created_at)}</p>
          <p className="text-xs text-slate-700">Duration: {formatChatDuration(c.created_at, c.completed_at)}</p>
        </div>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (c) => (
        // A label, not a visually hidden span: absolutely positioned text inside a scrolling
        // table would widen the whole page on phones.
        <Button
          variant="outline"
          size="sm"
          onClick={() => setOpenId(c.id)}
          aria-label={`View conversation of ${c.user_name ?? c.guest_name ?? 'guest visitor'}`}
        >
          View
        </Button>
      ),
    },
  ];

  let body;
  if (list.isPending) {
    body = <SkeletonList label="Loading conversations" className="space-y-2" count={6} itemClassName="h-14 w-full" />;
  } else if (list.isError) {
    body = (
      <ErrorState message={failureMessage(list.error, CHAT_MESSAGES.fetchChatbotConversationsFailed)} onRetry={() => list.refetch()} />
    );
  } else if (!data || data.conversations.length === 0) {
    body = (
      <FilteredEmptyState
        title="No conversations found"
        isFiltered={isFiltered}
        filteredMessage="Try another search or filter."
        onClearFilters={clear}
        message="Conversations with the Property Assistant appear here."
      />
    );
  } else {
    body = (
      <div className="space-y-3" aria-busy={list.isFetching || undefined}>
        <p className="text-sm text-slate-700">
          {totalText(data.total_conversations, data.pagination.total_capped)} conversation{data.total_conversations === 1 ? '' : 's'}
        </p>
        <DataTable
          tableId="chat-conversations"
          columns={columns}
          rows={data.conversations}
          rowKey={(c) => c.id}
          caption="Chatbot conversations"
          sort={sort}
          onSortChange={setSort}
          onOpen={(c) => setOpenId(c.id)}
          toolbar={
            <ExportCsvLink
              path={EXPORT_PATHS.chatLeads}
              query={{
                status: applied.status,
                flow_type: applied.flow_type,
                satisfaction: applied.satisfaction,
                lead: applied.lead,
                search: applied.search,
              }}
              label="chat leads"
            />
          }
        />
        {data.total_conversations > CHAT_PAGE_SIZE && (
          <Pagination page={page} totalPages={totalPages} onPageChange={setPage} capped={data.pagination.total_capped} />
        )}
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">Conversations</h2>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-5">
        <SearchField
          label="Search"
          placeholder="Name, e-mail or session id"
          value={filters.search}
          onChange={(text) => setFilter('search', text)}
        />
        <FilterSelect
          label="Status"
          allLabel="All statuses"
          values={CHAT_STATUSES}
          labelOf={(s) => CHAT_STATUS_LABELS[s]}
          value={filters.status}
          onChange={(status) => setFilter('status', status)}
        />
        <FilterSelect
          label="Flow type"
          allLabel="All flows"
          values={CHAT_FLOW_TYPES}
          labelOf={(f) => CHAT_FLOW_LABELS[f]}
          value={filters.flow_type}
          onChange={(flow) => setFilter('flow_type', flow)}
        />
        <FilterSelect
          label="Satisfaction"
          allLabel="Any satisfaction"
          values={CHAT_SATISFACTION_FILTERS}
          labelOf={(s) => SATISFACTION_FILTER_LABELS[s]}
          value={filters.satisfaction}
          onChange={(satisfaction) => setFilter('satisfaction', satisfaction)}
        />
        <FilterSelect
          label="Leads"
          allLabel="With or without"
          values={CHAT_LEAD_FILTERS}
          labelOf={() => 'Left a lead'}
          value={filters.lead}
          onChange={(lead) => setFilter('lead', lead)}
        />
      </div>
      {body}
      <ConversationDetailDialog id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
