import { NOTICE_MESSAGES, noticeFileTypeLabel, type Notice } from '@rentfront/shared/notices';
import { Download, FileText } from '../../../ui/icons';
import { formatDateTime } from '../../../lib/format';
import { Button } from '../../../ui/Button';
import { formatFileSize } from './noticeForm';
import { NoticeStatusBadge } from './noticeList';

/** The modal's view mode: every field, the attachment with a download button, the dates. */
export function NoticeView({ notice, onDownload, downloading }: { notice: Notice; onDownload: (n: Notice) => void; downloading: boolean }) {
  return (
    <dl className="grid gap-4 text-sm">
      <div>
        <dt className="font-medium text-slate-700">Status</dt>
        <dd className="mt-1">
          <NoticeStatusBadge active={notice.is_active} />
        </dd>
      </div>
      <div>
        <dt className="font-medium text-slate-700">Who sees it</dt>
        <dd className="mt-1 text-slate-900">
          {notice.property_title ? `The residents of ${notice.property_title}` : NOTICE_MESSAGES.forEveryone}
        </dd>
      </div>
      <div>
        <dt className="font-medium text-slate-700">Description</dt>
        <dd className="mt-1 whitespace-pre-line text-slate-900">{notice.description || 'No description.'}</dd>
      </div>
      <div>
        <dt className="font-medium text-slate-700">Attachment</dt>
        <dd className="mt-1">
          {notice.has_file ? (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 bg-slate-50 p-3">
              <div className="flex items-center gap-3">
                <FileText aria-hidden className="h-6 w-6 text-slate-700" />
                <div>
                  <p className="break-all font-medium text-slate-900">{notice.original_filename}</p>
                  <p className="text-xs text-slate-700">
                    {noticeFileTypeLabel(notice.file_type)} · {formatFileSize(notice.file_size)}
                  </p>
                </div>
              </div>
              <Button size="sm" variant="outline" onClick={() => onDownload(notice)} loading={downloading}>
                {!downloading && <Download aria-hidden className="h-4 w-4" />} Download
              </Button>
            </div>
          ) : (
            <span className="text-slate-700">No attachment</span>
          )}
        </dd>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-700">Created</dt>
          <dd className="mt-1 text-slate-900">{formatDateTime(notice.created_at)}</dd>
        </div>
        <div>
          <dt className="font-medium text-slate-700">Last updated</dt>
          <dd className="mt-1 text-slate-900">{formatDateTime(notice.updated_at)}</dd>
        </div>
      </div>
    </dl>
  );
}
