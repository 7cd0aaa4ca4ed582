import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { clearHydratedPages, hydrate, serverRendered, setUpHydrationTests } from '../../test-support/serverRendered';
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

setUpHydrationTests();

function serverRenderedSearch(): { container: HTMLElement; field: HTMLInputElement; state: () => string } {
  const container = serverRendered(<Search />);
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
    const { container, field, state } = serverRenderedSearch();
    const before = readTypedValues(container);
    // After the app's last look and before React's own task: React hydrates at once for the
    // event and then takes the text on screen for the one it knows.
    await hydrate(container, <Search />, () => type(field, 'elevator'));
    expect(field.value).toBe('elevator');
    expect(state()).toBe('');
    await act(async () => restoreTypedValues(typedSinceServer(before, container)));
    expect(state()).toBe('elevator');
    expect(field.value).toBe('elevator');
  });

  it('text typed before hydration is given back too, and the latest text wins', async () => {
    const { container, field, state } = serverRenderedSearch();
    type(field, 'elev');
    const before = readTypedValues(container);
    await hydrate(container, <Search />, () => type(field, 'elevator'));
    await act(async () => restoreTypedValues(typedSinceServer(before, container)));
    expect(state()).toBe('elevator');
  });

  it('gives nothing back when nothing was typed', async () => {
    const { container, state } = serverRenderedSearch();
    await hydrate(container, <Search />);
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
  const container = serverRendered(app);
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
    await hydrate(container, <YesNo />);
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
    await hydrate(container, <YesNo initial={false} />);
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
      await hydrate(container, <Consent />, () => whileHydrating && input('I agree').click());
      await act(async () => restoreTypedValues(typedSinceServer(before, container)));
      expect(state()).toBe('true');
      expect(input('I agree').checked).toBe(true);
      clearHydratedPages();
    }
  });
});

/**
 * Two boxes that apply when left, as the list's price boxes do: the range is built on the value
 * of the render (not a functional update), so each box must see what the one before applied.
 */
function Budget() {
  const [range, setRange] = useState({ min: '', max: '' });
  const [drafts, setDrafts] = useState({ min: '', max: '' });
  return (
    <form>
      {(['min', 'max'] as const).map((end) => (
        <input
          key={end}
          aria-label={end}
          value={drafts[end]}
          onChange={(e) => setDrafts((d) => ({ ...d, [end]: e.target.value }))}
          onBlur={() => setRange({ ...range, [end]: drafts[end] })}
        />
      ))}
      <output>{`${range.min}–${range.max}`}</output>
    </form>
  );
}

describe('boxes that apply when left, typed in before hydration (real React)', () => {
  it('boxes the visitor has left apply what was typed, each on top of the other', async () => {
    const { container, input, state } = serverRenderedChoices(<Budget />);
    input('min').value = '1500';
    input('max').value = '3000';
    const before = readTypedValues(container);
    await hydrate(container, <Budget />);
    await act(async () => restoreTypedValues(typedSinceServer(before, container)));
    expect(state()).toBe('1500–3000');
  });

  it('the box the visitor is still in is not left for them', async () => {
    const { container, input, state } = serverRenderedChoices(<Budget />);
    input('min').value = '1500';
    input('max').focus();
    input('max').value = '30';
    const before = readTypedValues(container);
    await hydrate(container, <Budget />);
    await act(async () => restoreTypedValues(typedSinceServer(before, container)));
    expect(state()).toBe('1500–');
    expect(input('max').value).toBe('30');
    expect(document.activeElement).toBe(input('max'));
  });
});
