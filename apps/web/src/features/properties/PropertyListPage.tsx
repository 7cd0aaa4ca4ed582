import { normalizeMapBounds, type MapBounds } from '@rentfront/shared/map-bounds';
import { PROPERTY_MESSAGES } from '@rentfront/shared/properties-core';
import { Building, SlidersHorizontal } from '../../ui/icons';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SiteLink } from '../../ui/SiteLink';
import { useSiteSettings } from '../../page-data/useSiteSettings';
import { failureMessage } from '../../api/errors';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { hydrateWhenVisible } from '../../lib/hydration/hydrateWhenVisible';
import { useLoaded } from '../../page-data/useLoaded';
import { Button, buttonClasses } from '../../ui/Button';
import { RefreshButton } from '../../ui/RefreshButton';
import { EmptyState, ErrorState } from '../../ui/EmptyState';
import { Pagination } from '../../ui/Pagination';
import { SaveSearchButton } from '../saved-searches';
import { filtersFromParams, isFiltered, mapStateFromParams, paramsFromFilters, type ListFilters } from './listFilters';
import type { PropertyListPageData } from './listPageData';
import { MapPanel } from './map/MapPanel';
import { UnlocatedHomes } from './map/UnlocatedHomes';
import { ViewToggle } from './map/ViewToggle';
import { PropertyCard } from './PropertyCard';
import { pageOfText, resultCountText } from './propertyText';

/**
 * The filters hydrate when they are seen (ADR 0027): at once beside the list on a wide screen, on
 * "Show filters" on a phone, where the panel starts hidden and its code is not first-load work.
 * Also after the load or at the first touch (`afterLoad`): a client-side navigation (the Map
 * link) changes the router's context, and React holds it until a section still waiting for its
 * code has hydrated, which a hidden panel never would.
 */
const FilterPanel = hydrateWhenVisible(() => import('./FilterPanel').then((m) => m.FilterPanel), { afterLoad: true });

/**
 * A card the browser may skip laying out and painting while it is off screen (most of a page of
 * results on a phone: the first layout was a third of the page's blocking time). Its height is
 * guessed until it is first drawn, then remembered (`auto`); only the height, as a guessed width
 * would widen the phone's one column. The containment clips what is drawn outside the box, so the
 * padding, taken back by the margin, leaves room for the card's shadow.
 */
const OFFSCREEN_CARD = '-m-1.5 p-1.5 [content-visibility:auto] [contain-intrinsic-block-size:auto_28rem]';

/**
 * /properties. The search lives in the address (filters, then `page`): the server renders it,
 * Back and reload restore it and a link shares it (issue 18; the spec's "address replaced with
 * plain /properties" is deliberately dropped, see docs/web-conventions.md).
 */
