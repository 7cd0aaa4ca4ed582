import type { LeadSourcesData } from '@rentfront/shared/dashboard';
import { useQuery } from '@tanstack/react-query';
import { dashboardQueries } from '../../api/queries/dashboard';
import { QueryView } from '../../ui/QueryView';

/**
 * "Leads by source" (issue 35 item 2): where the last 30 days' contact messages, tours and
 * applications came from, by the tag of the link they arrived by (a syndication feed's listing
 * link, a newsletter); "Direct" is everything else.
 */
export function LeadSourcesCard() {
  const query = useQuery(dashboardQueries.leadSources());
  return (
    <section aria-labelledby="dash-lead-sources" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id="dash-lead-sources" className="mb-4 text-base font-semibold text-slate-900">
        Leads by source
      </h3>
      <QueryView
        query={query}
        loading={{ label: 'Loading leads by source', skeletons: ['h-8 w-full', 'h-8 w-full'] }}
        error="Failed to load leads by source"
      >
        {(data) => <LeadSourcesTable data={data} />}
      </QueryView>
    </section>
  );
}

/** The count columns, in the order of the cells below. */
const COUNT_HEADERS = ['Messages', 'Tours', 'Applications', 'Total'];

function LeadSourcesTable({ data }: { data: LeadSourcesData }) {
  if (data.sources.length === 0) return <p className="text-sm text-slate-700">No leads in the last {data.days} days.</p>;
  const cell = 'px-2 py-2 text-right tabular-nums';
  return (
    // On a phone the table scrolls sideways: the keyboard must reach the scroller too (as DataTable's).
    <div
      role="region"
      aria-label="Lead counts"
      tabIndex={0}
      className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-blue-700"
    >
      <table className="w-full text-sm text-slate-800">
        <caption className="mb-2 text-left text-slate-700">The last {data.days} days</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            <th scope="col" className="px-2 py-2 text-left font-medium">
              Source
            </th>
            {COUNT_HEADERS.map((name) => (
              <th key={name} scope="col" className={`${cell} font-medium`}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.sources.map((s) => (
            <tr key={s.source} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="px-2 py-2 text-left font-normal">
                {s.label}
              </th>
              <td className={cell}>{s.contacts}</td>
              <td className={cell}>{s.tours}</td>
              <td className={cell}>{s.applications}</td>
              <td className={`${cell} font-semibold`}>{s.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
