import { useEffect } from 'react';

/**
 * Renders nothing; runs `run` once its part of the tree has hydrated (or mounted). Placed last,
 * its effect comes after every effect before it in the same commit; `run` itself comes in a
 * microtask after that, outside React's commit. Events `run` dispatches there are rendered at
 * once, one by one: inside the commit React would put a controlled field back to its old value
 * after each one, before an update that reads the event's field later had seen it (a second
 * select given back would show and send its default).
 */
export function AfterHydration({ run }: { run: () => void }) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at the first commit
  useEffect(() => queueMicrotask(run), []);
  return null;
}
