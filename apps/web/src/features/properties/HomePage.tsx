import type { CoverImage } from '@rentfront/shared/properties-core';
import { useLoaderData, useRevalidator } from 'react-router';
import { ArrowRight } from '../../ui/icons';
import { SiteLink } from '../../ui/SiteLink';
import { hydrateWhenVisible } from '../../lib/hydration/hydrateWhenVisible';
import { useSiteSettings } from '../../page-data/useSiteSettings';
import type { Loaded } from '../../page-data/loaded';
import { HeroCarousel } from './HeroCarousel';
import { InterestPanel } from './InterestPanel';

// Below the fold: in the server's HTML (no JavaScript still shows it: issue 30), its code fetched
// when it nears the screen.
const ServicesTeaser = hydrateWhenVisible(() => import('./ServicesTeaser').then((m) => m.ServicesTeaser));
// Below the fold on a phone: rendered by the server, its code (the location combobox, the
// selects) fetched when it nears the screen or is touched.
const SearchForm = hydrateWhenVisible(() => import('./SearchForm').then((m) => m.SearchForm));
// The cards and their links are in the server's HTML (crawlers, no JavaScript: issue 30 W5); only
// their code waits until the section is reached.
const FeaturedProperties = hydrateWhenVisible(() => import('./FeaturedProperties').then((m) => m.FeaturedProperties));

/** / : hero carousel with the welcome, the interest panel, search, services and featured properties. */
export default function HomePage() {
  const siteName = useSiteSettings()?.name ?? 'Rentfront Property Rentals';
  // Read here and passed down: the same objects on every render of this page (the section is memoized).
  const covers = useLoaderData() as Loaded<CoverImage[]>;
  const { revalidate } = useRevalidator();
  return (
    <>
      <HeroCarousel>
        <div className="max-w-2xl">
          <h1 className="text-3xl font-bold leading-tight text-white sm:text-5xl">Welcome to {siteName}</h1>
          <p className="mt-4 text-lg text-slate-100">
            Homes and apartments across upstate New York, with online applications and self-guided tours.
          </p>
          <SiteLink
            to="/properties"
            className="mt-8 inline-flex h-12 items-center gap-2 rounded-md bg-white px-6 text-base font-semibold text-brand-800 hover:bg-brand-50"
          >
            Get Started <ArrowRight aria-hidden className="h-5 w-5" />
          </SiteLink>
        </div>
      </HeroCarousel>

      {/* The spec's order: interest panel, search form, services, featured properties. */}
      <div className="mx-auto mt-8 grid max-w-7xl gap-6 px-4">
        <InterestPanel />
        <SearchForm />
      </div>

      <ServicesTeaser />
      {/* The space kept while the code of a section mounted by a client-side navigation arrives. */}
      <div className="[&>div:empty]:min-h-[36rem]">
        <FeaturedProperties covers={covers.data} failure={covers.failure} onRetry={revalidate} />
      </div>
    </>
  );
}
