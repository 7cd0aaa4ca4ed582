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

function hold(event: Event): void {
  event.preventDefault();
  // On the window in the capture phase: before React's listener on the root sees it.
  event.stopPropagation();
  held.push((event as SubmitEvent).submitter ?? (event.target as Element));
}

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
