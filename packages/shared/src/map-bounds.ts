// The visible area of the property map (issue 18, item 8): `north`, `south`, `east` and `west`
// in the list's address and in GET /api/properties. Zod-free, so the list page can read it
// without pulling the request schemas into its first-load JavaScript.

/** The four query names of a visible area, in the order they are written. */
export const MAP_BOUNDS_NAMES = ['north', 'south', 'east', 'west'] as const;

/** Degrees, WGS 84. `west > east` means the area crosses the antimeridian (180°). */
export interface MapBounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

/** Decimal places kept in an address: about 1 m, and short, stable links. */
const BOUNDS_DECIMALS = 5;

/** A latitude (limit 90) or longitude (limit 180) from a query value; anything else is undefined. */
export function parseDegrees(value: unknown, limit: number): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) <= limit ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  // Plain decimal numbers only: no hex, exponents or "Infinity" from a hand-edited link.
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return undefined;
  const n = Number(text);
  return Math.abs(n) <= limit ? n : undefined;
}

/**
 * The visible area a query asks for, or undefined. A tampered or partial area (a missing side,
 * latitude outside -90..90, longitude outside -180..180, south above north, text) is no filter at
 * all: the list shows every match rather than an error (bad input is ignored, never fatal).
 */
export function parseMapBounds(source: Partial<Record<(typeof MAP_BOUNDS_NAMES)[number], unknown>>): MapBounds | undefined {
  const north = parseDegrees(source.north, 90);
  const south = parseDegrees(source.south, 90);
  const east = parseDegrees(source.east, 180);
  const west = parseDegrees(source.west, 180);
  if (north === undefined || south === undefined || east === undefined || west === undefined) return undefined;
  if (south > north) return undefined;
  return { north, south, east, west };
}

/** The same, read from an address's query string. */
export function mapBoundsFromParams(params: URLSearchParams): MapBounds | undefined {
  return parseMapBounds({
    north: params.get('north') ?? undefined,
    south: params.get('south') ?? undefined,
    east: params.get('east') ?? undefined,
    west: params.get('west') ?? undefined,
  });
}

/** Longitude brought into -180..180 (a map panned round the world reports 190 or -200). */
export function wrapLongitude(lng: number): number {
  const wrapped = ((((lng + 180) % 360) + 360) % 360) - 180;
  // 180 itself stays 180 (the east edge), not -180.
  return wrapped === -180 && lng > 0 ? 180 : wrapped;
}

/**
 * A map's visible area as the address writes it: clamped to the world, rounded, longitudes
 * wrapped. A view wider than the world is the whole world (-180..180).
 */
export function normalizeMapBounds(b: MapBounds): MapBounds {
  const round = (n: number) => Number(n.toFixed(BOUNDS_DECIMALS));
  const clampLat = (n: number) => Math.max(-90, Math.min(90, n));
  const wholeWorld = b.east - b.west >= 360;
  return {
    north: round(clampLat(Math.max(b.north, b.south))),
    south: round(clampLat(Math.min(b.north, b.south))),
    east: wholeWorld ? 180 : round(wrapLongitude(b.east)),
    west: wholeWorld ? -180 : round(wrapLongitude(b.west)),
  };
}

/** Sets (or, without an area, removes) the four bounds in a query string. */
export function writeMapBounds(params: URLSearchParams, bounds: MapBounds | undefined): void {
  for (const name of MAP_BOUNDS_NAMES) {
    if (bounds) params.set(name, String(bounds[name]));
    else params.delete(name);
  }
}
