import { HYDRATING_EVENT, PAGE_SCRIPTS_ID, type PageScripts } from '@rentfront/shared/page-scripts';

/**
 * The only script a server-rendered page asks for before it is painted (ADR 0029). The page is
 * complete HTML: a phone should spend its first round trips and its bandwidth on the stylesheet and
 * the largest picture, not on the hundred-odd kilobytes that make the page interactive. Once the
 * first frame is drawn, this asks for all of the app's modules at once (the server names them)
 * and imports the entry, which hydrates. It imports nothing at run time, so it is one small file.
 */
const listed = document.getElementById(PAGE_SCRIPTS_ID)?.textContent;

if (listed) {
  const { entry, preload } = JSON.parse(listed) as PageScripts;
  const start = () => {
    // `crossOrigin` '' (anonymous) is the mode of a module import: only then is the preload used.
    for (const href of preload)
      document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }));
    void import(/* @vite-ignore */ entry);
  };
  // What the visitor does while the page is static is handed to the app, which does it again once
  // it has hydrated (main.tsx): taps on buttons, and form submissions, held back here (a form of
  // ours submitted by the browser would put what was typed, an e-mail or a phone number, in the
  // address). Links need no help: they work without JavaScript.
  const pending: Element[] = [];
  const noteTap = (event: Event) => {
    const button = (event.target as Element).closest?.('button[type="button"]');
    if (button) pending.push(button);
  };
  const holdSubmit = (event: Event) => {
    event.preventDefault();
    pending.push((event as SubmitEvent).submitter ?? (event.target as Element));
  };
  addEventListener('click', noteTap, true);
  addEventListener('submit', holdSubmit, true);
  document.addEventListener(
    HYDRATING_EVENT,
    (event) => {
      removeEventListener('click', noteTap, true);
      removeEventListener('submit', holdSubmit, true);
      (event as CustomEvent<Element[]>).detail.push(...pending);
    },
    { once: true },
  );
  // A frame callback runs just before its frame is drawn, a task queued from it after. A tab in
  // the background draws no frames: it starts at once.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
}
