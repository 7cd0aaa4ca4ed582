import type { Notice } from '@rentfront/shared/notices-core';
import { CalendarDays, Download, Eye, Paperclip } from '../../ui/icons';
import { formatShortDate } from '../../lib/format';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';

export interface NoticeCardProps {
  notice: Notice;
  onView: (notice: Notice) => void;
  onDownload: (notice: Notice) => void;
  downloading: boolean;
}

/** One notice in the public list: title, date, markers, a 3-line excerpt and the actions. */
export function NoticeCard({ notice, onView, onDownload, downloading }: NoticeCardProps) {
  return (
    <article className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">{notice.title}</h2>
        {/* Only active notices are public, so the badge always reads Active. */}
        <Badge tone="green">Active</Badge>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
        <span className="inline-flex items-center gap-1">
          <CalendarDays aria-hidden className="h-4 w-4" />
          <time dateTime={notice.created_at}>{formatShortDate(notice.created_at)}</time>
        </span>
        {notice.has_file && (
          <span className="inline-flex items-center gap-1">
            <Paperclip aria-hidden className="h-4 w-4" /> Attachment
          </span>
        )}
      </div>
      {notice.description && <p className="line-clamp-3 whitespace-pre-line text-sm text-slate-700">{notice.description}</p>}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {notice.has_file && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onDownload(notice)}
            loading={downloading}
            aria-label={`Download attachment of ${notice.title}`}
          >
            {!downloading && <Download aria-hidden className="h-4 w-4" />} Download
          </Button>
        )}
        <Button size="sm" onClick={() => onView(notice)} aria-label={`View details of ${notice.title}`}>
          <Eye aria-hidden className="h-4 w-4" /> View Details
        </Button>
      </div>
    </article>
  );
}
