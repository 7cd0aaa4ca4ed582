import type { Property } from '@rentfront/shared/properties-core';
import { ACCESSIBILITY_LABELS, type AccessibilityFeature } from '@rentfront/shared/accessibility-features';
import { Bath, BedDouble, Check, Home, Ruler } from '../../ui/icons';
import { SiteLink } from '../../ui/SiteLink';
import type { ReactNode } from 'react';
import { additionalDetails, cleanList, formatArea, optionLabel } from './propertyText';

function Tile({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex flex-col items-center gap-1 rounded-lg border border-slate-200 bg-white p-4 text-center">
      {icon}
      {/* Label first for screen readers, shown under the value. */}
      <dt className="order-last text-xs text-slate-700">{label}</dt>
      <dd className="text-lg font-bold text-slate-900">{value}</dd>
    </div>
  );
}

/** Bedrooms, bathrooms, square feet and type. */
export function StatTiles({ property }: { property: Property }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <Tile icon={<BedDouble aria-hidden className="h-6 w-6 text-brand-700" />} label="Bedrooms" value={String(property.bedrooms)} />
      <Tile icon={<Bath aria-hidden className="h-6 w-6 text-brand-700" />} label="Bathrooms" value={String(property.bathrooms)} />
      <Tile icon={<Ruler aria-hidden className="h-6 w-6 text-brand-700" />} label="Square Feet" value={formatArea(property.area_sqft)} />
      <Tile icon={<Home aria-hidden className="h-6 w-6 text-brand-700" />} label="Type" value={optionLabel(property.property_type)} />
    </dl>
  );
}

function ListBlock({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Utilities Included, Property Amenities, Appliances Included: each only when it has entries. */
export function PropertyLists({ property }: { property: Property }) {
  return (
    <>
      <ListBlock title="Utilities Included" items={cleanList(property.utilities)} />
      <ListBlock title="Property Amenities" items={cleanList(property.amenities)} />
      <ListBlock title="Appliances Included" items={cleanList(property.appliances_included)} />
    </>
  );
}

/**
 * The home's accessibility features (issue 35). Without any listed the section still shows, so a
 * renter who needs one learns that it is not known rather than not there, and how to ask.
 */
export function AccessibilitySection({ features }: { features: AccessibilityFeature[] }) {
  return (
    <section aria-labelledby="accessibility-heading">
      <h2 id="accessibility-heading" className="text-lg font-semibold text-slate-900">
        Accessibility
      </h2>
      {features.length > 0 ? (
        <ul className="mt-2 grid gap-2 sm:grid-cols-2">
          {features.map((f) => (
            <li key={f} className="flex items-center gap-2 text-slate-800">
              <Check aria-hidden className="h-4 w-4 shrink-0 text-green-700" />
              {ACCESSIBILITY_LABELS[f]}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-slate-800">The office has not listed accessibility features for this home.</p>
      )}
      <p className="mt-2 text-sm text-slate-700">
        Need a change to the home or to how we work with you?{' '}
        <SiteLink to="/accessibility" className="font-medium text-brand-700 underline">
          Ask for a reasonable accommodation
        </SiteLink>
        .
      </p>
    </section>
  );
}

/** Description and Additional Details (N/A where missing). */
export function PropertyDescription({ property }: { property: Property }) {
  return (
    <>
      <section>
        <h2 className="text-lg font-semibold text-slate-900">Description</h2>
        <p className="mt-2 whitespace-pre-line text-slate-800">{property.description}</p>
      </section>
      <section>
        <h2 className="text-lg font-semibold text-slate-900">Additional Details</h2>
        <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {additionalDetails(property).map(([label, value]) => (
            <div key={label} className="flex justify-between gap-3 border-b border-slate-100 py-2 text-sm">
              <dt className="text-slate-700">{label}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
