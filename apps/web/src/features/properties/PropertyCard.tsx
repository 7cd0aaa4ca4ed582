import type { Property } from '@rentfront/shared/properties-core';
import { Bath, BedDouble, MapPin } from '../../ui/icons';
import { SiteLink } from '../../ui/SiteLink';
import { cleanList, firstImage, tagPreview } from './propertyText';
import { PropertyImage } from './PropertyImage';
import { MonthlyPrice } from './MonthlyPrice';
import { MoveInLine } from './MoveInLine';

/** One listing card: links to the property; first image, title, price per month, 3 tags then +N more. */
export function PropertyCard({ property, priority = false }: { property: Property; priority?: boolean }) {
  const { shown, more } = tagPreview(cleanList(property.amenities));
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <div className="aspect-[3/2] overflow-hidden bg-slate-100">
        <PropertyImage
          url={firstImage(property)}
          originalWidth={property.media?.[0]?.width}
          alt=""
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
          width={800}
          height={533}
          priority={priority}
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg font-semibold leading-snug text-slate-900">
          {/* The whole card is clickable through this link's overlay. */}
          <SiteLink to={`/properties/${property.id}`} className="after:absolute after:inset-0 focus:outline-none">
            {property.title}
          </SiteLink>
        </h2>
        <p className="flex items-center gap-1 text-sm text-slate-700">
          <MapPin aria-hidden className="h-4 w-4 shrink-0" /> {property.location}
        </p>
        <MonthlyPrice property={property} className="text-lg font-bold text-brand-700" unitSize="text-sm" />
        <p className="flex gap-4 text-sm text-slate-700">
          <span className="inline-flex items-center gap-1">
            <BedDouble aria-hidden className="h-4 w-4" /> {property.bedrooms === 0 ? 'Studio' : `${property.bedrooms} bd`}
          </span>
          <span className="inline-flex items-center gap-1">
            <Bath aria-hidden className="h-4 w-4" /> {property.bathrooms} ba
          </span>
        </p>
        <MoveInLine property={property} />
        {shown.length > 0 && (
          <ul className="mt-auto flex flex-wrap gap-1.5 pt-1" aria-label="Amenities">
            {shown.map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-800">
                {tag}
              </li>
            ))}
            {more > 0 && <li className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">+{more} more</li>}
          </ul>
        )}
      </div>
    </article>
  );
}
