import { useState } from 'react';

/**
 * True from the first render where `value` is true, and for good after: a dialog whose code is
 * loaded on first open stays mounted afterwards, so it can animate closed and hand focus back.
 */
export function useEverTrue(value: boolean): boolean {
  const [ever, setEver] = useState(value);
  if (value && !ever) setEver(true);
  return ever || value;
}
