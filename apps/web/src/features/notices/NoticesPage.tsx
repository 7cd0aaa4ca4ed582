import { SEARCH_MAX_LENGTH } from '@rentfront/shared/http';
import { NOTICE_MESSAGES, NOTICES_PAGE_SIZE, type Notice } from '@rentfront/shared/notices';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArrowLeft, Megaphone, Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { failureMessage } from '../../api/errors';
import { downloadPublicNoticeFile, fetchActiveNotices } from '../../api/notices';
import { usePageMeta } from '../../lib/usePageMeta';
import { Button } from '../../ui/Button';
import { EmptyState, ErrorState } from '../../ui/EmptyState';
import { Input } from '../../ui/Input';
import { Pagination } from '../../ui/Pagination';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { NoticeCard } from './NoticeCard';
import { NoticeDetailDialog } from './NoticeDetailDialog';
import { offsetOf, pageInfo, showingText } from './paging';
import { useNoticeDownload } from './useNoticeDownload';

function CardsSkeleton() {
  return (
    <LoadingRegion label="Loading notices" className="grid gap-4">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="space-y-3 rounded-lg border border-slate-200 p-5">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      ))}
    </LoadingRegion>
  );
}

/** /notice: active notices with search, paging, a detail dialog and attachment downloads. */
export default function NoticesPage() {
  usePageMeta('Notices', 'Announcements for residents and applicants: maintenance work, office hours and community news.');
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const [open, setOpen] = useState<Notice | null>(null);
  const { download, busyId } = useNoticeDownload(downloadPublicNoticeFile);

  const query = useQuery({
    queryKey: ['notices', 'public', { limit: NOTICES_PAGE_SIZE, offset, search }],
    queryFn: () => fetchActiveNotices({ limit: NOTICES_PAGE_SIZE, offset, search }),
    placeholderData: keepPreviousData,
  });
  const data = query.data?.data;
  const notices = data?.notices ?? [];
  const total = data?.pagination.total ?? 0;
  const info = pageInfo(offset, NOTICES_PAGE_SIZE, notices.length, total);

  // A new search always starts at the first page.
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setSearch(draft.trim());
    setOffset(0);
  };
  const clearSearch = () => {
    setDraft('');
    setSearch('');
    setOffset(0);
  };

  let body;
  if (query.isPending) {
    body = <CardsSkeleton />;
  } else if (query.isError) {
    body = <ErrorState message={failureMessage(query.error, NOTICE_MESSAGES.loadFailed)} onRetry={() => query.refetch()} />;
  } else if (notices.length === 0) {
    body = (
      <EmptyState
        title={NOTICE_MESSAGES.noneAvailable}
        icon={<Megaphone aria-hidden className="h-10 w-10 text-slate-500" />}
        message={search ? `No notices match "${search}".` : NOTICE_MESSAGES.noneActive}
        action={
          search ? (
            <Button variant="outline" onClick={clearSearch}>
              Clear search
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <div className="grid gap-4" aria-busy={query.isFetching || undefined}>
        {notices.map((notice) => (
          <NoticeCard key={notice.id} notice={notice} onView={setOpen} onDownload={download} downloading={busyId === notice.id} />
        ))}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <Link to="/" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden className="h-4 w-4" /> Back to Home
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Notices</h1>
      <p className="mt-2 text-slate-700">Announcements about our properties, maintenance work and the office.</p>

      <form role="search" onSubmit={onSearch} className="mt-6 flex gap-2">
        <label htmlFor="notice-search" className="sr-only">
          Search notices
        </label>
        <Input
          id="notice-search"
          type="search"
          placeholder="Search notices..."
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          maxLength={SEARCH_MAX_LENGTH}
        />
        <Button type="submit">
          <Search aria-hidden className="h-4 w-4" /> Search
        </Button>
      </form>

      <p className="mt-4 text-sm text-slate-700" aria-live="polite">
        {query.isPending ? '\u00a0' : query.isError ? '' : showingText(info, total)}
      </p>

      <div className="mt-3">{body}</div>

      {total > NOTICES_PAGE_SIZE && !query.isError && (
        <Pagination
          className="mt-6"
          page={info.page}
          totalPages={info.totalPages}
          onPageChange={(page) => {
            setOffset(offsetOf(page, NOTICES_PAGE_SIZE));
            window.scrollTo({ top: 0 });
          }}
        />
      )}

      <NoticeDetailDialog
        notice={open}
        onClose={() => setOpen(null)}
        onDownload={download}
        downloading={open !== null && busyId === open.id}
      />
    </div>
  );
}
