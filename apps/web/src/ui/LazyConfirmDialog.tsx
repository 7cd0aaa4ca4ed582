import { lazy, Suspense } from 'react';
import { useEverTrue } from '../lib/useEverTrue';
import type { ConfirmDialogProps } from './ConfirmDialog';

const ConfirmDialog = lazy(() => import('./ConfirmDialog').then((m) => ({ default: m.ConfirmDialog })));

/**
 * A ConfirmDialog whose code (and the dialog library) loads the first time it opens: for public
 * pages where the question is rare (leaving a half-filled application), so it is not first-load
 * JavaScript. Once opened it stays mounted, to animate closed and return focus.
 */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  const wanted = useEverTrue(props.open);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
