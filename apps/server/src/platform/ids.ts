// Row ids are UUIDs. A path parameter that is not one is a 404 from the service, never a query
// (PostgreSQL would answer a malformed uuid with an error, which would be a 500).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` has the shape of a row id. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
