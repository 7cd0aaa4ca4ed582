import { SEARCH_MAX_LENGTH } from '@rentfront/shared/http';
import { NOTICE_MESSAGES, NOTICES_PAGE_SIZE, type Notice } from '@rentfront/shared/notices';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, FileText, Megaphone, Plus, Search, XCircle } from '../../../ui/icons';
import { useEffect, useState, type FormEvent } from 'react';
import { failureMessage } from '../../../api/errors';
import { deleteNotice, downloadAdminNoticeFile, listAdminNotices, toggleNoticeActive } from '../../../api/notices';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState, ErrorState } from '../../../ui/EmptyState';
import { Input } from '../../../ui/Input';
import { Pagination } from '../../../ui/Pagination';
import { SkeletonList } from '../../../ui/Skeleton';
import { StatCard } from '../../../ui/StatCard';
import { toast } from '../../../ui/toast';
import { offsetOf, pageInfo, showingText } from '../paging';
import { useNoticeDownload } from '../useNoticeDownload';
import { NoticeModal, type NoticeModalState } from './NoticeModal';
import { NoticeTable } from './NoticeTable';
import { useListSort } from '../../../ui/table/useListSort';

/** Admin › Notice Management: cards, search, the table with paging, the modal, delete. */
export default function NoticesSection() {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [modal, setModal] = useState<NoticeModalState | null>(null);
  const [toDelete, setToDelete] = useState<Notice | null>(null);
  const [togglingId, setTogglingId] = useState<string | null>(null);
  const { download } = useNoticeDownload(downloadAdminNoticeFile);

  const { sort, params: sortParams, setSort } = useListSort(setPage);
  const params = { limit: NOTICES_PAGE_SIZE, offset: offsetOf(page, NOTICES_PAGE_SIZE), search, ...sortParams };
  const list = useQuery({
    queryKey: ['notices', 'admin', params],
    queryFn: () => listAdminNotices(params),
    placeholderData: keepPreviousData,
  });
  const data = list.data?.data;
  const total = data?.pagination.total ?? 0;
  const info = pageInfo(params.offset, NOTICES_PAGE_SIZE, data?.notices.length ?? 0, total);

  // After a delete empties the last page, step back to the new last page.
  useEffect(() => {
    if (data && page > info.totalPages) setPage(info.totalPages);
  }, [data, page, info.totalPages]);

  const invalidate = () => queryClient.invalidateQueries({ queryKey: ['notices'] });

  const toggle = useMutation({
    mutationFn: (n: Notice) => toggleNoticeActive(n.id),
    onMutate: (n) => setTogglingId(n.id),
    onSuccess: (res) => toast.success(res.message || NOTICE_MESSAGES.updated),
    onError: (err) => toast.error(failureMessage(err, NOTICE_MESSAGES.statusFailed)),
    onSettled: () => {
      setTogglingId(null);
      void invalidate();
    },
  });

  const remove = useMutation({
    mutationFn: (n: Notice) => deleteNotice(n.id),
    onSuccess: () => {
      toast.success(NOTICE_MESSAGES.deleted);
      setToDelete(null);
    },
    onError: (err) => toast.error(failureMessage(err, NOTICE_MESSAGES.deleteFailed)),
    onSettled: () => invalidate(),
  });

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setSearch(draft.trim());
    setPage(1);
  };
  const clearSearch = () => {
    setDraft('');
    setSearch('');
    setPage(1);
  };

  let content;
  if (list.isPending) {
    content = <SkeletonList label="Loading notices" className="space-y-2" count={5} itemClassName="h-14 w-full" />;
  } else if (list.isError) {
    content = <ErrorState message={failureMessage(list.error, NOTICE_MESSAGES.loadFailed)} onRetry={() => list.refetch()} />;
  } else if (!data || data.notices.length === 0) {
    content = (
      <EmptyState
        title={NOTICE_MESSAGES.noNotices}
        icon={<Megaphone aria-hidden className="h-10 w-10 text-slate-500" />}
        message={search ? `Nothing matches "${search}".` : 'Create a notice to show it on the public Notices page.'}
        action={
          // With a search active, the Clear search button sits next to the search box.
          search ? undefined : (
            <Button onClick={() => setModal({ mode: 'create' })}>
              <Plus aria-hidden className="h-4 w-4" /> Add Notice
            </Button>
          )
        }
      />
    );
  } else {
    content = (
      <div className="space-y-3" aria-busy={list.isFetching || undefined}>
        <NoticeTable
          rows={data.notices}
          sort={sort}
          onSortChange={setSort}
          actions={{
            onView: (notice) => setModal({ mode: 'view', notice }),
            onEdit: (notice) => setModal({ mode: 'edit', notice }),
            onToggle: (notice) => toggle.mutate(notice),
            onDownload: download,
            onDelete: setToDelete,
            busyId: togglingId,
          }}
        />
        <p className="text-sm text-slate-700">{showingText(info, total)}</p>
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Notices</h2>
        <Button onClick={() => setModal({ mode: 'create' })}>
          <Plus aria-hidden className="h-4 w-4" /> Add Notice
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Total" value={data?.stats.total ?? '—'} icon={<FileText aria-hidden className="h-5 w-5" />} />
        <StatCard label="Active" value={data?.stats.active ?? '—'} icon={<CheckCircle2 aria-hidden className="h-5 w-5" />} />
        <StatCard label="Inactive" value={data?.stats.inactive ?? '—'} icon={<XCircle aria-hidden className="h-5 w-5" />} />
      </div>
      <form role="search" onSubmit={onSearch} className="flex flex-wrap gap-2">
        <label htmlFor="admin-notice-search" className="sr-only">
          Search notices
        </label>
        <Input
          id="admin-notice-search"
          type="search"
          placeholder="Search by title or description"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          className="max-w-md flex-1"
          maxLength={SEARCH_MAX_LENGTH}
        />
        <Button type="submit" variant="outline">
          <Search aria-hidden className="h-4 w-4" /> Search
        </Button>
        {search && (
          <Button variant="ghost" onClick={clearSearch}>
            Clear search
          </Button>
        )}
      </form>
      {content}
      {total > NOTICES_PAGE_SIZE && <Pagination page={info.page} totalPages={info.totalPages} onPageChange={setPage} />}
      {modal && (
        <NoticeModal key={`${modal.mode}-${modal.mode === 'create' ? 'new' : modal.notice.id}`} state={modal} onChange={setModal} />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete Notice"
        message={
          <>
            Are you sure you want to delete <strong>{toDelete?.title}</strong>? This action cannot be undone.
          </>
        }
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
      />
    </div>
  );
}
