import type { Property } from '@rentfront/shared/properties-core';
import { AccessibilitySection, PropertyDescription, PropertyLists } from './PropertyFacts';
import { PropertyFees } from './PropertyFees';

/**
 * The detail page below its first screen: fees and costs, features and amenities, accessibility,
 * the description and the additional details. Nothing here is interactive, so the page loads it
 * as a section that hydrates when reached (ADR 0027) and keeps it out of the first-load work.
 */
export function PropertyDetailSections({ property }: { property: Property }) {
  return (
    <div className="flex flex-col gap-6">
      <PropertyFees property={property} />
      <PropertyLists property={property} />
      <AccessibilitySection features={property.accessibility ?? []} />
      <PropertyDescription property={property} />
    </div>
  );
}
