import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readTypedValues, restoreTypedValues, typedSinceServer } from './typedBeforeHydration';

/** A controlled search field, as the public pages have; its state is shown beside it. */
function Search() {
  const [query, setQuery] = useState('');
  return (
    <form>
      <input type="search" aria-label="Search" value={query} onChange={(e) => setQuery(e.target.value)} />
      <output>{query}</output>
    </form>
  );
}

let root: Root | undefined;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

function serverRendered(): { container: HTMLElement; field: HTMLInputElement; state: () => string } {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Search />);
  document.body.append(container);
  return {
    container,
    field: container.querySelector('input')!,
    state: () => container.querySelector('output')!.textContent ?? '',
  };
}

/** Typing, as the browser does it: the value changes, then an input event bubbles. */
function type(field: HTMLInputElement, text: string) {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('text typed around hydration (real React)', () => {
  it('text typed while React hydrates reaches no onChange, and is given back afterwards', async () => {
    const { container, field, state } = serverRendered();
    const before = readTypedValues(container);
    await act(async () => {
      root = hydrateRoot(container, <Search />);
      // After the app's last look and before React's own task: React hydrates at once for the
      // event and then takes the text on screen for the one it knows.
      type(field, 'elevator');
    });
    expect(field.value).toBe('elevator');
    expect(state()).toBe('');
    await act(async () => restoreTypedValues(typedSinceServer(before, container)));
    expect(state()).toBe('elevator');
    expect(field.value).toBe('elevator');
  });

  it('text typed before hydration is given back too, and the latest text wins', async () => {
    const { container, field, state } = serverRendered();
    type(field, 'elev');
    const before = readTypedValues(container);
    await act(async () => {
      root = hydrateRoot(container, <Search />);
      type(field, 'elevator');
    });
    await act(async () => restoreTypedValues(typedSinceServer(before, container)));
    expect(state()).toBe('elevator');
  });

  it('gives nothing back when nothing was typed', async () => {
    const { container, state } = serverRendered();
    await act(async () => {
      root = hydrateRoot(container, <Search />);
    });
    expect(typedSinceServer([], container)).toEqual([]);
    expect(state()).toBe('');
  });
});

/** A yes/no question as the screening form asks it: the handler does not look at `checked`. */
function YesNo({ initial }: { initial?: boolean }) {
  const [answer, setAnswer] = useState<boolean | undefined>(initial);
  return (
    <fieldset>
      <input type="radio" name="pets" aria-label="Yes" checked={answer === true} onChange={() => setAnswer(true)} />
      <input type="radio" name="pets" aria-label="No" checked={answer === false} onChange={() => setAnswer(false)} />
      <output>{String(answer)}</output>
    </fieldset>
  );
}

function Consent() {
  const [agreed, setAgreed] = useState(false);
  return (
    <form>
      <input type="checkbox" aria-label="I agree" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
      <output>{String(agreed)}</output>
    </form>
  );
}

function serverRenderedChoices(app: React.ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(app);
  document.body.append(container);
  const input = (label: string) => container.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!;
  return { container, input, state: () => container.querySelector('output')!.textContent ?? '' };
}

describe('choices made before hydration (real React)', () => {
  it('a radio button chosen on the static page becomes the answer, whichever was chosen first', async () => {
    const { container, input, state } = serverRenderedChoices(<YesNo />);
    // Yes, then No: the browser leaves only No checked.
    input('Yes').checked = true;
    input('No').checked = true;
    const before = readTypedValues(container);
    await act(async () => {
      root = hydrateRoot(container, <YesNo />);
    });
    expect(state()).toBe('undefined');
    await act(async () => restoreTypedValues(typedSinceServer(before, container)));
    expect(state()).toBe('false');
    expect(input('No').checked).toBe(true);
    expect(input('Yes').checked).toBe(false);
  });

  it('a radio button the server had checked and the visitor left is not taken for the answer', async () => {
    const { container, input, state } = serverRenderedChoices(<YesNo initial={false} />);
    input('Yes').checked = true;
    const before = readTypedValues(container);
    await act(async () => {
      root = hydrateRoot(container, <YesNo initial={false} />);
    });
    await act(async () => restoreTypedValues(typedSinceServer(before, container)));
    expect(state()).toBe('true');
    expect(input('Yes').checked).toBe(true);
    expect(input('No').checked).toBe(false);
  });

  it('a checkbox ticked on the static page, or while React hydrates, is ticked in the state', async () => {
    for (const whileHydrating of [false, true]) {
      const { container, input, state } = serverRenderedChoices(<Consent />);
      if (!whileHydrating) input('I agree').checked = true;
      const before = readTypedValues(container);
      await act(async () => {
        root = hydrateRoot(container, <Consent />);
        if (whileHydrating) input('I agree').click();
      });
      await act(async () => restoreTypedValues(typedSinceServer(before, container)));
      expect(state()).toBe('true');
      expect(input('I agree').checked).toBe(true);
      act(() => root?.unmount());
      root = undefined;
    }
  });
});
