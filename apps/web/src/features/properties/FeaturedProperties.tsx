import { PROPERTY_MESSAGES, type CoverImage } from '@rentfront/shared/properties-core';
import type { LoadFailure } from '@rentfront/shared/public-data';
import { ImageOff } from '../../ui/icons';
import { SiteLink } from '../../ui/SiteLink';
import { failureMessage } from '../../api/errors';
import { buttonClasses } from '../../ui/Button';
import { EmptyState, ErrorState } from '../../ui/EmptyState';
import { PropertyImage } from './PropertyImage';

export interface FeaturedPropertiesProps {
  /** The covers the home page's loader read with the page, or its failure. */
  covers: CoverImage[] | undefined;
  failure: LoadFailure | undefined;
  /** Try Again: runs the page's loader again. */
  onRetry: () => void;
}

/**
 * Featured Properties: the cover pictures, each a link to its property, then View All Properties.
 * Rendered by the server, hydrated when reached (HomePage). What it shows comes in as props, not
 * from the router's hooks: a section still waiting for its code must not read state that changes
 * while the visitor is on the page (a navigation's "loading"), or React would give up the
 * server's cards for an empty fallback (ADR 0027).
 */
export function FeaturedProperties({ covers: loaded, failure, onRetry }: FeaturedPropertiesProps) {
  const covers = loaded ?? [];

  let body;
  if (failure) {
    body = <ErrorState message={failureMessage(failure, PROPERTY_MESSAGES.coversFailed)} onRetry={onRetry} />;
  } else if (covers.length === 0) {
    body = <EmptyState title={PROPERTY_MESSAGES.noCovers} icon={<ImageOff aria-hidden className="h-10 w-10 text-slate-500" />} />;
  } else {
    body = (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {covers.map((cover) => (
          <li key={cover.id}>
            <SiteLink
              to={`/properties/${cover.property_id}`}
              className="group relative block aspect-[3/2] overflow-hidden rounded-lg bg-slate-100 shadow-sm"
            >
              <PropertyImage
                url={cover.url}
                originalWidth={cover.width}
                alt=""
                sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                width={800}
                height={533}
                className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
              />
              <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-slate-950/90 to-transparent px-4 pb-3 pt-10 text-base font-semibold text-white">
                {cover.property_title}
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-14">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="featured-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Featured Properties
          </h2>
          <p className="mt-1 text-slate-700">A few of the homes available now.</p>
        </div>
        <SiteLink to="/properties" className={buttonClasses('outline')}>
          View All Properties
        </SiteLink>
      </div>
      {body}
    </section>
  );
}
