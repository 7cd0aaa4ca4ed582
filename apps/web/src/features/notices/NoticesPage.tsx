import { SEARCH_MAX_LENGTH } from '@rentfront/shared/http';
import { NOTICE_MESSAGES, NOTICES_PAGE_SIZE, type Notice, type NoticeListData } from '@rentfront/shared/notices-core';
import { ArrowLeft, Megaphone, Search } from '../../ui/icons';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { SiteLink } from '../../ui/SiteLink';
import { failureMessage } from '../../api/errors';
import { downloadPublicNoticeFile } from '../../api/notices';
import { useLoaded } from '../../page-data/useLoaded';
import { pageFromParams } from '../../lib/pageParam';
import { useEverTrue } from '../../lib/useEverTrue';
import { Button } from '../../ui/Button';
import { EmptyState, ErrorState } from '../../ui/EmptyState';
import { Input } from '../../ui/Input';
import { Pagination } from '../../ui/Pagination';
import { NoticeCard } from './NoticeCard';
import { offsetOf, pageInfo, showingText } from './paging';
import { useNoticeDownload } from './useNoticeDownload';
import { useDraft } from '../../lib/useDraft';

// The detail dialog (and its dialog library) loads when a visitor first opens a notice.
const NoticeDetailDialog = lazy(() => import('./NoticeDetailDialog').then((m) => ({ default: m.NoticeDetailDialog })));

/** /notice: active notices with search, paging, a detail dialog and attachment downloads. */
export default function NoticesPage() {
  // The search and the page live in the address (`?search=…&page=2`): rendered on the server, kept on Back.
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  // Back to an earlier search: the box shows it again (never overwriting a keystroke typed as the page hydrates).
  const [draft, setDraft] = useDraft(search);
  const [open, setOpen] = useState<Notice | null>(null);
  const { download, busyId } = useNoticeDownload(downloadPublicNoticeFile);
  const { data, failure, retry, reloading } = useLoaded<NoticeListData>();
  const dialogWanted = useEverTrue(open !== null);

  const offset = offsetOf(pageFromParams(params), NOTICES_PAGE_SIZE);
  const notices = data?.notices ?? [];
  const total = data?.pagination.total ?? 0;
  const info = pageInfo(offset, NOTICES_PAGE_SIZE, notices.length, total);

  // A new search always starts at the first page.
  const searchFor = (text: string) => setParams(text ? { search: text } : {}, { preventScrollReset: true });
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    searchFor(draft.trim());
  };
  const clearSearch = () => {
    setDraft('');
    searchFor('');
  };
  const goToPage = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    setParams(next);
  };

  let body;
  if (failure) {
    body = <ErrorState message={failureMessage(failure, NOTICE_MESSAGES.loadFailed)} onRetry={retry} />;
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
      <div className="grid gap-4" aria-busy={reloading || undefined}>
        {notices.map((notice) => (
          <NoticeCard key={notice.id} notice={notice} onView={setOpen} onDownload={download} downloading={busyId === notice.id} />
        ))}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <SiteLink to="/" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden className="h-4 w-4" /> Back to Home
      </SiteLink>
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
        {failure ? '' : showingText(info, total)}
      </p>

      <div className="mt-3">{body}</div>

      {total > NOTICES_PAGE_SIZE && !failure && (
        <Pagination className="mt-6" page={info.page} totalPages={info.totalPages} onPageChange={goToPage} />
      )}

      {dialogWanted && (
        <Suspense fallback={null}>
          <NoticeDetailDialog
            notice={open}
            onClose={() => setOpen(null)}
            onDownload={download}
            downloading={open !== null && busyId === open.id}
          />
        </Suspense>
      )}
    </div>
  );
}
