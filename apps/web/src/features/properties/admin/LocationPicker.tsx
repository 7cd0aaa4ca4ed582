import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { failureMessage } from '../../../api/errors';
import { geocodeAddress } from '../../../api/properties';
import { siteKeys } from '../../../api/queryKeys';
import { fetchSiteSettings } from '../../../api/site';
import { Button } from '../../../ui/Button';

const PinMap = lazy(() => import('./PinMap'));

export interface LocationPickerProps {
  latitude: string;
  longitude: string;
  /** The address as the form has it (street, city, state, pincode), for "Find on map". */
  address: string;
  onPin: (latitude: number, longitude: number) => void;
}

const coordinate = (text: string, limit: number) => {
  const n = Number(text);
  return text.trim() !== '' && Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
};

/**
 * Under the coordinate fields: "Find on map" (only when the site has an address search,
 * GEOCODER_URL) fills them from the address; "Drop a pin on the map" opens a small map (its own
 * chunk) where a click or the map's center sets them.
 */
export function LocationPicker({ latitude, longitude, address, onPin }: LocationPickerProps) {
  const site = useQuery({ queryKey: siteKeys.settings, queryFn: fetchSiteSettings, staleTime: 5 * 60_000 });
  const [open, setOpen] = useState(false);
  const [finding, setFinding] = useState(false);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const lat = coordinate(latitude, 90);
  const lng = coordinate(longitude, 180);
  const pin = lat !== null && lng !== null ? { latitude: lat, longitude: lng } : null;

  const find = async () => {
    setFinding(true);
    setStatus(null);
    try {
      const res = await geocodeAddress(address);
      onPin(res.data.latitude, res.data.longitude);
      setStatus({ text: `Found: ${res.data.label}`, error: false });
    } catch (err) {
      setStatus({ text: failureMessage(err, 'Address search failed. Drop the pin on the map instead.'), error: true });
    } finally {
      setFinding(false);
    }
  };

  return (
    <div className="flex flex-col gap-2 sm:col-span-2">
      <div className="flex flex-wrap gap-2">
        {site.data?.geocoding && (
          <Button variant="outline" size="sm" onClick={() => void find()} loading={finding} disabled={!address.trim()}>
            Find on map
          </Button>
        )}
        <Button variant="outline" size="sm" aria-expanded={open} aria-controls="pin-map-panel" onClick={() => setOpen((v) => !v)}>
          {open ? 'Hide the map' : 'Drop a pin on the map'}
        </Button>
      </div>
      <p role="status" className={status?.error ? 'text-sm text-red-800' : 'text-sm text-slate-700'}>
        {status?.text}
      </p>
      {open && (
        <div id="pin-map-panel">
          <Suspense fallback={<div className="h-64 w-full animate-pulse rounded-md bg-slate-200" role="status" aria-label="Loading map" />}>
            <PinMap pin={pin} tiles={site.data?.map_tiles ?? null} onPin={onPin} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
