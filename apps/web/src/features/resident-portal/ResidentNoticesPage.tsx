import { fetchResidentNotices } from '../../api/resident';
import { formatShortDate } from '../../lib/format';
import { buttonClasses } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Download } from '../../ui/icons';
import { PortalFrame } from './PortalFrame';
import { PortalLoad } from './PortalLoad';
import { usePortalRead } from './usePortalRead';

const readNotices = async () => (await fetchResidentNotices()).data.notices;

/** /resident/notices: the notices for the resident's property, newest first (plain text, never HTML). */
export default function ResidentNoticesPage() {
  const read = usePortalRead(readNotices);
  return (
    <PortalFrame title="Notices">
      <PortalLoad read={read} label="Loading notices">
        {(notices) =>
          notices.length === 0 ? (
            <EmptyState title="No notices" message="Announcements from the office about your home will appear here." />
          ) : (
            <ul className="flex flex-col gap-3">
              {notices.map((n) => (
                <li key={n.id} className="rounded-lg border border-slate-200 bg-white p-4">
                  <h2 className="font-semibold text-slate-900">{n.title}</h2>
                  <p className="text-xs text-slate-700">
                    <time dateTime={n.created_at}>{formatShortDate(n.created_at)}</time>
                  </p>
                  {n.property_title && <p className="mt-1 text-xs font-medium text-slate-700">For the residents of {n.property_title}</p>}
                  {n.description && <p className="mt-2 whitespace-pre-line text-sm text-slate-800">{n.description}</p>}
                  {n.file && (
                    <a href={n.file} download className={buttonClasses('outline', 'sm', 'mt-3')}>
                      <Download aria-hidden className="h-4 w-4" /> Download the attachment
                      <span className="sr-only"> of {n.title}</span>
                    </a>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </PortalLoad>
    </PortalFrame>
  );
}
