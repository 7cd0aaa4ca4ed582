import type { PropertyListData } from '@rentfront/shared/properties-core';
import { Link } from 'react-router';
import { SiteLink } from '../../../ui/SiteLink';
import { monthlyPriceText } from '@rentfront/shared/property-fees';
import { formatMoney } from '../../../lib/format';
import { useSiteSettings } from '../../../page-data/useSiteSettings';
import { unlocatedHeading } from './mapText';

/**
 * The homes that match the search but have no map location: listed beside the map (they would
 * otherwise be missing from it), the first few with a link to the list view that has them all.
 */
export function UnlocatedHomes({ data, listHref }: { data: PropertyListData; listHref: string }) {
  const { properties, pagination } = data;
  const totalFirst = useSiteSettings()?.advertise_total_price ?? true;
  if (properties.length === 0) return null;
  return (
    <section aria-labelledby="unlocated-heading" className="mt-8 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="unlocated-heading" className="text-base font-semibold text-slate-900">
        {unlocatedHeading(pagination.total_count, pagination.total_capped)}
      </h2>
      <p className="mt-1 text-sm text-slate-700">These match your search but are not on the map.</p>
      <ul className="mt-3 divide-y divide-slate-200">
        {properties.map((p) => (
          <li key={p.id} className="py-2">
            <SiteLink to={`/properties/${p.id}`} className="font-medium text-brand-800 underline-offset-2 hover:underline">
              {p.title}
            </SiteLink>
            <p className="text-sm text-slate-700">
              {p.location} · {monthlyPriceText(p.price, p.total_monthly_cost, formatMoney, totalFirst)}
            </p>
          </li>
        ))}
      </ul>
      {pagination.has_next && (
        <Link to={listHref} className="mt-3 inline-block text-sm font-medium text-brand-800 underline">
          See every home in the list view
        </Link>
      )}
    </section>
  );
}
