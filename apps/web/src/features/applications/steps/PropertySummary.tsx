import type { Property } from '@rentfront/shared/properties';
import { Bath, BedDouble, Home, MapPin, Ruler } from '../../../ui/icons';
import { formatMoney, formatNumber } from '../../../lib/format';

/** The property applied for: picture, title, address, rent and the main facts. */
export function PropertySummary({ property, compact = false }: { property: Property; compact?: boolean }) {
  const image = property.cover_image ?? property.media[0]?.url ?? null;
  return (
    <div className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row">
      {image ? (
        // The full summary heads the application page, where its picture is the largest paint.
        <img
          src={image}
          alt=""
          fetchPriority={compact ? undefined : 'high'}
          className={`${compact ? 'h-24 sm:w-36' : 'h-44 sm:w-64'} w-full shrink-0 rounded-md object-cover`}
        />
      ) : (
        <div
          className={`${compact ? 'h-24 sm:w-36' : 'h-44 sm:w-64'} flex w-full shrink-0 items-center justify-center rounded-md bg-slate-100`}
        >
          <Home aria-hidden className="h-10 w-10 text-slate-500" />
        </div>
      )}
      <div className="min-w-0 space-y-2">
        <p className="text-lg font-semibold text-slate-900">{property.title}</p>
        <p className="flex items-start gap-1 text-sm text-slate-700">
          <MapPin aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          {property.address}, {property.city}, {property.state}
        </p>
        <p className="text-xl font-bold text-brand-700">
          {formatMoney(property.price)}
          <span className="text-sm font-normal text-slate-700"> / month</span>
        </p>
        {!compact && (
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
            <li className="flex items-center gap-1">
              <BedDouble aria-hidden className="h-4 w-4" /> {property.bedrooms} bed{property.bedrooms === 1 ? '' : 's'}
            </li>
            <li className="flex items-center gap-1">
              <Bath aria-hidden className="h-4 w-4" /> {property.bathrooms} bath{property.bathrooms === 1 ? '' : 's'}
            </li>
            <li className="flex items-center gap-1">
              <Ruler aria-hidden className="h-4 w-4" /> {formatNumber(property.area_sqft)} sq ft
            </li>
          </ul>
        )}
        {!compact && (property.deposit !== null || property.application_fee !== null) && (
          <dl className="grid grid-cols-2 gap-x-4 text-sm">
            {property.deposit !== null && (
              <div>
                <dt className="text-slate-700">Security deposit</dt>
                <dd className="font-medium text-slate-900">{formatMoney(property.deposit)}</dd>
              </div>
            )}
            {property.application_fee !== null && (
              <div>
                <dt className="text-slate-700">Application fee</dt>
                <dd className="font-medium text-slate-900">{formatMoney(property.application_fee)}</dd>
              </div>
            )}
          </dl>
        )}
      </div>
    </div>
  );
}
