import { act, Suspense, useLayoutEffect, useState, type ComponentType } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { SearchForm } from '../features/properties/SearchForm';
import { hydrate as hydrateInAct, serverRendered as serverHtml, setUpHydrationTests } from '../test-support/serverRendered';
import { AfterHydration } from '../lib/hydration/AfterHydration';
import { hydrateWhenVisible } from '../lib/hydration/hydrateWhenVisible';

/**
 * The home page's search form, a deferred section, with choices made on the static page: its
 * selects and its location text are the form's state once it has hydrated, and Search sends them,
 * also when pressed while the section hydrates.
 */

setUpHydrationTests();
beforeAll(async () => {
  // The carry-over's helper, fetched once: the waits below are then for React, not for the import.
  await import('../lib/hydration/typedBeforeHydration');
});

/** Where the app has navigated to. */
function Address() {
  const { pathname, search } = useLocation();
  return <output>{pathname + search}</output>;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 50));

/** The section as the server writes it (entry-server renders deferred sections in full). */
function serverRendered() {
  const container = serverHtml(
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
  await hydrateInAct(
    container,
    <MemoryRouter>
      <Section />
      <Address />
    </MemoryRouter>,
  );
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

/** A form of ours with no action (the contact form): the browser must never send it itself. */
function MessageForm({ onSend }: { onSend: (name: string) => void }) {
  const [name, setName] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSend(name);
      }}
    >
      <input name="full_name" aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} />
    </form>
  );
}

describe('a form in a section whose code waits for a touch (the contact form)', () => {
  it('sent before its code is there: the browser does not send it, the form does once it is live, with what was typed', async () => {
    const sent: string[] = [];
    const onSend = (name: string) => sent.push(name);
    const container = serverHtml(
      <div data-deferred-section="">
        <Suspense fallback={null}>
          <MessageForm onSend={onSend} />
          <AfterHydration run={() => undefined} />
        </Suspense>
      </div>,
    );
    let arrive!: (form: typeof MessageForm) => void;
    const code = new Promise<typeof MessageForm>((resolve) => (arrive = resolve));
    const Section = hydrateWhenVisible(() => code, { whenSeen: false });
    await hydrateInAct(container, <Section onSend={onSend} />);

    const input = container.querySelector('input')!;
    input.value = 'Ada Lovelace';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')!.dispatchEvent(submit);
    // Held: not sent by the browser (the name would be in the address), not yet by the form.
    expect(submit.defaultPrevented).toBe(true);
    expect(sent).toEqual([]);

    // A Tab into the form starts the load (React holds a focusin inside a section it has not
    // hydrated: the section hears it first), then the code arrives.
    await act(async () => input.focus());
    await act(async () => arrive(MessageForm));
    for (let i = 0; i < 3; i++) await act(nextTask);
    expect(sent).toEqual(['Ada Lovelace']);
  });
});
