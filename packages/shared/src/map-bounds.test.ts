import { describe, expect, it } from 'vitest';
import { mapBoundsFromParams, normalizeMapBounds, parseDegrees, parseMapBounds, wrapLongitude, writeMapBounds } from './map-bounds';
import { propertyListQuerySchema } from './properties';

const area = (query: string) => mapBoundsFromParams(new URLSearchParams(query));

describe('map bounds in a query', () => {
  it('reads a complete, valid area', () => {
    expect(area('north=42.9&south=42.5&east=-73.5&west=-74')).toEqual({ north: 42.9, south: 42.5, east: -73.5, west: -74 });
    // Edges of the world, a single point, and an area across the antimeridian (west > east).
    expect(area('north=90&south=-90&east=180&west=-180')).toEqual({ north: 90, south: -90, east: 180, west: -180 });
    expect(area('north=1&south=1&east=2&west=2')).toEqual({ north: 1, south: 1, east: 2, west: 2 });
    expect(area('north=0&south=-30&east=-170&west=170')).toEqual({ north: 0, south: -30, east: -170, west: 170 });
    expect(area('north=+1.5&south=.5&east=%202%20&west=-2.')).toEqual({ north: 1.5, south: 0.5, east: 2, west: -2 });
  });

  it('ignores a tampered or partial area as a whole', () => {
    for (const query of [
      '',
      'north=42.9&south=42.5&east=-73.5',
      'north=90.0001&south=0&east=0&west=0',
      'north=0&south=-91&east=0&west=0',
      'north=0&south=0&east=180.5&west=0',
      'north=0&south=0&east=0&west=-181',
      'north=1&south=2&east=0&west=0',
      'north=abc&south=0&east=0&west=0',
      'north=0x10&south=0&east=0&west=0',
      'north=1e1&south=0&east=0&west=0',
      'north=Infinity&south=0&east=0&west=0',
      'north=NaN&south=0&east=0&west=0',
      'north=&south=&east=&west=',
      'north=1,2&south=0&east=0&west=0',
    ]) {
      expect(area(query), query).toBeUndefined();
    }
    expect(parseDegrees(Number.NaN, 90)).toBeUndefined();
    expect(parseDegrees(45, 90)).toBe(45);
    expect(parseDegrees(['1'], 90)).toBeUndefined();
    expect(parseMapBounds({ north: 2, south: 1, east: 3 })).toBeUndefined();
  });

  it('lets the API drop bad sides without an error (the list then has no area)', () => {
    const q = propertyListQuerySchema.parse({ north: '91', south: 'x', east: '10', west: '-10' });
    expect(q).toMatchObject({ north: undefined, south: undefined, east: 10, west: -10 });
    expect(parseMapBounds(q)).toBeUndefined();
    expect(propertyListQuerySchema.safeParse({ located: 'maybe' }).success).toBe(false);
    expect(propertyListQuerySchema.parse({ located: 'false' }).located).toBe(false);
  });

  it('normalises a map view for the address: rounded, wrapped, clamped', () => {
    expect(normalizeMapBounds({ north: 42.123456789, south: 42.000001, east: -73.5, west: -74 })).toEqual({
      north: 42.12346,
      south: 42,
      east: -73.5,
      west: -74,
    });
    // Panned round the world: longitudes come back into -180..180.
    expect(normalizeMapBounds({ north: 10, south: 0, east: 190, west: 170 })).toEqual({ north: 10, south: 0, east: -170, west: 170 });
    // Zoomed out past the whole world.
    expect(normalizeMapBounds({ north: 95, south: -95, east: 400, west: -400 })).toEqual({ north: 90, south: -90, east: 180, west: -180 });
    expect(wrapLongitude(180)).toBe(180);
    expect(wrapLongitude(-180)).toBe(-180);
    expect(wrapLongitude(540)).toBe(180);
    expect(wrapLongitude(-190)).toBe(170);
  });

  it('writes and removes the four names', () => {
    const params = new URLSearchParams('city=Albany');
    writeMapBounds(params, { north: 1, south: 0, east: 2, west: -2 });
    expect(params.toString()).toBe('city=Albany&north=1&south=0&east=2&west=-2');
    writeMapBounds(params, undefined);
    expect(params.toString()).toBe('city=Albany');
  });
});
