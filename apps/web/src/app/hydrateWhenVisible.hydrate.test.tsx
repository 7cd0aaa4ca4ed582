import { act, Suspense, useLayoutEffect, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SearchForm } from '../features/properties/SearchForm';
import { AfterHydration } from '../lib/hydration/AfterHydration';
import { hydrateWhenVisible } from '../lib/hydration/hydrateWhenVisible';

/**
 * The home page's search form, a deferred section, with choices made on the static page: its
 * selects and its location text are the form's state once it has hydrated, and Search sends them,
 * also when pressed while the section hydrates.
 */

let root: Root | undefined;
beforeAll(async () => {
  // The carry-over's helper, fetched once: the waits below are then for React, not for the import.
  await import('../lib/hydration/typedBeforeHydration');
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** Where the app has navigated to. */
function Address() {
  const { pathname, search } = useLocation();
  return <output>{pathname + search}</output>;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 50));

/** The section as the server writes it (entry-server renders deferred sections in full). */
function serverRendered() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <MemoryRouter>
      <div data-deferred-section="">
        <Suspense fallback={null}>
          <SearchForm />
          <AfterHydration run={() => undefined} />
        </Suspense>
      </div>
      <Address />
    </MemoryRouter>,
  );
  document.body.append(container);
  const select = (name: string) => container.querySelector<HTMLSelectElement>(`select[name="${name}"]`)!;
  // A choice as the browser makes it: the value changes, then a change event bubbles.
  const choose = (name: string, value: string) => {
    select(name).value = value;
    select(name).dispatchEvent(new Event('change', { bubbles: true }));
  };
  const location = container.querySelector<HTMLInputElement>('input[name="city"]')!;
  location.value = 'Albany';
  location.dispatchEvent(new Event('input', { bubbles: true }));
  choose('min_price', '1000');
  choose('max_price', '2000');
  choose('bedrooms', '2+');
  choose('bathrooms', '1+');
  return {
    container,
    select,
    search: () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!,
    address: () => container.querySelector('output')!.textContent,
  };
}

/** Hydrates the page as the entry does; the section's code is `Form`, in by the next task. */
async function hydrate(container: HTMLElement, Form: ComponentType = SearchForm) {
  const Section = hydrateWhenVisible(async () => Form);
  await act(async () => {
    root = hydrateRoot(
      container,
      <MemoryRouter>
        <Section />
        <Address />
      </MemoryRouter>,
    );
  });
  // The code, then the carry-over (its own task), then what it held.
  for (let i = 0; i < 3; i++) await act(nextTask);
}

const CHOSEN = '/properties?city=Albany&min_price=1000&max_price=2000&bedrooms=2&bathrooms=1';

describe('choices made in the static search form (real React)', () => {
  it('every select and the location are the form state once it has hydrated', async () => {
    const { container, select, search, address } = serverRendered();
    await hydrate(container);
    expect([select('min_price').value, select('max_price').value, select('bedrooms').value, select('bathrooms').value]).toEqual([
      '1000',
      '2000',
      '2+',
      '1+',
    ]);
    await act(async () => search().click());
    expect(address()).toBe(CHOSEN);
  });

  it('Search pressed while the section hydrates, before the choices are back, sends them', async () => {
    const { container, search, address } = serverRendered();
    // In the section's hydration commit, before its carry-over: a click there makes React run the
    // submit handler at once, with the server's state.
    function PressedWhileHydrating() {
      useLayoutEffect(() => search().click(), []);
      return <SearchForm />;
    }
    await hydrate(container, PressedWhileHydrating);
    expect(address()).toBe(CHOSEN);
  });
});
