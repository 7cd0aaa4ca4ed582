import {
  CHAT_FLOW_LABELS,
  CHAT_FLOW_TYPES,
  CHAT_MESSAGES,
  CHAT_PAGE_SIZE,
  CHAT_STATUS_LABELS,
  CHAT_STATUSES,
  formatChatDuration,
  type ChatConversationListItem,
  type ChatFlowType,
  type ChatSatisfactionFilter,
  type ChatStatus,
} from '@rentfront/shared/chatbot';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { listChatConversations } from '../../../api/chatbot';
import { failureMessage } from '../../../api/errors';
import { formatDateTime } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { EmptyState, ErrorState } from '../../../ui/EmptyState';
import { Field } from '../../../ui/Field';
import { Select } from '../../../ui/Input';
import { Pagination } from '../../../ui/Pagination';
import { SearchField } from '../../../ui/SearchField';
import { SkeletonList } from '../../../ui/Skeleton';
import { Table, type Column } from '../../../ui/Table';
import { ConversationDetailDialog } from './ConversationDetailDialog';
import { flowLabel, satisfactionLabel, STATUS_TONES, statusLabel } from './labels';

const STATUS_OPTIONS = [{ value: 'all', label: 'All statuses' }, ...CHAT_STATUSES.map((s) => ({ value: s, label: CHAT_STATUS_LABELS[s] }))];
const FLOW_OPTIONS = [{ value: 'all', label: 'All flows' }, ...CHAT_FLOW_TYPES.map((f) => ({ value: f, label: CHAT_FLOW_LABELS[f] }))];
const SATISFACTION_OPTIONS = [
  { value: 'all', label: 'Any satisfaction' },
  { value: 'satisfied', label: 'Satisfied' },
  { value: 'unsatisfied', label: 'Not satisfied' },
  { value: 'not_asked', label: 'Not asked' },
];

/** Conversations: search and filters (done by the server), the table, paging, the detail modal. */
export function ConversationsTab() {
  const [searchText, setSearchText] = useState('');
  const [status, setStatus] = useState<ChatStatus | 'all'>('all');
  const [flow, setFlow] = useState<ChatFlowType | 'all'>('all');
  const [satisfaction, setSatisfaction] = useState<ChatSatisfactionFilter | 'all'>('all');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const search = useDebouncedValue(searchText.trim(), 300);

  const params = { page, limit: CHAT_PAGE_SIZE, status, flow_type: flow, satisfaction, search };
  const list = useQuery({
    queryKey: ['chatbot', 'conversations', params],
    queryFn: () => listChatConversations(params),
    placeholderData: keepPreviousData,
  });
  const data = list.data?.data;
  const totalPages = Math.max(1, data?.pagination.total_pages ?? 1);

  useEffect(() => {
    if (data && page > totalPages) setPage(totalPages);
  }, [data, page, totalPages]);

  const filtered = search !== '' || status !== 'all' || flow !== 'all' || satisfaction !== 'all';
  const clear = () => {
    setSearchText('');
    setStatus('all');
    setFlow('all');
    setSatisfaction('all');
    setPage(1);
  };

  const columns: Column<ChatConversationListItem>[] = [
    {
      header: 'Visitor',
      cell: (c) => (
        <div className="min-w-40 max-w-72">
          <p className="font-medium text-slate-900">{c.user_name ?? c.guest_name ?? 'Guest visitor'}</p>
          <p className="break-words text-xs text-slate-700">{c.user_email ?? c.guest_email ?? 'No e-mail given'}</p>
          <p className="font-mono text-xs text-slate-600" title={c.session_id}>
            {c.session_id.slice(0, 8)}
          </p>
        </div>
      ),
    },
    { header: 'Flow', cell: (c) => flowLabel(c.flow_type) },
    {
      header: 'Status',
      cell: (c) => (
        <Badge tone={STATUS_TONES[c.status]} className="whitespace-nowrap">
          {statusLabel(c.status)}
        </Badge>
      ),
    },
    { header: 'Messages', cell: (c) => c.messages_count, className: 'text-right' },
    {
      header: 'Satisfaction',
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
      header: 'Started',
      cell: (c) => (
        <div className="whitespace-nowrap">
          <p>{formatDateTime(c.created_at)}</p>
          <p className="text-xs text-slate-700">Duration: {formatChatDuration(c.created_at, c.completed_at)}</p>
        </div>
      ),
    },
    {
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
      <EmptyState
        title="No conversations found"
        message={filtered ? 'Try another search or filter.' : 'Conversations with the Property Assistant appear here.'}
        action={
          filtered ? (
            <Button variant="outline" onClick={clear}>
              Clear filters
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <div className="space-y-3" aria-busy={list.isFetching || undefined}>
        <p className="text-sm text-slate-700">
          {data.total_conversations} conversation{data.total_conversations === 1 ? '' : 's'}
        </p>
        <Table columns={columns} rows={data.conversations} rowKey={(c) => c.id} caption="Chatbot conversations" />
        {data.total_conversations > CHAT_PAGE_SIZE && <Pagination page={page} totalPages={totalPages} onPageChange={setPage} />}
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">Conversations</h2>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <SearchField
          label="Search"
          placeholder="Name, e-mail or session id"
          value={searchText}
          onChange={(text) => {
            setSearchText(text);
            setPage(1);
          }}
        />
        <Field label="Status">
          <Select
            options={STATUS_OPTIONS}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as ChatStatus | 'all');
              setPage(1);
            }}
          />
        </Field>
        <Field label="Flow type">
          <Select
            options={FLOW_OPTIONS}
            value={flow}
            onChange={(e) => {
              setFlow(e.target.value as ChatFlowType | 'all');
              setPage(1);
            }}
          />
        </Field>
        <Field label="Satisfaction">
          <Select
            options={SATISFACTION_OPTIONS}
            value={satisfaction}
            onChange={(e) => {
              setSatisfaction(e.target.value as ChatSatisfactionFilter | 'all');
              setPage(1);
            }}
          />
        </Field>
      </div>
      {body}
      <ConversationDetailDialog id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
