import {
  ATTENTION_ITEMS,
  ATTENTION_MESSAGES,
  ATTENTION_URGENT_MAINTENANCE_HREF,
  type AttentionItem,
} from '@rentfront/shared/dashboard-attention';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { dashboardQueries } from '../../api/queries/dashboard';
import { failureMessage } from '../../api/errors';
import { formatDateTime } from '../../lib/format';
import { cn } from '../../ui/cn';
import { ErrorState } from '../../ui/EmptyState';
import { BellRing, CheckCircle2 } from '../../ui/icons';
import { SkeletonList } from '../../ui/Skeleton';
import { countText, newSinceText } from './attentionText';

const TILE = 'block rounded-md border px-4 py-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

function Tile({ item }: { item: AttentionItem }) {
  const { label } = ATTENTION_ITEMS[item.key];
  // A day-bound link (out for signature more than 3 days) comes from the server, built with its count.
  const href = item.href ?? ATTENTION_ITEMS[item.key].href;
  const fresh = newSinceText(item.new_since_last_visit);
  const waiting = item.count > 0;
  const urgent = item.urgent;
  return (
    <li className="flex flex-col gap-1">
      <Link
        to={href}
        className={cn(
          TILE,
          'flex-1',
          waiting ? 'border-brand-100 bg-brand-50 hover:bg-brand-100' : 'border-slate-200 bg-white hover:bg-slate-50',
        )}
      >
        <span className="block text-2xl font-bold text-slate-900">{countText(item.count, item.count_capped)}</span>
        <span className="block text-sm font-medium text-slate-900">{label}</span>
        {fresh && <span className="mt-1 block text-xs text-slate-700">{fresh}</span>}
      </Link>
      {urgent && urgent.count > 0 && (
        // Urgent first: its own link to the urgent open requests.
        <Link
          to={ATTENTION_URGENT_MAINTENANCE_HREF}
          className={cn(TILE, 'border-red-200 bg-red-50 py-2 text-sm font-semibold text-red-900 hover:bg-red-100')}
        >
          {countText(urgent.count, false)} urgent
          <span className="sr-only"> open maintenance requests</span>
          {newSinceText(urgent.new_since_last_visit) && (
            <span className="block text-xs font-normal text-red-900">{newSinceText(urgent.new_since_last_visit)}</span>
          )}
        </Link>
      )}
    </li>
  );
}

/**
 * "Needs attention" (issue 19): what is waiting for the office, each count a link to the list
 * filtered to it, with what arrived since the staff user's previous visit. One call.
 */
export function AttentionCard() {
  const query = useQuery(dashboardQueries.attention());
  const data = query.data?.data;

  let body;
  if (query.isPending) {
    body = (
      <SkeletonList
        label="Loading what needs attention"
        count={6}
        className="grid grid-cols-2 gap-3 xl:grid-cols-3"
        itemClassName="h-24 w-full"
      />
    );
  } else if (query.isError) {
    body = <ErrorState message={failureMessage(query.error, ATTENTION_MESSAGES.loadFailed)} onRetry={() => void query.refetch()} />;
  } else if (!data || data.items.every((i) => i.count === 0)) {
    body = (
      <div className="flex items-center gap-3 rounded-md border border-dashed border-slate-300 px-4 py-6">
        <CheckCircle2 aria-hidden className="h-8 w-8 shrink-0 text-green-700" />
        <div>
          <p className="font-semibold text-slate-900">{ATTENTION_MESSAGES.empty}</p>
          <p className="text-sm text-slate-700">New applications, messages, requests and chat leads will show up here.</p>
        </div>
      </div>
    );
  } else {
    body = (
      <ul className="grid grid-cols-2 gap-3 xl:grid-cols-3" aria-labelledby="dash-attention">
        {data.items.map((item) => (
          <Tile key={item.key} item={item} />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="dash-attention" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="dash-attention" className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <BellRing aria-hidden className="h-5 w-5 text-brand-700" /> Needs attention
        </h3>
        {data && (
          <p className="text-xs text-slate-700">
            {data.last_visit_at ? `Your last visit: ${formatDateTime(data.last_visit_at)}` : 'Your first visit'}
          </p>
        )}
      </div>
      {body}
    </section>
  );
}
