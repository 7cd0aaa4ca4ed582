import { useEffect } from 'react';

/**
 * Renders nothing; runs `run` once, when its part of the tree has hydrated (or mounted). Placed
 * last, its effect runs after every effect before it in the same commit.
 */
export function AfterHydration({ run }: { run: () => void }) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at the first commit
  useEffect(run, []);
  return null;
}
