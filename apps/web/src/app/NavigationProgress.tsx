import { useNavigation } from 'react-router';

/**
 * A thin bar at the top while the next page's data loads (the current page stays until it
 * arrives). Screen readers hear nothing: the new page's heading and title announce the change.
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  if (!busy) return null;
  return <div aria-hidden className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand-600" data-testid="navigation-progress" />;
}
