import 'leaflet/dist/leaflet.css';
import './propertyMap.css';
import L from 'leaflet';
import type { MapBounds } from '@rentfront/shared/map-bounds';
import type { Property } from '@rentfront/shared/properties-core';
import { useEffect, useRef } from 'react';
import { headlinePrice, monthlyPriceText } from '@rentfront/shared/property-fees';
import { formatMoney } from '../../../lib/format';
import { markerLabel, type MapTiles } from './mapText';

export interface PropertyMapProps {
  /** Homes with a location: one marker each. */
  properties: Property[];
  /** The area the address asks for; none: the map fits the markers (or shows the whole country). */
  bounds?: MapBounds;
  tiles: MapTiles | null;
  /** The office's listing rule (issue 35): pins and cards show the total monthly cost, else the rent. */
  totalFirst: boolean;
  /** The visitor moved the map (drag, zoom, keys): the visible area as Leaflet reports it (normalizeMapBounds makes it an address). */
  onAreaChange: (bounds: MapBounds) => void;
  /** A link in a marker's card: client-side navigation, so Back returns to this map view. */
  onOpen: (href: string) => void;
}

/** The contiguous United States, when there is nothing to fit. */
const DEFAULT_VIEW = L.latLngBounds([24.5, -125], [49.5, -66.9]);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function toLatLngBounds(b: MapBounds): L.LatLngBounds {
  // Across the antimeridian (west > east), Leaflet wants the east edge past 180.
  return L.latLngBounds([b.south, b.west], [b.north, b.east < b.west ? b.east + 360 : b.east]);
}

function fromLatLngBounds(b: L.LatLngBounds): MapBounds {
  return { north: b.getNorth(), south: b.getSouth(), east: b.getEast(), west: b.getWest() };
}

/** The card a marker opens: photo-free (light), the title as a link to the home, price and place. */
function popupCard(p: Property, totalFirst: boolean, onOpen: (href: string) => void): HTMLElement {
  const card = document.createElement('div');
  card.className = 'property-map-card';
  const href = `/properties/${p.id}`;
  card.innerHTML = `<p class="property-map-card-title"><a href="${escapeHtml(href)}">${escapeHtml(p.title)}</a></p>
<p class="property-map-card-price">${escapeHtml(monthlyPriceText(p.price, p.total_monthly_cost, formatMoney, totalFirst))}</p>
<p class="property-map-card-place">${escapeHtml(p.location)} · ${p.bedrooms === 0 ? 'Studio' : `${p.bedrooms} bd`} · ${p.bathrooms} ba</p>`;
  card.querySelector('a')?.addEventListener('click', (event) => {
    // A new tab or window keeps the browser's own handling.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(href);
  });
  return card;
}

/**
 * The property map (Leaflet, raster tiles from the site settings; loaded only when the visitor
 * picks Map). Markers are buttons in the tab order, named by title and price; Enter, Space or a
 * click opens the home's card (focus moves to its link; Escape closes it and returns to the marker).
 * Moving the map reports the new visible area; moves made here (fitting the markers, a card
 * panning into view) do not.
 */