export default function PropertyListPage() {
  const [params, setParams] = useSearchParams();
  const { data, failure, retry, reloading } = useLoaded<PropertyListPageData>();
  const [filters, setFilters] = useState<ListFilters>(() => filtersFromParams(params));
  const [showFilters, setShowFilters] = useState(false);
  const navigate = useNavigate();
  const site = useSiteSettings();
  const addressKey = params.toString();
  /** List or map, and the map's visible area: kept in the address with the filters. */
  const map = mapStateFromParams(params);
  /** The filters the address holds, in their normal form: what the list shows. */
  const shownKey = paramsFromFilters(filtersFromParams(params), 1, map).toString();

  // Back, forward or a link changed the address: the panel follows it.
  const seenAddress = useRef(addressKey);
  useEffect(() => {
    if (seenAddress.current === addressKey) return;
    seenAddress.current = addressKey;
    setFilters(filtersFromParams(new URLSearchParams(addressKey)));
  }, [addressKey]);

  // Sliders and selects change fast; the address (and so the server) follows once they settle.
  // Replacing the entry keeps Back for leaving the page, not for undoing each slider step.
  const settled = useDebouncedValue(filters, 250);
  useEffect(() => {
    // A changed filter keeps the view and the map's area.
    const next = paramsFromFilters(settled, 1, mapStateFromParams(params));
    if (next.toString() === shownKey) return;
    seenAddress.current = next.toString();
    setParams(next, { replace: true, preventScrollReset: true });
    // Only a settled change of the panel moves the address; `shownKey` is read, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const properties = data?.properties ?? [];
  const pagination = data?.pagination;

  const goToPage = (next: number) => {
    setParams(paramsFromFilters(filtersFromParams(params), next, map), { preventScrollReset: true });
    document.getElementById('results')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  // The visitor moved the map: once it rests, the address (and so the list) follows the visible
  // area, replacing the entry so Back leaves the page instead of replaying each pan.
  const areaTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(areaTimer.current), []);
  const searchArea = (bounds: MapBounds) => {
    clearTimeout(areaTimer.current);
    areaTimer.current = setTimeout(() => {
      const current = new URLSearchParams(window.location.search);
      const next = paramsFromFilters(filtersFromParams(current), 1, { view: 'map', bounds: normalizeMapBounds(bounds) });
      if (next.toString() === current.toString()) return;
      seenAddress.current = next.toString();
      setParams(next, { replace: true, preventScrollReset: true });
    }, 400);
  };
  const viewHref = (view: 'list' | 'map') => {
    const search = paramsFromFilters(filtersFromParams(params), 1, view === 'map' ? { view, bounds: map.bounds } : { view }).toString();
    return search ? `/properties?${search}` : '/properties';
  };

  let body;
  if (failure) {
    body = (
      <ErrorState
        title={PROPERTY_MESSAGES.listLoadFailed}
        // The catalogue has one fallback for the plain list and another for a filtered search.
        message={failureMessage(failure, isFiltered(filters) ? PROPERTY_MESSAGES.searchFailed : PROPERTY_MESSAGES.fetchFailed)}
        onRetry={retry}
      />
    );
  } else if (map.view === 'map') {
    body = (
      <>
        {properties.length === 0 ? (
          <p className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">
            No homes on the map here. Move or zoom out the map to search a wider area.
          </p>
        ) : (
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1" aria-busy={reloading || undefined} aria-label="Homes on the map">
            {properties.map((p, i) => (
              <li key={p.id}>
                <PropertyCard property={p} priority={i === 0} />
              </li>
            ))}
          </ul>
        )}
        {pagination && pagination.total_pages > 1 && (
          <Pagination className="mt-8" page={pagination.current_page} totalPages={pagination.total_pages} onPageChange={goToPage} />
        )}
        {data?.unlocated && <UnlocatedHomes data={data.unlocated} listHref={viewHref('list')} />}
      </>
    );
  } else if (properties.length === 0) {
    body = (
      <EmptyState
        title="No vacancies right now"
        icon={<Building aria-hidden className="h-10 w-10 text-slate-500" />}
        message="There are no vacancies that match your search at the moment. Please check back later, or contact us to join our waitlist."
        action={
          <SiteLink to="/contact" className={buttonClasses('primary')}>
            Contact us
          </SiteLink>
        }
      />
    );
  } else {
    body = (
      <>
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3" aria-busy={reloading || undefined}>
          {properties.map((p, i) => (
            <li key={p.id} className={OFFSCREEN_CARD}>
              <PropertyCard property={p} priority={i === 0} />
            </li>
          ))}
        </ul>
        {pagination && (
          <Pagination className="mt-8" page={pagination.current_page} totalPages={pagination.total_pages} onPageChange={goToPage} />
        )}
      </>
    );
  }

  return (
    <>
      <section className="bg-gradient-to-r from-brand-800 to-brand-600 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h1 className="text-3xl font-bold sm:text-4xl">Find Your Next Home</h1>
          <p className="mt-2 max-w-2xl text-brand-50">Browse our rentals, filter by what matters to you and apply online in minutes.</p>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 lg:grid-cols-[18rem_1fr]">
        <aside>
          {/* Small screens: the results come first, the filters open on demand. */}
          <Button
            variant="outline"
            className="w-full justify-center lg:hidden"
            aria-expanded={showFilters}
            aria-controls="filter-panel"
            onClick={() => setShowFilters((v) => !v)}
          >
            <SlidersHorizontal aria-hidden className="h-4 w-4" /> {showFilters ? 'Hide filters' : 'Show filters'}
          </Button>
          <div id="filter-panel" className={showFilters ? 'mt-3 lg:mt-0' : 'hidden lg:block'}>
            <FilterPanel filters={filters} onChange={setFilters} />
          </div>
        </aside>
        <section id="results" aria-labelledby="results-heading" className="scroll-mt-20">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <div>
              <h2 id="results-heading" className="text-xl font-semibold text-slate-900" aria-live="polite">
                {pagination ? resultCountText(pagination) : 'Properties'}
                {map.view === 'map' && pagination && <span className="sr-only"> on the map</span>}
              </h2>
              {pagination && pagination.total_pages > 0 && <p className="text-sm text-slate-700">{pageOfText(pagination)}</p>}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <SaveSearchButton />
              <ViewToggle view={map.view} listHref={viewHref('list')} mapHref={viewHref('map')} />
              <RefreshButton size="sm" onRefresh={retry} refreshing={reloading} aria-label="Refresh properties" />
            </div>
          </div>
          {map.view === 'map' ? (
            <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
              <div className="h-[60vh] min-h-80 overflow-hidden rounded-lg border border-slate-200 bg-slate-100 lg:sticky lg:top-20 lg:h-[calc(100vh-7rem)]">
                <MapPanel
                  properties={failure ? [] : properties}
                  bounds={map.bounds}
                  tiles={site?.map_tiles ?? null}
                  totalFirst={site?.advertise_total_price ?? true}
                  onAreaChange={searchArea}
                  onOpen={(href) => void navigate(href)}
                />
              </div>
              <div>{body}</div>
            </div>
          ) : (
            body
          )}
        </section>
      </div>
    </>
  );
}
