import {
  FALLBACK_IMAGE,
  imageVariant,
  PROPERTY_STATUS_LABELS,
  type Property,
  type PropertyStatus,
} from '@rentfront/shared/properties-core';
import { ArrowRight, Bath, BedDouble } from '../../ui/icons';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/format';
import { Badge, type BadgeTone } from '../../ui/Badge';

const TONES: Record<string, BadgeTone> = { available: 'green', rented: 'blue', maintenance: 'orange', hold: 'yellow' };

/** Recent Properties: the 5 newest, with cover, title, price per month, beds, baths and status. */
export function RecentProperties({ properties }: { properties: Property[] }) {
  if (properties.length === 0) return <p className="text-sm text-slate-700">No properties yet.</p>;
  return (
    <>
      <ul className="divide-y divide-slate-100">
        {properties.map((p) => (
          <li key={p.id} className="flex items-center gap-3 py-3">
            <img
              src={p.cover_image ?? (p.images[0] ? imageVariant(p.images[0], 400) : FALLBACK_IMAGE)}
              alt=""
              width={80}
              height={56}
              loading="lazy"
              className="h-14 w-20 shrink-0 rounded object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-slate-900">{p.title}</p>
              <p className="text-sm text-slate-700">
                {formatMoney(p.price)}/month
                <span className="ml-3 inline-flex items-center gap-1">
                  <BedDouble aria-hidden className="h-4 w-4" /> {p.bedrooms} <span className="sr-only">bedrooms</span>
                </span>
                <span className="ml-3 inline-flex items-center gap-1">
                  <Bath aria-hidden className="h-4 w-4" /> {p.bathrooms} <span className="sr-only">bathrooms</span>
                </span>
              </p>
            </div>
            <Badge tone={TONES[p.status] ?? 'gray'}>{PROPERTY_STATUS_LABELS[p.status as PropertyStatus] ?? p.status}</Badge>
          </li>
        ))}
      </ul>
      <Link to="/admin/properties" className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        Manage properties <ArrowRight aria-hidden className="h-4 w-4" />
      </Link>
    </>
  );
}
