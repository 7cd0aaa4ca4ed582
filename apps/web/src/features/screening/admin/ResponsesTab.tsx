import { SEARCH_MAX_LENGTH } from '@rentfront/shared/http';
import {
  SCREENING_LIMITS,
  SCREENING_MESSAGES,
  SCREENING_REPLY_FILTERS,
  type ScreeningReplyFilter,
  type ScreeningResponseSummary,
} from '@rentfront/shared/screening';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock, Eye, Inbox, MessageSquareReply, Search, Trash2, Users } from '../../../ui/icons';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { failureMessage } from '../../../api/errors';
import { deleteScreeningResponse, fetchScreeningResponses } from '../../../api/screening';
import { formatShortDate } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState, ErrorState } from '../../../ui/EmptyState';
import { ALL, FilterSelect, type Filter } from '../../../ui/FilterSelect';
import { Input } from '../../../ui/Input';
import { Pagination } from '../../../ui/Pagination';
import { totalText } from '../../../lib/countText';
import { LoadingRegion, Skeleton } from '../../../ui/Skeleton';
import { StatCard } from '../../../ui/StatCard';
import { EXPORT_PATHS } from '../../../api/exports';
import { DataTable, type DataColumn, type ListSort } from '../../../ui/table/DataTable';
import { ExportCsvLink } from '../../../ui/table/ExportCsvLink';
import { RowOpen } from '../../../ui/table/rowOpen';
import { toast } from '../../../ui/toast';
import { ReplyDialog } from './ReplyDialog';
import { ResponseDetailDialog } from './ResponseDetailDialog';
import { StatusBadge } from './StatusBadge';

const PAGE_SIZE = SCREENING_LIMITS.responsesPageSize;
const REPLY_LABELS: Record<ScreeningReplyFilter, string> = { pending: 'Pending reply', replied: 'Replied' };

/** The reply-state filter, read from and kept in the address (the dashboard links to ?status=pending). */
function useReplyFilter(onChange: () => void) {
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<Filter<ScreeningReplyFilter>>(() => {
    const value = params.get('status');
    return SCREENING_REPLY_FILTERS.find((f) => f === value) ?? ALL;
  });
  const change = (next: Filter<ScreeningReplyFilter>) => {
    setStatus(next);
    onChange();
    const address = new URLSearchParams(params);
    if (next === ALL) address.delete('status');
    else address.set('status', next);
    setParams(address, { replace: true });
  };
  return [status, change] as const;
}