export default function PropertyMap({ properties, bounds, tiles, totalFirst, onAreaChange, onOpen }: PropertyMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  /** Inside a move made by code (not animated, so its moveend comes at once): not a new search. */
  const quiet = useRef(0);
  /** The view fitted by code (the address's area, else the markers), and whether the visitor moved away from it. */
  const target = useRef<{ area: L.LatLngBounds; options: L.FitBoundsOptions } | null>(null);
  const moved = useRef(false);
  /** A card is panning itself into view: its moveend is not the visitor choosing another area. */
  const autoPanning = useRef(false);
  const fit = (map: L.Map, to: { area: L.LatLngBounds; options: L.FitBoundsOptions }) => {
    quiet.current += 1;
    try {
      map.fitBounds(to.area, to.options);
    } finally {
      quiet.current -= 1;
    }
    // Fitting stops a card's pan still under way, whose moveend then came inside the fit.
    autoPanning.current = false;
  };
  const callbacks = useRef({ onAreaChange, onOpen });
  callbacks.current = { onAreaChange, onOpen };

  // The map itself: made once.
  useEffect(() => {
    const el = containerRef.current;
    if (!el) return;
    // trackResize off: Leaflet would report a window's resize as a move 200 ms later, outside
    // `quiet`, and the list would narrow to the area; the ResizeObserver below measures instead.
    const map = L.map(el, { zoomControl: true, attributionControl: true, worldCopyJump: true, minZoom: 2, trackResize: false });
    map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    if (tiles) L.tileLayer(tiles.url, { attribution: escapeHtml(tiles.attribution), maxZoom: 19, detectRetina: false }).addTo(map);
    // An area from the address is shown as it was; the default view until markers arrive.
    target.current = { area: bounds ? toLatLngBounds(bounds) : DEFAULT_VIEW, options: { animate: false } };
    fit(map, target.current);
    map.on('autopanstart', () => (autoPanning.current = true));
    map.on('moveend', () => {
      // A move made here first: measuring again may end inside a card's pan, whose own moveend
      // comes later and must still be recognised.
      if (quiet.current > 0) return;
      if (autoPanning.current) {
        autoPanning.current = false;
        return;
      }
      moved.current = true;
      callbacks.current.onAreaChange(fromLatLngBounds(map.getBounds()));
    });
    map.on('popupclose', (e) => {
      // Back to the marker the card belongs to, for keyboard users: the card (and the focus in it)
      // is already gone, so the focus is on the page or still in the map.
      const source = (e as L.PopupEvent).popup as L.Popup & { _source?: L.Marker };
      const marker = source._source?.getElement();
      const active = document.activeElement;
      if (marker && (!active || active === document.body || el.contains(active))) marker.focus({ preventScroll: true });
    });
    layerRef.current = L.layerGroup().addTo(map);
    mapRef.current = map;
    // The container's size settles after the map is made (styles, the sticky column): Leaflet
    // measures again, and until the visitor has moved the map, the view is fitted again.
    const resize = new ResizeObserver(() => {
      // Measuring again moves the view (a moveend) without the visitor: not a new search.
      quiet.current += 1;
      try {
        map.invalidateSize({ animate: false });
      } finally {
        quiet.current -= 1;
      }
      if (!moved.current && target.current) fit(map, target.current);
    });
    resize.observe(el);
    // The container's label, and the keyboard help the map's own key handling needs.
    el.setAttribute('aria-label', 'Map of homes. Use the arrow keys to move the map, plus and minus to zoom.');
    el.setAttribute('role', 'region');
    return () => {
      resize.disconnect();
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
    };
    // The tiles come from the site settings and the first area from the address: set once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The markers follow the results. Without an area in the address, the view fits them once.
  const fitted = useRef(Boolean(bounds));
  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer) return;
    layer.clearLayers();
    for (const p of properties) {
      if (p.latitude === null || p.longitude === null) continue;
      const icon = L.divIcon({
        className: 'property-map-marker',
        html: `<span>${escapeHtml(formatMoney(headlinePrice(p, totalFirst)))}</span>`,
        iconSize: undefined,
        iconAnchor: [0, 0],
      });
      const marker = L.marker([p.latitude, p.longitude], { icon, keyboard: true, riseOnHover: true, title: '' });
      marker.bindPopup(() => popupCard(p, totalFirst, (href) => callbacks.current.onOpen(href)), {
        closeButton: true,
        autoPanPadding: [24, 24],
        // Above the price pill, which is drawn above its point.
        offset: [0, -26],
        minWidth: 200,
        maxWidth: 260,
      });
      marker.on('popupopen', (e) => {
        const card = (e as L.PopupEvent).popup.getElement();
        // Escape inside the card closes it (Leaflet's own Escape works only while the map itself has the focus).
        card?.addEventListener('keydown', (event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            marker.closePopup();
          }
        });
        // The card's link takes the focus when the card was opened from the keyboard.
        const link = card?.querySelector('a[href^="/properties/"]') as HTMLElement | null;
        if (link && marker.getElement() === document.activeElement) link.focus({ preventScroll: true });
      });
      marker.addTo(layer);
      const element = marker.getElement();
      if (element) {
        element.setAttribute('aria-label', markerLabel(p, totalFirst));
        element.removeAttribute('title');
        element.addEventListener('keydown', (event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            marker.openPopup();
          }
        });
      }
    }
    if (!fitted.current) {
      fitted.current = true;
      const located = properties.filter((p) => p.latitude !== null && p.longitude !== null);
      if (located.length) {
        // Markers get some room round them, and one alone is not shown at street level.
        const area = L.latLngBounds(located.map((p) => [p.latitude!, p.longitude!] as [number, number]));
        target.current = { area, options: { animate: false, padding: [32, 32], maxZoom: 14 } };
        fit(map, target.current);
      }
    }
  }, [properties, totalFirst]);

  return <div ref={containerRef} className="property-map h-full w-full" data-testid="property-map" />;
}
