import { SEARCH_BATHS_OPTIONS, SEARCH_BEDS_OPTIONS } from '@rentfront/shared/property-search';
import { Search } from '../../ui/icons';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { Select } from '../../ui/Input';
import { LocationCombobox } from './LocationCombobox';
import { EMPTY_SEARCH, PRICE_OPTIONS, searchHref, withMaxPrice, withMinPrice, type SearchFormState } from './searchForm';

const BEDS = SEARCH_BEDS_OPTIONS.map((v) => ({ value: v, label: v }));
const BATHS = SEARCH_BATHS_OPTIONS.map((v) => ({ value: v, label: v }));

/** The home search form: location, price range, beds, baths; Search goes to the filtered list. */
export function SearchForm() {
  const navigate = useNavigate();
  const [state, setState] = useState<SearchFormState>(EMPTY_SEARCH);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    navigate(searchHref(state));
  };

  return (
    // Action and names: submitted before its script has loaded (the form hydrates when it nears the
    // screen), the browser opens the same list; /properties reads these names and ignores "Any".
    <form
      action="/properties"
      role="search"
      aria-label="Search properties"
      onSubmit={onSubmit}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-lg sm:p-6"
    >
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]">
        <div className="col-span-2 lg:col-span-1">
          <LocationCombobox name="city" value={state.location} onChange={(location) => setState((s) => ({ ...s, location }))} />
        </div>
        <Field label="Min Price">
          <Select
            name="min_price"
            options={PRICE_OPTIONS}
            placeholder="No min"
            value={state.minPrice}
            onChange={(e) => setState((s) => withMinPrice(s, e.target.value))}
          />
        </Field>
        <Field label="Max Price">
          <Select
            name="max_price"
            options={PRICE_OPTIONS}
            placeholder="No max"
            value={state.maxPrice}
            onChange={(e) => setState((s) => withMaxPrice(s, e.target.value))}
          />
        </Field>
        <Field label="Beds">
          <Select name="bedrooms" options={BEDS} value={state.beds} onChange={(e) => setState((s) => ({ ...s, beds: e.target.value }))} />
        </Field>
        <Field label="Baths">
          <Select
            name="bathrooms"
            options={BATHS}
            value={state.baths}
            onChange={(e) => setState((s) => ({ ...s, baths: e.target.value }))}
          />
        </Field>
      </div>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={() => setState(EMPTY_SEARCH)}>
          Clear
        </Button>
        <Button type="submit">
          <Search aria-hidden className="h-4 w-4" /> Search
        </Button>
      </div>
    </form>
  );
}
