// Test data of the properties domain (the property row factory is test/factories/property.ts).
// Not imported by application code.
import type { PropertyInsert } from '../../test/factories/property';
import { TEST_ORIGIN, type TestContext } from '../../test/context';
import { multipart, type Agent } from '../../test/http';
import { fromOtherSite } from '../../test/refusals';

/** The text fields of a valid add-property form. */
export function validPropertyFields(overrides: Record<string, string | number | boolean | undefined> = {}) {
  return {
    title: 'Sunny Loft on Lark Street',
    description: 'Two bedrooms, big windows and a short walk to the park.',
    property_type: 'apartment',
    status: 'available',
    area_sqft: 950,
    bedrooms: 2,
    bathrooms: 1.5,
    price: 1650,
    address: '210 Lark Street',
    city: 'Albany',
    state: 'NY',
    pincode: '12210',
    ...overrides,
  };
}

/** A complete listing the page tests read back (head, JSON-LD, map), with two photos. */
export const GARDEN_FLAT: Partial<PropertyInsert> = {
  title: 'Garden Flat',
  description: 'Two bright rooms over a quiet garden, close to Washington Park and the bus line.',
  price: 1450,
  bedrooms: 2,
  bathrooms: 1.5,
  areaSqft: 1020,
  address: '12 Elm Street',
  city: 'Albany',
  state: 'NY',
  pincode: '12202',
  latitude: 42.65,
  longitude: -73.76,
  availableFrom: '2025-09-01',
};

/** A listing whose text tries to break out of HTML, a script or JSON-LD. */
export const HOSTILE_LISTING: Partial<PropertyInsert> = {
  title: 'Loft </script><script>alert("x")</script> & "quotes"',
  description: '<!-- comment --> <img src=x onerror=alert(1)> \u2028 line',
  propertyType: 'house',
};

/** The add form with `fields`, sent without a session and, by the signed-in `admin`, from another site: [401, 403] expected. */
export async function addRefusals(t: TestContext, admin: Agent, fields: Record<string, string>): Promise<number[]> {
  const form = multipart(validPropertyFields(fields));
  const anon = await t.app.inject({
    method: 'POST',
    url: '/api/admin/properties/add',
    ...form,
    headers: { ...form.headers, origin: TEST_ORIGIN },
  });
  const cross = await fromOtherSite(admin, { method: 'POST', url: '/api/admin/properties/add', ...multipart(validPropertyFields(fields)) });
  return [anon.statusCode, cross.statusCode];
}
