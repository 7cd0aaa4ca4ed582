import 'leaflet/dist/leaflet.css';
import '../map/propertyMap.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { MapTiles } from '../map/mapText';
import { Button } from '../../../ui/Button';

export interface PinMapProps {
  /** The pin, when the form has both coordinates. */
  pin: { latitude: number; longitude: number } | null;
  tiles: MapTiles | null;
  onPin: (latitude: number, longitude: number) => void;
}

/** Six decimals: about 10 cm, more than any address needs. */
const round = (n: number) => Number(n.toFixed(6));

/**
 * The property form's small map (loaded when the admin opens it): a click puts the pin there, the
 * pin can be dragged, and "Pin the map's center" does the same from the keyboard (arrows pan the
 * map, plus and minus zoom).
 */
export default function PinMap({ pin, tiles, onPin }: PinMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const onPinRef = useRef(onPin);
  onPinRef.current = onPin;

  useEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    const map = L.map(el, { minZoom: 2 });
    map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    if (tiles) {
      const attribution = tiles.attribution.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
      L.tileLayer(tiles.url, { attribution, maxZoom: 19 }).addTo(map);
    }
    if (pin) map.setView([pin.latitude, pin.longitude], 15, { animate: false });
    else
      map.fitBounds(
        [
          [24.5, -125],
          [49.5, -66.9],
        ],
        { animate: false },
      );
    map.on('click', (e: L.LeafletMouseEvent) => onPinRef.current(round(e.latlng.lat), round(e.latlng.lng)));
    el.setAttribute('role', 'region');
    el.setAttribute('aria-label', 'Map for the pin. Use the arrow keys to move the map, plus and minus to zoom.');
    mapRef.current = map;
    const resize = new ResizeObserver(() => map.invalidateSize({ animate: false }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
    // Made once; the pin effect below follows the fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The pin follows the latitude and longitude fields (typed, found or dropped).
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (!pin) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    const at: L.LatLngExpression = [pin.latitude, pin.longitude];
    if (!markerRef.current) {
      const icon = L.divIcon({ className: 'property-map-marker', html: '<span>Pin</span>', iconSize: undefined, iconAnchor: [0, 0] });
      const marker = L.marker(at, { icon, draggable: true, keyboard: false, autoPanOnFocus: false }).addTo(map);
      marker.getElement()?.setAttribute('aria-hidden', 'true');
      marker.on('dragend', () => {
        const p = marker.getLatLng();
        onPinRef.current(round(p.lat), round(p.lng));
      });
      markerRef.current = marker;
    } else markerRef.current.setLatLng(at);
    if (!map.getBounds().contains(at)) map.setView(at, Math.max(map.getZoom(), 13), { animate: false });
  }, [pin]);

  const pinCenter = () => {
    const c = mapRef.current?.getCenter();
    if (c) onPin(round(c.lat), round(L.Util.wrapNum(c.lng, [-180, 180], true)));
  };

  return (
    <div className="flex flex-col gap-2">
      <div
        ref={containerRef}
        className="property-map h-64 w-full overflow-hidden rounded-md border border-slate-300"
        data-testid="pin-map"
      />
      <div>
        <Button variant="outline" size="sm" onClick={pinCenter}>
          Pin the map's center
        </Button>
      </div>
    </div>
  );
}