export function ResponsesTab() {
  const queryClient = useQueryClient();
  const [offset, setOffset] = useState(0);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [viewing, setViewing] = useState<string | null>(null);
  const [replying, setReplying] = useState<ScreeningResponseSummary | null>(null);
  const [deleting, setDeleting] = useState<ScreeningResponseSummary | null>(null);
  const [status, setStatus] = useReplyFilter(() => setOffset(0));
  const [sort, setSortState] = useState<ListSort>({});
  // A new sort starts again at the first page.
  const setSort = (next: ListSort) => {
    setSortState(next);
    setOffset(0);
  };

  const list = useQuery({
    queryKey: ['screening', 'responses', { offset, search, status, sort }],
    queryFn: () =>
      fetchScreeningResponses({ limit: PAGE_SIZE, offset, search: search || undefined, status, sort: sort.sort, dir: sort.dir }),
    placeholderData: keepPreviousData,
  });

  const remove = useMutation({
    mutationFn: (id: string) => deleteScreeningResponse(id),
    onSuccess: (res) => {
      toast.success(res.message || SCREENING_MESSAGES.deleteResponseSuccess);
      setDeleting(null);
      // The last row of a page: step back so the page is not empty.
      if (list.data && list.data.responses.length === 1 && offset > 0) setOffset(Math.max(0, offset - PAGE_SIZE));
      void queryClient.invalidateQueries({ queryKey: ['screening'] });
    },
    onError: (err) => toast.error(failureMessage(err, SCREENING_MESSAGES.deleteResponseFailed)),
  });

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setSearch(searchText.trim());
    setOffset(0);
  };
  const clearSearch = () => {
    setSearchText('');
    setSearch('');
    setOffset(0);
    if (status !== ALL) setStatus(ALL);
  };
  const filtered = Boolean(search) || status !== ALL;

  const rowActions = (r: ScreeningResponseSummary) => {
    return (
      <div className="flex gap-1">
        <Button variant="ghost" size="icon" onClick={() => setViewing(r.id)} aria-label={`View response from ${r.full_name}`} title="View">
          <Eye aria-hidden className="h-4 w-4" />
        </Button>
        <Button variant="ghost" size="icon" onClick={() => setReplying(r)} aria-label={`Reply to ${r.full_name}`} title="Reply">
          <MessageSquareReply aria-hidden className="h-4 w-4" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => setDeleting(r)}
          aria-label={`Delete response from ${r.full_name}`}
          title="Delete"
        >
          <Trash2 aria-hidden className="h-4 w-4 text-red-700" />
        </Button>
      </div>
    );
  };

  const columns: DataColumn<ScreeningResponseSummary>[] = [
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
    { id: 'actions', header: 'Actions', cell: rowActions },
  ];

  const data = list.data;
  const rows = data?.responses ?? [];
  const emptyState = (
    <EmptyState
      icon={<Inbox aria-hidden className="h-10 w-10 text-slate-500" />}
      title={filtered ? 'No responses match your search' : 'No responses yet'}
      message={
        filtered
          ? 'Try another name, email or phone number, or another status.'
          : 'Questionnaires sent from the Pre-Screening page appear here.'
      }
      action={
        filtered ? (
          <Button variant="outline" onClick={clearSearch}>
            Clear filters
          </Button>
        ) : undefined
      }
    />
  );
  const stats = data?.stats;
  const total = data?.pagination.total ?? 0;

  return (
    <div className="space-y-6">
      <h2 className="sr-only">Responses</h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Total" value={stats ? stats.total : '—'} icon={<Users aria-hidden className="h-5 w-5" />} />
        <StatCard label="Replied" value={stats ? stats.replied : '—'} icon={<CheckCircle2 aria-hidden className="h-5 w-5" />} />
        <StatCard label="Pending Reply" value={stats ? stats.pending : '—'} icon={<Clock aria-hidden className="h-5 w-5" />} />
      </div>

      <form onSubmit={onSearch} role="search" className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="screening-search" className="sr-only">
          Search responses by name, email, phone or reference
        </label>
        <Input
          id="screening-search"
          type="search"
          maxLength={SEARCH_MAX_LENGTH}
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          placeholder="Search by name, email, phone or reference"
          className="sm:max-w-md"
        />
        <div className="flex gap-2">
          <Button type="submit" variant="secondary">
            <Search aria-hidden className="h-4 w-4" /> Search
          </Button>
          {search && (
            <Button variant="outline" onClick={clearSearch}>
              Clear search
            </Button>
          )}
        </div>
      </form>
      <FilterSelect
        label="Status"
        className="sm:w-56"
        allLabel="All responses"
        values={SCREENING_REPLY_FILTERS}
        labelOf={(f) => REPLY_LABELS[f]}
        value={status}
        onChange={setStatus}
      />

      {list.isPending ? (
        <LoadingRegion label="Loading responses" className="space-y-2">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </LoadingRegion>
      ) : list.isError ? (
        <ErrorState message={failureMessage(list.error, SCREENING_MESSAGES.fetchResponsesFailed)} onRetry={() => void list.refetch()} />
      ) : (
        <>
          {rows.length === 0 ? (
            emptyState
          ) : (
            <>
              {/* Phones get cards: a seven-column table would hide the actions off-screen. */}
              <div className="flex justify-end sm:hidden">
                <ExportCsvLink
                  path={EXPORT_PATHS.screening}
                  query={{ search: search || undefined, status: status === ALL ? undefined : status }}
                  label="pre-screening responses"
                />
              </div>
              <ul className="space-y-3 sm:hidden" aria-label="Pre-screening responses">
                {rows.map((r) => (
                  <li key={r.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm">
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
                    <div className="mt-2 border-t border-slate-100 pt-2">{rowActions(r)}</div>
                  </li>
                ))}
              </ul>
              <div className="hidden sm:block">
                <DataTable
                  tableId="screening-responses"
                  caption="Pre-screening responses"
                  columns={columns}
                  rows={rows}
                  rowKey={(r) => r.id}
                  sort={sort}
                  onSortChange={setSort}
                  onOpen={(r) => setViewing(r.id)}
                  toolbar={
                    <ExportCsvLink
                      path={EXPORT_PATHS.screening}
                      query={{ search: search || undefined, status: status === ALL ? undefined : status }}
                      label="pre-screening responses"
                    />
                  }
                />
              </div>
            </>
          )}
          {total > 0 && (
            <p className="text-sm text-slate-700">
              Showing {offset + 1}-{Math.min(offset + PAGE_SIZE, total)} of {totalText(total, data?.pagination.total_capped)} responses
            </p>
          )}
          <Pagination
            page={Math.floor(offset / PAGE_SIZE) + 1}
            totalPages={Math.ceil(total / PAGE_SIZE)}
            onPageChange={(page) => setOffset((page - 1) * PAGE_SIZE)}
            capped={data?.pagination.total_capped}
          />
        </>
      )}

      <ResponseDetailDialog
        responseId={viewing}
        onClose={() => setViewing(null)}
        onReply={(summary) => {
          setViewing(null);
          setReplying(summary);
        }}
      />
      <ReplyDialog response={replying} onClose={() => setReplying(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Response"
        message={
          <p>
            Delete the response from <strong>{deleting?.full_name}</strong>? This action cannot be undone.
          </p>
        }
        confirmLabel="Yes, Delete"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </div>
  );
}
