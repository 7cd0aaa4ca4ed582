import type { MapBounds } from '@rentfront/shared/map-bounds';
import type { Property } from '@rentfront/shared/properties-core';
import { useEffect, useState, type ComponentType } from 'react';
import { ErrorState } from '../../../ui/EmptyState';
import type { MapTiles } from './mapText';
import type { PropertyMapProps } from './PropertyMap';

export interface MapPanelProps {
  properties: Property[];
  bounds?: MapBounds;
  tiles: MapTiles | null;
  totalFirst: boolean;
  onAreaChange: (bounds: MapBounds) => void;
  onOpen: (href: string) => void;
}

/**
 * Where the map goes. The map (Leaflet, its styles) is a chunk of its own, fetched only once the
 * page is live in the browser with the map view chosen: the server renders this skeleton, and the
 * list page's first load never carries map code (its JavaScript budget stays as it was).
 */
export function MapPanel(props: MapPanelProps) {
  const [LoadedMap, setLoadedMap] = useState<ComponentType<PropertyMapProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // Effects run only in the browser, after hydration: the server and the first render agree.
  useEffect(() => {
    let cancelled = false;
    import('./PropertyMap').then(
      (module) => !cancelled && setLoadedMap(() => module.default),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  if (failed) {
    return (
      <div className="flex h-full items-center justify-center p-4">
        <ErrorState
          title="The map could not be loaded"
          message="Check your connection and try again. The homes are listed beside the map."
          onRetry={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        />
      </div>
    );
  }
  if (!LoadedMap) {
    return (
      // The skeleton: plain markup, so the list view's first load carries no more shared UI code.
      <div role="status" aria-busy="true" className="flex h-full w-full animate-pulse items-center justify-center bg-slate-200">
        <span className="text-sm text-slate-800">Loading map…</span>
      </div>
    );
  }
  return <LoadedMap {...props} />;
}
