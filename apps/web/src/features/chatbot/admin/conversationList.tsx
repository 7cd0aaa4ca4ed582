import {
  CHAT_FLOW_LABELS,
  CHAT_FLOW_TYPES,
  CHAT_LEAD_FILTERS,
  CHAT_SATISFACTION_FILTERS,
  CHAT_STATUS_LABELS,
  CHAT_STATUSES,
  formatChatDuration,
  type ChatConversationListItem,
  type ChatConversationsPage,
  type ChatFlowType,
  type ChatSatisfactionFilter,
  type ChatStatus,
} from '@rentfront/shared/chatbot';
import { totalText } from '../../../lib/countText';
import { formatDateTime } from '../../../lib/format';
import type { AdminListEmpty, FilterDef } from '../../../ui/admin-list';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { ALL, type Filter } from '../../../ui/FilterSelect';
import type { DataColumn } from '../../../ui/table/DataTable';
import { RowOpen } from '../../../ui/table/rowOpen';
import { flowLabel, satisfactionLabel, STATUS_TONES, statusLabel, visitorName } from './labels';

const SATISFACTION_FILTER_LABELS: Record<ChatSatisfactionFilter, string> = {
  satisfied: 'Satisfied',
  unsatisfied: 'Not satisfied',
  not_asked: 'Not asked',
};

export type ConversationFilters = {
  search: string;
  status: Filter<ChatStatus>;
  flow_type: Filter<ChatFlowType>;
  satisfaction: Filter<ChatSatisfactionFilter>;
  lead: Filter<(typeof CHAT_LEAD_FILTERS)[number]>;
};

export const NO_CONVERSATION_FILTERS: ConversationFilters = { search: '', status: ALL, flow_type: ALL, satisfaction: ALL, lead: ALL };

// The filters live in the address: the dashboard links to ?status=escalated and ?lead=with.
export const CONVERSATION_URL_FILTERS = {
  status: CHAT_STATUSES,
  flow_type: CHAT_FLOW_TYPES,
  satisfaction: CHAT_SATISFACTION_FILTERS,
  lead: CHAT_LEAD_FILTERS,
};

export const CONVERSATION_FILTERS: FilterDef<ConversationFilters>[] = [
  { kind: 'search', label: 'Search', placeholder: 'Name, e-mail or session id' },
  {
    kind: 'select',
    key: 'status',
    label: 'Status',
    allLabel: 'All statuses',
    values: CHAT_STATUSES,
    labelOf: (s) => CHAT_STATUS_LABELS[s as ChatStatus],
  },
  {
    kind: 'select',
    key: 'flow_type',
    label: 'Flow type',
    allLabel: 'All flows',
    values: CHAT_FLOW_TYPES,
    labelOf: (f) => CHAT_FLOW_LABELS[f as ChatFlowType],
  },
  {
    kind: 'select',
    key: 'satisfaction',
    label: 'Satisfaction',
    allLabel: 'Any satisfaction',
    values: CHAT_SATISFACTION_FILTERS,
    labelOf: (s) => SATISFACTION_FILTER_LABELS[s as ChatSatisfactionFilter],
  },
  { kind: 'select', key: 'lead', label: 'Leads', allLabel: 'With or without', values: CHAT_LEAD_FILTERS, labelOf: () => 'Left a lead' },
];

export const CONVERSATION_EMPTY: AdminListEmpty = {
  title: 'No conversations found',
  message: 'Conversations with the Property Assistant appear here.',
  filteredMessage: 'Try another search or filter.',
};

/** "12 conversations" over all pages ("1,000+" past the search count's cap). */
export function conversationCount({ total_conversations: total, pagination }: ChatConversationsPage): string {
  return `${totalText(total, pagination.total_capped)} conversation${total === 1 ? '' : 's'}`;
}

/** The conversation list's columns; the visitor's name opens the conversation, as does View. */
export function conversationColumns(onView: (c: ChatConversationListItem) => void): DataColumn<ChatConversationListItem>[] {
  return [
    {
      id: 'guest_name',
      header: 'Visitor',
      sortable: true,
      cell: (c) => (
        <div className="min-w-40 max-w-72">
          <p>
            <RowOpen label={`Open the conversation of ${visitorName(c, 'guest visitor')}`}>{visitorName(c)}</RowOpen>
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
          onClick={() => onView(c)}
          aria-label={`View conversation of ${visitorName(c, 'guest visitor')}`}
        >
          View
        </Button>
      ),
    },
  ];
}
