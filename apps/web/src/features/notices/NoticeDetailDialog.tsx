import { noticeFileTypeLabel, type Notice } from '@rentfront/shared/notices-core';
import { Download, FileText } from '../../ui/icons';
import { formatShortDate } from '../../lib/format';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

export interface NoticeDetailDialogProps {
  notice: Notice | null;
  onClose: () => void;
  onDownload: (notice: Notice) => void;
  downloading: boolean;
}

/** The public detail modal: the full text with its line breaks, the attachment and the dates. */
export function NoticeDetailDialog({ notice, onClose, onDownload, downloading }: NoticeDetailDialogProps) {
  return (
    <Dialog
      open={notice !== null}
      onOpenChange={(open) => !open && onClose()}
      title={notice?.title ?? ''}
      size="lg"
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      {notice && (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
            <time dateTime={notice.created_at}>{formatShortDate(notice.created_at)}</time>
            <Badge tone="green">Active</Badge>
          </div>
          {notice.description ? (
            <p className="whitespace-pre-line text-slate-800">{notice.description}</p>
          ) : (
            <p className="text-slate-700">No description.</p>
          )}
          {notice.has_file && (
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 bg-slate-50 p-3">
              <div className="flex items-center gap-3">
                <FileText aria-hidden className="h-6 w-6 text-slate-700" />
                <div>
                  <p className="break-all text-sm font-medium text-slate-900">{notice.original_filename}</p>
                  <p className="text-xs text-slate-700">{noticeFileTypeLabel(notice.file_type)}</p>
                </div>
              </div>
              <Button size="sm" onClick={() => onDownload(notice)} loading={downloading}>
                {!downloading && <Download aria-hidden className="h-4 w-4" />} Download
              </Button>
            </div>
          )}
          <p className="text-xs text-slate-700">Last updated {formatShortDate(notice.updated_at)}</p>
        </div>
      )}
    </Dialog>
  );
}
