import { HYDRATING_EVENT } from '@rentfront/shared/page-scripts';
import { act, useLayoutEffect, useState, type FormEvent } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { serverRendered as serverHtml, setUpHydrationTests } from '../test-support/serverRendered';
import { hydrateServerPage } from './hydrateServerPage';

/**
 * The page's first hydration with what a visitor does around it, at several points: before the
 * app has loaded, at its announcement, in a microtask after it (before React's render), during
 * React's commit (before the typed text is given back) and once the page is live. Whenever it
 * happens, Search sends what was typed, once.
 */

const sent: string[] = [];
let duringCommit: (() => void) | null = null;

function SearchPage() {
  const [query, setQuery] = useState('');
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    sent.push(query);
  };
  // Runs in React's commit, before any effect: the moment between hydration and the carry-over.
  useLayoutEffect(() => duringCommit?.(), []);
  return (
    <form onSubmit={onSubmit}>
      <input type="search" aria-label="Search" value={query} onChange={(e) => setQuery(e.target.value)} />
      <button type="submit">Search</button>
    </form>
  );
}

let container: HTMLElement;
const field = () => container.querySelector('input')!;
const search = () => container.querySelector('button')!;
/** Typing, as the browser does it: the value changes, then an input event bubbles. */
function type(text: string) {
  field().value = text;
  field().dispatchEvent(new Event('input', { bubbles: true }));
}

/** Hydrates the server's page as the entry does, then lets the carry-over finish. */
async function hydrate(onAnnounce?: (pending: Element[]) => void) {
  const listener = (e: Event) => onAnnounce?.((e as CustomEvent<Element[]>).detail);
  document.addEventListener(HYDRATING_EVENT, listener);
  await act(async () => {
    await hydrateServerPage(container, <SearchPage />);
  });
  document.removeEventListener(HYDRATING_EVENT, listener);
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

setUpHydrationTests();
afterEach(() => {
  sent.length = 0;
  duringCommit = null;
});

function serverRendered() {
  container = serverHtml(<SearchPage />);
}

describe('a search typed and sent around hydration (real React)', () => {
  it('typed and sent before the app loaded (the starter held the submit)', async () => {
    serverRendered();
    type('elevator');
    await hydrate((pending) => pending.push(search()));
    expect(sent).toEqual(['elevator']);
  });

  it('typed and sent at the announcement', async () => {
    serverRendered();
    await hydrate(() => {
      type('elevator');
      search().click();
    });
    expect(sent).toEqual(['elevator']);
  });

  it('typed and sent in a microtask after the announcement, before React renders', async () => {
    serverRendered();
    await hydrate(() =>
      queueMicrotask(() => {
        type('elevator');
        search().click();
      }),
    );
    expect(sent).toEqual(['elevator']);
  });

  it('typed before, sent while React commits the hydration', async () => {
    serverRendered();
    type('elevator');
    duringCommit = () => search().click();
    await hydrate();
    expect(sent).toEqual(['elevator']);
  });

  it('typed before, sent once the page is live', async () => {
    serverRendered();
    type('elevator');
    await hydrate();
    await act(async () => search().click());
    expect(sent).toEqual(['elevator']);
  });
});
