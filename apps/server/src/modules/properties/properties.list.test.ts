import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';

import { createProperty } from '../../test/factories/property';
import { useTestContext } from '../../test/app';

type Item = { id: string; title: string; price: number; created_at: string } & Record<string, unknown>;

const day = (n: number) => new Date(Date.UTC(2025, 0, 1 + n));

describe('public property list, detail and covers', () => {
  const ids: Record<string, string> = {};
  const slugs: Record<string, string> = {};

  const get = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/properties${query}` });
    return res;
  };
  const titles = async (query: string) => {
    const res = await get(query);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data.properties as Item[]).map((p) => p.title).sort();
  };

  const t = useTestContext();
  beforeAll(async () => {
    const db = t.app.ctx.db;
    const rows = [
      {
        title: 'Garden Flat',
        propertyType: 'apartment',
        status: 'available',
        city: 'Albany',
        state: 'NY',
        price: 1200,
        bedrooms: 1,
        bathrooms: 1,
        furnishing: 'furnished',
        petPolicy: 'cats-allowed',
        availableFrom: '2025-03-01',
        featured: true,
        amenities: ['Parking', 'Laundry', 'Balcony', 'Gym', 'Pool'],
        createdAt: day(0),
      },
      {
        title: 'Hilltop House',
        propertyType: 'house',
        status: 'available',
        city: 'Troy',
        state: 'NY',
        price: 2400,
        bedrooms: 3,
        bathrooms: 2,
        furnishing: 'unfurnished',
        petPolicy: 'no-pets',
        createdAt: day(1),
      },
      {
        title: 'Lake Cottage',
        propertyType: 'house',
        status: 'rented',
        city: 'Saratoga Springs',
        state: 'NY',
        price: 1800,
        bedrooms: 2,
        bathrooms: 1.5,
        furnishing: 'semi-furnished',
        petPolicy: 'dogs-allowed',
        description: 'Cozy cottage with a garden by the lake.',
        createdAt: day(2),
      },
      {
        title: 'Studio Nook',
        propertyType: 'studio',
        status: 'available',
        city: 'Ithaca',
        state: 'NY',
        price: 950,
        bedrooms: 0,
        bathrooms: 1,
        furnishing: 'furnished',
        availableFrom: '2025-06-01',
        createdAt: day(3),
      },
      {
        title: 'Family Townhouse',
        propertyType: 'townhouse',
        status: 'maintenance',
        city: 'Albany',
        state: 'NY',
        price: 2400,
        bedrooms: 4,
        bathrooms: 2.5,
        furnishing: 'unfurnished',
        petPolicy: 'pets-allowed',
        address: '5 Garden Way',
        createdAt: day(4),
      },
      {
        title: 'Big Duplex',
        propertyType: 'duplex',
        status: 'available',
        city: 'Buffalo',
        state: 'NY',
        price: 3100,
        bedrooms: 5,
        bathrooms: 3,
        petPolicy: 'case-by-case',
        createdAt: day(5),
      },
      {
        title: 'Quiet Condo',
        propertyType: 'condo',
        status: 'hold',
        city: 'Rochester',
        state: 'NY',
        price: 1500,
        bedrooms: 2,
        bathrooms: 2,
        furnishing: 'furnished',
        createdAt: day(6),
      },
      {
        title: 'Villa Verde',
        propertyType: 'villa',
        status: 'available',
        city: 'Burlington',
        state: 'VT',
        price: 4000,
        bedrooms: 4,
        bathrooms: 3.5,
        createdAt: day(6),
      },
    ] as const;
    const mediaCount: Record<string, number> = { 'Garden Flat': 2, 'Hilltop House': 1, 'Lake Cottage': 1, 'Big Duplex': 1 };
    for (const r of rows) {
      const row = await createProperty(
        db,
        { ...r, amenities: 'amenities' in r ? [...r.amenities] : [] },
        { media: mediaCount[r.title] ?? 0 },
      );
      ids[r.title] = row.id;
      slugs[r.title] = row.slug;
    }
  });

  it('lists every property with page pagination and the card fields', async () => {
    const res = await get('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.pagination).toEqual({
      current_page: 1,
      per_page: 12,
      total_count: 8,
      total_pages: 1,
      has_next: false,
      has_prev: false,
      total_capped: false,
    });
    expect(body.data.filters_applied).toEqual({});
    const flat = body.data.properties.find((p: Item) => p.title === 'Garden Flat');
    expect(flat).toMatchObject({
      location: 'Albany, NY',
      beds: 1,
      baths: 1,
      area: 850,
      price: 1200,
      bathrooms: 1,
      status: 'available',
      featured: true,
      amenities: ['Parking', 'Laundry', 'Balcony', 'Gym', 'Pool'],
      available_from: '2025-03-01',
      created_at: day(0).toISOString(),
    });
    expect(flat.media).toHaveLength(2);
    expect(flat.media[0]).toMatchObject({ position: 0, is_cover: true, width: 1600, height: 1067 });
    expect(flat.images).toEqual(flat.media.map((m: { url: string }) => m.url));
    expect(flat.cover_image).toBe(flat.media[0].url.replace('/800.webp', '/400.webp'));
    const studio = body.data.properties.find((p: Item) => p.title === 'Studio Nook');
    expect(studio).toMatchObject({ media: [], images: [], cover_image: null, bedrooms: 0, beds: 0, pet_policy: null, deposit: null });
  });

  it('sorts newest first by default with the id breaking ties', async () => {
    const list = (await get('')).json().data.properties as Item[];
    const order = list.map((p) => p.title);
    expect(order.slice(2)).toEqual(['Big Duplex', 'Family Townhouse', 'Studio Nook', 'Lake Cottage', 'Hilltop House', 'Garden Flat']);
    const tied = [ids['Quiet Condo'], ids['Villa Verde']].sort().reverse();
    expect(list.slice(0, 2).map((p) => p.id)).toEqual(tied);
  });

  it('searches keyword (and its alias search) across title, description, address, city and state', async () => {
    expect(await titles('?keyword=garden')).toEqual(['Family Townhouse', 'Garden Flat', 'Lake Cottage']);
    expect(await titles('?search=GARDEN')).toEqual(['Family Townhouse', 'Garden Flat', 'Lake Cottage']);
    expect(await titles('?keyword=albany')).toEqual(['Family Townhouse', 'Garden Flat']);
    expect(await titles('?keyword=vt')).toEqual(['Villa Verde']);
    // % and _ are literal characters, not wildcards.
    expect(await titles('?keyword=%25')).toEqual([]);
    expect(await titles('?keyword=_')).toEqual([]);
    // Punctuation and runs of spaces count as one word break, and a keyword can span columns.
    expect(await titles('?keyword=garden,%20%20flat')).toEqual(['Garden Flat']);
    expect(await titles('?keyword=albany%20ny')).toEqual(['Family Townhouse', 'Garden Flat']);
    // Too short for a substring search: the start of a word.
    expect(await titles('?keyword=V')).toEqual(['Villa Verde']);
    expect(await titles('?keyword=ny')).toHaveLength(7);
  });

  it('filters by type, status, furnishing, city and state', async () => {
    expect(await titles('?property_type=house')).toEqual(['Hilltop House', 'Lake Cottage']);
    expect(await titles('?status=available')).toEqual(['Big Duplex', 'Garden Flat', 'Hilltop House', 'Studio Nook', 'Villa Verde']);
    expect(await titles('?status=hold')).toEqual(['Quiet Condo']);
    expect(await titles('?furnishing=furnished')).toEqual(['Garden Flat', 'Quiet Condo', 'Studio Nook']);
    expect(await titles('?city=albany')).toEqual(['Family Townhouse', 'Garden Flat']);
    expect(await titles('?city=saratoga')).toEqual(['Lake Cottage']);
    expect(await titles('?city=Albany,%20NY')).toEqual(['Family Townhouse', 'Garden Flat']);
    expect(await titles('?city=Albany,%20VT')).toEqual([]);
    expect(await titles('?state=vt')).toEqual(['Villa Verde']);
    expect((await titles('?state=NY')).length).toBe(7);
  });

  it('filters by price range and "at least" bedrooms and bathrooms', async () => {
    expect(await titles('?min_price=1500&max_price=2400')).toEqual(['Family Townhouse', 'Hilltop House', 'Lake Cottage', 'Quiet Condo']);
    expect(await titles('?max_price=950')).toEqual(['Studio Nook']);
    expect(await titles('?min_price=0&max_price=0')).toEqual([]);
    expect(await titles('?bedrooms=4%2B')).toEqual(['Big Duplex', 'Family Townhouse', 'Villa Verde']);
    expect(await titles('?bedrooms=4')).toEqual(['Big Duplex', 'Family Townhouse', 'Villa Verde']);
    expect((await titles('?bedrooms=2')).length).toBe(6);
    expect(await titles('?bedrooms=0')).toHaveLength(8);
    expect(await titles('?bathrooms=3%2B')).toEqual(['Big Duplex', 'Villa Verde']);
    expect((await titles('?bathrooms=2')).length).toBe(5);
    expect((await titles('?bathrooms=1.5')).length).toBe(6);
  });

  it('filters by pets and move-in date', async () => {
    expect(await titles('?pets_allowed=true')).toEqual(['Big Duplex', 'Family Townhouse', 'Garden Flat', 'Lake Cottage']);
    expect(await titles('?pets_allowed=false')).toEqual(['Hilltop House']);
    const byApril = await titles('?available_from_date=2025-04-01');
    expect(byApril).toHaveLength(7);
    expect(byApril).not.toContain('Studio Nook');
    expect(await titles('?available_from_date=2025-06-01')).toHaveLength(8);
  });

  it('combines every filter', async () => {
    expect(await titles('?status=available&city=albany&bedrooms=1&max_price=1500')).toEqual(['Garden Flat']);
    expect(await titles('?property_type=house&status=available')).toEqual(['Hilltop House']);
    expect(await titles('?keyword=garden&status=available&pets_allowed=true')).toEqual(['Garden Flat']);
    expect(await titles('?status=available&min_price=2000&bedrooms=4%2B&bathrooms=3&state=NY')).toEqual(['Big Duplex']);
    expect(await titles('?furnishing=furnished&status=available&available_from_date=2025-04-01')).toEqual(['Garden Flat']);
  });

  it('ignores empty, any and all values', async () => {
    expect(await titles('?property_type=any&status=all&furnishing=&city=&bedrooms=Any&bathrooms=any&keyword=&min_price=')).toHaveLength(8);
  });

  it('echoes the filters in plain words and dollars', async () => {
    const res = await get(
      '?keyword=garden&city=Albany,%20NY&property_type=apartment&status=available&furnishing=semi-furnished&min_price=1000&max_price=2500.5&bedrooms=2%2B&bathrooms=1&pets_allowed=yes&available_from_date=2025-07-04&sort=price_asc',
    );
    expect(res.json().data.filters_applied).toEqual({
      keyword: 'garden',
      city: 'Albany',
      state: 'NY',
      property_type: 'Apartment',
      status: 'Available',
      furnishing: 'Semi-furnished',
      min_price: 'From $1,000 a month',
      max_price: 'Up to $2,500.50 a month',
      bedrooms: '2+ bedrooms',
      bathrooms: '1+ bathroom',
      pets_allowed: 'Pets allowed',
      available_from_date: 'Available by July 4, 2025',
      sort: 'Price: low to high',
    });
  });

  it('sorts by price both ways with a stable tie-break', async () => {
    const asc = (await get('?sort=price_asc')).json().data.properties as Item[];
    expect(asc.map((p) => p.price)).toEqual([950, 1200, 1500, 1800, 2400, 2400, 3100, 4000]);
    const tiedAsc = [ids['Hilltop House'], ids['Family Townhouse']].sort();
    expect(asc.slice(4, 6).map((p) => p.id)).toEqual(tiedAsc);
    const desc = (await get('?sort=price_desc')).json().data.properties as Item[];
    expect(desc.map((p) => p.price)).toEqual([4000, 3100, 2400, 2400, 1800, 1500, 1200, 950]);
    expect(desc.slice(2, 4).map((p) => p.id)).toEqual([...tiedAsc].reverse());
  });

  it('pages in a stable order: every property exactly once', async () => {
    for (const sort of ['newest', 'price_asc', 'price_desc']) {
      const seen: string[] = [];
      for (let page = 1; page <= 3; page++) {
        const body = (await get(`?sort=${sort}&limit=3&page=${page}`)).json().data;
        expect(body.pagination).toMatchObject({
          current_page: page,
          per_page: 3,
          total_count: 8,
          total_pages: 3,
          has_prev: page > 1,
          has_next: page < 3,
        });
        seen.push(...body.properties.map((p: Item) => p.id));
      }
      expect(seen).toHaveLength(8);
      expect(new Set(seen).size).toBe(8);
      // The same page asked twice is the same page.
      const again = (await get(`?sort=${sort}&limit=3&page=2`)).json().data.properties.map((p: Item) => p.id);
      expect(again).toEqual(seen.slice(3, 6));
    }
    const past = (await get('?page=5&limit=3')).json().data;
    expect(past.properties).toEqual([]);
    expect(past.pagination).toMatchObject({ current_page: 5, total_count: 8, has_next: false, has_prev: true });
  });

  it('refuses bad numbers and unknown values with 400 and field errors', async () => {
    const cases: [string, string][] = [
      ['?min_price=abc', 'min_price'],
      ['?max_price=-5', 'max_price'],
      ['?bedrooms=two', 'bedrooms'],
      ['?bedrooms=1.5', 'bedrooms'],
      ['?bathrooms=lots', 'bathrooms'],
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      ['?limit=101', 'limit'],
      ['?limit=0', 'limit'],
      ['?property_type=castle', 'property_type'],
      ['?status=sold', 'status'],
      ['?furnishing=partly', 'furnishing'],
      ['?sort=random', 'sort'],
      ['?pets_allowed=maybe', 'pets_allowed'],
      ['?available_from_date=2025-02-30', 'available_from_date'],
      ['?min_price=3000&max_price=1000', 'max_price'],
    ];
    for (const [query, field] of cases) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      const body = res.json();
      expect(body.success).toBe(false);
      expect(Object.keys(body.errors ?? {}), query).toContain(field);
      expect(body.detail).toBeTruthy();
    }
  });

  it('accepts limit up to 100', async () => {
    const res = await get('?limit=100');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.pagination.per_page).toBe(100);
  });

  it('shows one property by id or by slug, with all media', async () => {
    const byId = await t.app.inject({ method: 'GET', url: `/api/properties/${ids['Garden Flat']}` });
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({ success: true, data: { id: ids['Garden Flat'], title: 'Garden Flat', location: 'Albany, NY' } });
    expect(byId.json().data.media).toHaveLength(2);
    const bySlug = await t.app.inject({ method: 'GET', url: `/api/properties/${slugs['Garden Flat']}` });
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json().data.id).toBe(ids['Garden Flat']);
    // Any status can be opened directly (the page shows Not Available).
    const rented = await t.app.inject({ method: 'GET', url: `/api/properties/${ids['Lake Cottage']}` });
    expect(rented.json().data.status).toBe('rented');
  });

  it('answers 404 "Property not found" for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', '123', 'no-such-slug', 'x%20y', '%3Cscript%3E', 'a'.repeat(250)]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/properties/${id}` });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ success: false, detail: 'Property not found', message: 'Property not found' });
    }
  });

  it('lists cover images: featured available first, then the newest available, covers only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/properties/cover-images/all' });
    expect(res.statusCode).toBe(200);
    const covers = res.json().data as { property_id: string; property_title: string; url: string; id: string }[];
    expect(covers.map((c) => c.property_title)).toEqual(['Garden Flat', 'Big Duplex', 'Hilltop House']);
    expect(covers[0]).toMatchObject({ property_id: ids['Garden Flat'] });
    expect(covers[0].url).toMatch(/^\/media\/properties\/.+\/800\.webp$/);
    expect(covers[0].id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('list payload budget', () => {
  const t = useTestContext();
  beforeAll(async () => {
    const description =
      'Sun-filled rooms with tall windows, hardwood floors throughout and a renovated kitchen with stone counters. ' +
      'Steps from cafes, the farmers market and the bus line; a short drive to the highway. Heat and hot water included; ' +
      'washer and dryer in the unit; storage in the basement; off-street parking for one car. Quiet, well-kept building ' +
      'with a responsive local management team and online rent payments.';
    for (let i = 0; i < 14; i++) {
      await createProperty(
        t.app.ctx.db,
        {
          title: `Renovated ${i + 1}-Bedroom Apartment near Washington Park`,
          description,
          furnishing: 'semi-furnished',
          petPolicy: 'cats-allowed',
          utilities: ['Heat', 'Hot water', 'Trash removal', 'Sewer'],
          amenities: ['Parking', 'In-unit laundry', 'Balcony', 'Storage', 'Bike room', 'Dishwasher'],
          appliancesIncluded: ['Refrigerator', 'Range', 'Dishwasher', 'Microwave', 'Washer', 'Dryer'],
          leaseTerm: 12,
          applicationFee: 45,
          deposit: 1650,
          floors: 1,
          website: 'https://rentfront.example/listings/albany',
          propertyManagementContact: 'Rentfront Property Management, (518) 555-0142',
          latitude: 42.6526,
          longitude: -73.7562,
          availableFrom: '2025-09-01',
        },
        { media: 8 },
      );
    }
  });

  it('answers each card exactly as the detail of that property (the list reads rows as JSON)', async () => {
    await createProperty(t.app.ctx.db, {
      title: 'Odd Numbers Loft',
      price: 1234.56,
      bathrooms: 2.5,
      applicationFee: 37.5,
      latitude: -33.868820123,
      longitude: 151.20929,
      featured: true,
      createdAt: new Date('2025-02-03T04:05:06.789Z'),
    });
    const list = (await t.app.inject({ method: 'GET', url: '/api/properties?status=all&limit=100' })).json().data.properties as Item[];
    expect(list.length).toBeGreaterThanOrEqual(15);
    for (const card of list) {
      const detail = await t.app.inject({ method: 'GET', url: `/api/properties/${card.id}` });
      expect(card).toEqual(detail.json().data);
    }
    expect(list.find((p) => p.title === 'Odd Numbers Loft')).toMatchObject({
      price: 1234.56,
      bathrooms: 2.5,
      application_fee: 37.5,
      latitude: -33.868820123,
      created_at: '2025-02-03T04:05:06.789Z',
    });
  });

  it('keeps a 12-card page at or under 25 KB gzipped', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/properties?status=available&page=1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.properties).toHaveLength(12);
    const gzipped = gzipSync(res.rawPayload).length;
    expect(gzipped).toBeLessThanOrEqual(25 * 1024);
  });
});
