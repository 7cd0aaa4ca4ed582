/**
 * Form submissions held while a server-rendered part of the page hydrates (ADR 0029). Until what
 * the visitor typed or chose there has been given back, the component's state is the server's,
 * and a click makes React hydrate at once and run the submit handler with that state: the search
 * would send the defaults. The starter holds submissions until the app announces its hydration;
 * from then on this does, until every part that started hydrating has had its values given back,
 * and then submits them again.
 */
let hydrating = 0;
const held: Element[] = [];

function holdInto(list: Element[], event: Event): void {
  // Already held by a section still waiting for its code (holdSubmitsWithin): it submits it again.
  if (event.defaultPrevented) return;
  event.preventDefault();
  // On the window in the capture phase: before React's listener on the root sees it.
  event.stopPropagation();
  list.push((event as SubmitEvent).submitter ?? (event.target as Element));
}

const hold = (event: Event) => holdInto(held, event);

/** Does again what the visitor did, in order: taps the buttons, submits the forms. */
export function replay(elements: readonly Element[]): void {
  for (const el of elements) {
    if (!el.isConnected) continue;
    if (el instanceof HTMLFormElement) el.requestSubmit();
    else if (el instanceof HTMLElement) el.click();
  }
}

/** Holds submissions from now until the returned function has been called (once per part). */
export function holdSubmits(): () => void {
  if (!hydrating++) addEventListener('submit', hold, true);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    if (--hydrating) return;
    removeEventListener('submit', hold, true);
    replay(held.splice(0));
  };
}

/**
 * Holds the submissions of the forms inside `section`, a server-rendered part whose code has not
 * arrived yet (hydrateWhenVisible.tsx), until `release`, which submits them again. Without it the
 * browser would send such a form itself, with what was typed (an e-mail, a phone number) in the
 * address. A form with an action of its own (the home search, sent to /properties) is left to the
 * browser: that works without the code. `drop` forgets them: the section is gone.
 */
export function holdSubmitsWithin(section: Element): { release(): void; drop(): void } {
  const mine: Element[] = [];
  const onSubmit = (event: Event) => {
    const form = event.target as Element;
    if (section.contains(form) && !form.hasAttribute('action')) holdInto(mine, event);
  };
  addEventListener('submit', onSubmit, true);
  const stop = () => removeEventListener('submit', onSubmit, true);
  return {
    release() {
      stop();
      replay(mine.splice(0));
    },
    drop() {
      stop();
      mine.length = 0;
    },
  };
}
