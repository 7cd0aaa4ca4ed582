import {
  SCREENING_REPLY_FILTERS,
  type ScreeningReplyFilter,
  type ScreeningResponseList,
  type ScreeningResponseSummary,
} from '@rentfront/shared/screening';
import { formatShortDate } from '../../../lib/format';
import type { AdminListConfirm, AdminListEmpty, FilterDef } from '../../../ui/admin-list';
import { ALL, type Filter } from '../../../ui/FilterSelect';
import { Button } from '../../../ui/Button';
import { CheckCircle2, Clock, Eye, Inbox, MessageSquareReply, Trash2, Users } from '../../../ui/icons';
import { StatCard } from '../../../ui/StatCard';
import type { DataColumn } from '../../../ui/table/DataTable';
import { RowOpen } from '../../../ui/table/rowOpen';
import { StatusBadge } from './StatusBadge';

export type ResponseFilters = { search: string; status: Filter<ScreeningReplyFilter> };
export const NO_RESPONSE_FILTERS: ResponseFilters = { search: '', status: ALL };
/** The reply state is kept in the address: the dashboard links to ?status=pending. */
export const RESPONSE_URL_FILTERS = { status: SCREENING_REPLY_FILTERS };

const REPLY_LABELS: Record<ScreeningReplyFilter, string> = { pending: 'Pending reply', replied: 'Replied' };

export const RESPONSE_FILTERS: FilterDef<ResponseFilters>[] = [
  {
    kind: 'submitSearch',
    label: 'Search responses by name, email, phone or reference',
    placeholder: 'Search by name, email, phone or reference',
  },
  {
    kind: 'select',
    key: 'status',
    label: 'Status',
    allLabel: 'All responses',
    values: SCREENING_REPLY_FILTERS,
    labelOf: (f) => REPLY_LABELS[f as ScreeningReplyFilter],
  },
];

export const RESPONSE_EMPTY: AdminListEmpty = {
  title: 'No responses yet',
  filteredTitle: 'No responses match your search',
  icon: <Inbox aria-hidden className="h-10 w-10 text-slate-500" />,
  message: 'Questionnaires sent from the Pre-Screening page appear here.',
  filteredMessage: 'Try another name, email or phone number, or another status.',
};

export const RESPONSE_DELETE: AdminListConfirm<ScreeningResponseSummary> = {
  title: 'Delete Response',
  message: (r) => (
    <p>
      Delete the response from <strong>{r.full_name}</strong>? This action cannot be undone.
    </p>
  ),
  confirmLabel: 'Yes, Delete',
};

export interface ResponseActions {
  onView: (r: ScreeningResponseSummary) => void;
  onReply: (r: ScreeningResponseSummary) => void;
  onDelete: (r: ScreeningResponseSummary) => void;
}

function RowActions({ r, actions }: { r: ScreeningResponseSummary; actions: ResponseActions }) {
  return (
    <div className="flex gap-1">
      <Button variant="ghost" size="icon" onClick={() => actions.onView(r)} aria-label={`View response from ${r.full_name}`} title="View">
        <Eye aria-hidden className="h-4 w-4" />
      </Button>
      <Button variant="ghost" size="icon" onClick={() => actions.onReply(r)} aria-label={`Reply to ${r.full_name}`} title="Reply">
        <MessageSquareReply aria-hidden className="h-4 w-4" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => actions.onDelete(r)}
        aria-label={`Delete response from ${r.full_name}`}
        title="Delete"
      >
        <Trash2 aria-hidden className="h-4 w-4 text-red-700" />
      </Button>
    </div>
  );
}

/** Reference, Respondent, Phone, Answers, Matches, Status, Submitted, Actions; the name opens the response. */
export function responseColumns(actions: ResponseActions): DataColumn<ScreeningResponseSummary>[] {
  return [
    {
      id: 'reference',
      header: 'Reference',
      sortable: true,
      hideable: true,
      cell: (r) => <span className="whitespace-nowrap font-mono text-slate-900">{r.reference}</span>,
    },
    {
      id: 'full_name',
      header: 'Respondent',
      sortable: true,
      cell: (r) => (
        <div className="min-w-40">
          <p>
            <RowOpen label={`Open the response from ${r.full_name}`}>{r.full_name}</RowOpen>
          </p>
          <p className="break-all text-slate-700">{r.email}</p>
        </div>
      ),
    },
    { id: 'phone', header: 'Phone', hideable: true, cell: (r) => <span className="whitespace-nowrap">{r.phone}</span> },
    { id: 'answers', header: 'Answers', hideable: true, cell: (r) => r.answers_count },
    { id: 'matches', header: 'Matches', hideable: true, cell: (r) => r.recommendation_count },
    { id: 'status', header: 'Status', hideable: true, cell: (r) => <StatusBadge replied={r.has_admin_reply} /> },
    {
      id: 'created_at',
      header: 'Submitted',
      sortable: true,
      hideable: true,
      cell: (r) => <span className="whitespace-nowrap">{formatShortDate(r.created_at)}</span>,
    },
    { id: 'actions', header: 'Actions', cell: (r) => <RowActions r={r} actions={actions} /> },
  ];
}

/** A response as a phone shows it: the table's columns stacked, the actions below. */
export function responseCard(actions: ResponseActions) {
  return function ResponseCard(r: ScreeningResponseSummary) {
    return (
      <>
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-mono text-xs text-slate-700">{r.reference}</p>
            <p className="font-medium text-slate-900">{r.full_name}</p>
            <p className="break-all text-slate-700">{r.email}</p>
            <p className="text-slate-700">{r.phone}</p>
          </div>
          <StatusBadge replied={r.has_admin_reply} />
        </div>
        <p className="mt-2 text-slate-700">
          {r.answers_count} answers · {r.recommendation_count} matches · {formatShortDate(r.created_at)}
        </p>
        <div className="mt-2 border-t border-slate-100 pt-2">
          <RowActions r={r} actions={actions} />
        </div>
      </>
    );
  };
}

/** Total, Replied and Pending Reply over all responses ("—" until the first answer). */
export function ResponseStats({ stats }: { stats?: ScreeningResponseList['stats'] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <StatCard label="Total" value={stats?.total ?? '—'} icon={<Users aria-hidden className="h-5 w-5" />} />
      <StatCard label="Replied" value={stats?.replied ?? '—'} icon={<CheckCircle2 aria-hidden className="h-5 w-5" />} />
      <StatCard label="Pending Reply" value={stats?.pending ?? '—'} icon={<Clock aria-hidden className="h-5 w-5" />} />
    </div>
  );
}
