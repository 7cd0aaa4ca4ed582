import { lazy, Suspense } from 'react';
import { useAfterLoadOrInteraction } from '../../lib/useAfterLoadOrInteraction';

const LauncherButton = lazy(() => import('./LauncherButton'));

/**
 * The Property Assistant's entry point in the public layout. Everything about the chat, even its
 * floating button, is its own chunk, fetched on the visitor's first interaction or once the page
 * has loaded and the browser is idle, so the chat adds nothing to the first-load JavaScript.
 */
export function ChatLauncher() {
  const ready = useAfterLoadOrInteraction();
  return ready ? (
    <Suspense fallback={null}>
      <LauncherButton />
    </Suspense>
  ) : null;
}
