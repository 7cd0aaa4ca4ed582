import { buildUrl, type Query } from '../../api/client';
import { Download } from '../icons';
import { buttonClasses } from '../Button';
import { useCan } from '../../lib/useStaffRole';

/**
 * "Export CSV": a plain link to the list's export with the filters on screen, so the browser
 * streams the file to disk itself (the server names it `<list>-<date>.csv`) however many rows
 * there are, instead of holding it all in the page's memory first.
 */
export function ExportCsvLink({ path, query, label }: { path: string; query: Query; label: string }) {
  // Agents may not export (ADR 0022): the server refuses, so the link is not offered.
  if (!useCan('exports.download')) return null;
  return (
    <a
      href={buildUrl(path, query)}
      download
      className={buttonClasses('outline', 'sm')}
      aria-label={`Export ${label} as CSV`}
      data-no-row-open
    >
      <Download aria-hidden className="h-4 w-4" /> Export CSV
    </a>
  );
}
