import { List, Map as MapIcon } from '../../../ui/icons';
import { Link } from 'react-router';
import { cn } from '../../../ui/cn';
import type { ListView } from '../listFilters';

/**
 * List / Map: two links (each view has its own address, so Back, reload and a shared link keep
 * it), the current one marked for assistive technology and by its fill.
 */
export function ViewToggle({ view, listHref, mapHref }: { view: ListView; listHref: string; mapHref: string }) {
  const item = (active: boolean) =>
    cn(
      'inline-flex items-center gap-1.5 px-3 py-1.5 text-sm font-medium focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
      active ? 'bg-brand-700 text-white' : 'bg-white text-slate-800 hover:bg-slate-100',
    );
  return (
    <nav aria-label="Results view" className="inline-flex overflow-hidden rounded-md border border-slate-300">
      <Link to={listHref} className={item(view === 'list')} aria-current={view === 'list' ? 'page' : undefined} preventScrollReset>
        <List aria-hidden className="h-4 w-4" /> List
      </Link>
      <Link to={mapHref} className={item(view === 'map')} aria-current={view === 'map' ? 'page' : undefined} preventScrollReset>
        <MapIcon aria-hidden className="h-4 w-4" /> Map
      </Link>
    </nav>
  );
}
