import { PROPERTY_MESSAGES, PROPERTY_PAGE_SIZE } from '@rentfront/shared/properties-core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Building, SlidersHorizontal } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { failureMessage } from '../../api/errors';
import { fetchProperties } from '../../api/properties';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { usePageMeta } from '../../lib/usePageMeta';
import { Button, buttonClasses } from '../../ui/Button';
import { RefreshButton } from '../../ui/RefreshButton';
import { EmptyState, ErrorState } from '../../ui/EmptyState';
import { Pagination } from '../../ui/Pagination';
import { LoadingRegion, Skeleton } from '../../ui/Skeleton';
import { FilterPanel } from './FilterPanel';
import { filtersFromParams, hasListParams, isFiltered, listQuery, type ListFilters } from './listFilters';
import { PropertyCard } from './PropertyCard';
import { pageOfText, resultCountText } from './propertyText';

function CardsSkeleton() {
  return (
    <LoadingRegion label="Loading properties" className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-lg border border-slate-200">
          <Skeleton className="aspect-[3/2] w-full rounded-none" />
          <div className="space-y-2 p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-5 w-1/3" />
          </div>
        </div>
      ))}
    </LoadingRegion>
  );
}

/**
 * /properties. The filters of a link (from the home search, a screening recommendation...) are
 * read once, then the address becomes plain /properties (public-site.md §2).
 */
export default function PropertyListPage() {
  usePageMeta('Properties for Rent', 'Browse available rentals: search by city, price, bedrooms, bathrooms and more.');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<ListFilters>(() => filtersFromParams(params));
  const [page, setPage] = useState(1);
  const [showFilters, setShowFilters] = useState(false);
  const cleaned = useRef(false);

  useEffect(() => {
    if (cleaned.current) return;
    cleaned.current = true;
    if (hasListParams(params)) navigate('/properties', { replace: true });
  }, [params, navigate]);

  // Sliders and selects change fast; ask the server once they settle.
  const query = useDebouncedValue(listQuery(filters, page, PROPERTY_PAGE_SIZE), 250);
  const result = useQuery({
    queryKey: ['properties', 'list', query],
    queryFn: () => fetchProperties(query),
    placeholderData: keepPreviousData,
  });
  const data = result.data?.data;
  const properties = data?.properties ?? [];
  const pagination = data?.pagination;

  const changeFilters = (next: ListFilters) => {
    setFilters(next);
    setPage(1);
  };
  const goToPage = (next: number) => {
    setPage(next);
    document.getElementById('results')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  let body;
  if (result.isPending) {
    body = <CardsSkeleton />;
  } else if (result.isError && !result.data) {
    body = (
      <ErrorState
        title={PROPERTY_MESSAGES.listLoadFailed}
        // The catalogue has one fallback for the plain list and another for a filtered search.
        message={failureMessage(result.error, isFiltered(filters) ? PROPERTY_MESSAGES.searchFailed : PROPERTY_MESSAGES.fetchFailed)}
        onRetry={() => result.refetch()}
      />
    );
  } else if (properties.length === 0) {
    body = (
      <EmptyState
        title="No vacancies right now"
        icon={<Building aria-hidden className="h-10 w-10 text-slate-500" />}
        message="There are no vacancies that match your search at the moment. Please check back later, or contact us to join our waitlist."
        action={
          <Link to="/contact" className={buttonClasses('primary')}>
            Contact us
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
          {properties.map((p) => (
            <li key={p.id}>
              <PropertyCard property={p} />
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
            <FilterPanel filters={filters} onChange={changeFilters} />
          </div>
        </aside>
        <section id="results" aria-labelledby="results-heading" className="scroll-mt-20">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <div>
              <h2 id="results-heading" className="text-xl font-semibold text-slate-900" aria-live="polite">
                {pagination ? resultCountText(pagination) : 'Properties'}
              </h2>
              {pagination && pagination.total_pages > 0 && <p className="text-sm text-slate-700">{pageOfText(pagination)}</p>}
            </div>
            <RefreshButton
              size="sm"
              onRefresh={() => result.refetch()}
              refreshing={result.isFetching && !result.isPending}
              aria-label="Refresh properties"
            />
          </div>
          {body}
        </section>
      </div>
    </>
  );
}
