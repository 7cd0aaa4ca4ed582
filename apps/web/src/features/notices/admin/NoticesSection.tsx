import { NOTICE_MESSAGES as M, NOTICES_PAGE_SIZE, type Notice } from '@rentfront/shared/notices';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '../../../api/errors';
import { deleteNotice, downloadAdminNoticeFile, listAdminNotices, toggleNoticeActive } from '../../../api/notices';
import { AdminListView, useAdminList } from '../../../ui/admin-list';
import { Button } from '../../../ui/Button';
import { Megaphone, Plus } from '../../../ui/icons';
import { toast } from '../../../ui/toast';
import { useNoticeDownload } from '../useNoticeDownload';
import { NoticeModal, type NoticeModalState } from './NoticeModal';
import { NOTICE_DELETE, NOTICE_FILTERS, NoticeStats, noticeColumns } from './noticeList';

/** Admin › Notice Management: cards, search, the table with paging, the modal, delete. */
export default function NoticesSection() {
  const [modal, setModal] = useState<NoticeModalState | null>(null);
  const { download } = useNoticeDownload(downloadAdminNoticeFile);
  const list = useAdminList({
    key: ['notices', 'admin'],
    filters: { search: '' },
    pageSize: NOTICES_PAGE_SIZE,
    fetch: listAdminNotices,
    page: (d) => ({ rows: d.notices, total: d.pagination.total }),
    noun: ['notices', 'notices'],
    remove: { call: (n: Notice) => deleteNotice(n.id), messages: { deleted: M.deleted, failed: M.deleteFailed } },
  });
  const toggle = useMutation({
    mutationFn: (n: Notice) => toggleNoticeActive(n.id),
    onSuccess: (res) => toast.success(res.message || M.updated),
    onError: (err) => toast.error(failureMessage(err, M.statusFailed)),
    onSettled: list.refresh,
  });
  const add = (
    <Button onClick={() => setModal({ mode: 'create' })}>
      <Plus aria-hidden className="h-4 w-4" /> Add Notice
    </Button>
  );
  const onView = (notice: Notice) => setModal({ mode: 'view', notice });
  const actions = {
    onView,
    onEdit: (notice: Notice) => setModal({ mode: 'edit', notice }),
    onToggle: toggle.mutate,
    onDownload: download,
    onDelete: list.askDelete,
  };

  return (
    <AdminListView
      list={list}
      className="space-y-6"
      heading={{ text: 'Notices' }}
      actions={add}
      header={<NoticeStats stats={list.data?.stats} />}
      filters={NOTICE_FILTERS}
      tableId="notices"
      caption="Notices"
      columns={noticeColumns({ ...actions, busyId: toggle.isPending ? (toggle.variables?.id ?? null) : null })}
      onOpen={onView}
      showing="below"
      loading={{ label: 'Loading notices' }}
      error={M.loadFailed}
      empty={{
        title: M.noNotices,
        icon: <Megaphone aria-hidden className="h-10 w-10 text-slate-500" />,
        message: 'Create a notice to show it on the public Notices page.',
        // With a search active, the Clear search button sits next to the search box.
        filteredMessage: `Nothing matches "${list.applied.search}".`,
        clearButton: false,
        action: add,
      }}
      confirmDelete={NOTICE_DELETE}
    >
      {modal && (
        <NoticeModal key={`${modal.mode}-${modal.mode === 'create' ? 'new' : modal.notice.id}`} state={modal} onChange={setModal} />
      )}
    </AdminListView>
  );
}
